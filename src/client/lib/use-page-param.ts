import { useSearchParams } from 'react-router-dom';

/** A 1-based page number kept in the URL (`?page=3` or another key), so pages can be linked and reloaded. */
export function usePageParam(key = 'page') {
  const [params] = useSearchParams();
  const raw = Number(params.get(key));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const hrefFor = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next <= 1) copy.delete(key);
    else copy.set(key, String(next));
    const search = copy.toString();
    return search ? `?${search}` : '?';
  };
  return { page, hrefFor };
}
