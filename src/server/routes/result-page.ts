import { createHash } from 'node:crypto';
import { FAVICON_DATA_URL } from './favicon';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The page's only stylesheet. It never varies (the outcome is a class), so the Content-Security-Policy
 * allows exactly this text by its hash and the page needs no 'unsafe-inline' and no script.
 */
const resultPageStyle =
  'body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f9;color:#1d2433;display:grid;place-items:center;min-height:100vh;margin:0}' +
  'main{background:#fff;border:1px solid #e3e6eb;border-radius:12px;padding:32px;max-width:440px;text-align:center}' +
  'h1{font-size:20px;margin:0 0 16px}.ok h1{color:#1f7a3d}.error h1{color:#b42318}a{color:#2f5bd3}';

/** The CSP source that allows the page's `<style>` (see security-headers.ts). */
export const resultPageStyleHash = `'sha256-${createHash('sha256').update(resultPageStyle, 'utf8').digest('base64')}'`;

/** A small standalone page for redirects that end in the browser (OAuth callbacks). */
export function resultPage(message: string, backHref: string, ok: boolean): string {
  return `<!doctype html>
<html lang="uk">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message)}</title>
<link rel="icon" href="${FAVICON_DATA_URL}" type="image/svg+xml">
<style>${resultPageStyle}</style></head>
<body><main class="${ok ? 'ok' : 'error'}"><h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(backHref)}">Повернутися до профілю</a></p></main></body>
</html>`;
}
