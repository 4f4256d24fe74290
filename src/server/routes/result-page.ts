const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A small standalone page for redirects that end in the browser (OAuth callbacks). */
export function resultPage(message: string, backHref: string, ok: boolean): string {
  const colour = ok ? '#1f7a3d' : '#b42318';
  return `<!doctype html>
<html lang="uk">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message)}</title>
<style>body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f9;color:#1d2433;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #e3e6eb;border-radius:12px;padding:32px;max-width:440px;text-align:center}
h1{font-size:20px;color:${colour};margin:0 0 16px}a{color:#2f5bd3}</style></head>
<body><main><h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(backHref)}">Повернутися до профілю</a></p></main></body>
</html>`;
}
