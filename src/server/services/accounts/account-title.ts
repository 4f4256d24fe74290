/** How a profile reads in pickers and rows: its number, then the operator's comment (what tells profiles apart), then the proxy. */
export const accountTitle = ({ id, proxy, comments }: { id: number; proxy: string; comments: string }) =>
  [`#${id}`, comments.trim(), proxy].filter(Boolean).join(' · ').slice(0, 120);
