import { createHash } from 'node:crypto';
import { FAVICON_DATA_URL } from './favicon-svg';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The page's only stylesheet. It never varies (the outcome is a class), so the Content-Security-Policy
 * allows exactly this text by its hash and the page needs no 'unsafe-inline' and no script.
 */
const resultPageStyle =
  'body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f9;color:#1d2433;display:grid;place-items:center;min-height:100vh;margin:0}' +
  'main{background:#fff;border:1px solid #e3e6eb;border-radius:12px;padding:32px;max-width:440px;text-align:center}' +
  'h1{font-size:20px;margin:0 0 16px}.ok h1{color:#1f7a3d}.error h1{color:#b42318}a{color:#2f5bd3}' +
  'p{margin:0 0 16px}.note{color:#5b6474;font-size:14px}' +
  'button{font:inherit;font-weight:600;color:#fff;background:#2f5bd3;border:0;border-radius:8px;padding:10px 20px;min-height:44px;cursor:pointer}' +
  'button:hover{background:#244bb5}button:focus-visible{outline:3px solid #9db5f2;outline-offset:2px}';

/** The CSP source that allows the page's `<style>` (see security-headers.ts). */
export const resultPageStyleHash = `'sha256-${createHash('sha256').update(resultPageStyle, 'utf8').digest('base64')}'`;

const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="uk">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${FAVICON_DATA_URL}" type="image/svg+xml">
<style>${resultPageStyle}</style></head>
<body>${body}</body>
</html>`;

/**
 * A small standalone page for redirects that end in the browser (OAuth callbacks, invitations).
 * Without `backHref` (an invitee, who has no profile page to go back to) it says the page may be closed.
 */
export function resultPage(message: string, backHref: string | null, ok: boolean): string {
  const after = backHref
    ? `<p><a href="${escapeHtml(backHref)}">Повернутися до профілю</a></p>`
    : '<p class="note">Цю сторінку можна закрити.</p>';
  return page(message, `<main class="${ok ? 'ok' : 'error'}"><h1>${escapeHtml(message)}</h1>${after}</main>`);
}

const platformNames = { youtube: 'YouTube', tiktok: 'TikTok' } as const;
const consentHosts = { youtube: 'Google', tiktok: 'TikTok' } as const;
const accountWords = {
  youtube: 'увійдіть у Google під акаунтом, на канал YouTube якого мають виходити відео',
  tiktok: 'увійдіть у TikTok під акаунтом, куди мають виходити відео, і залиште дозвіл на публікацію',
} as const;

const kyivTime = new Intl.DateTimeFormat('uk-UA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Kyiv' });

/**
 * An invitation's page: what it is for, until when it works, and one button that starts the
 * platform's consent in this browser (a form POST, so that link previews and mail scanners, which
 * only fetch the link, neither use up nor claim the invitation).
 */
export function invitationPage(platform: keyof typeof platformNames, expiresAt: Date, action: string): string {
  const name = platformNames[platform];
  return page(
    `Запрошення для підключення ${name}`,
    `<main><h1>Запрошення для підключення ${name}</h1>
<p>Вас запросили підключити акаунт ${name} до сервісу публікації відео. Натисніть кнопку, ${accountWords[platform]}, і надайте доступ.</p>
<form method="post" action="${escapeHtml(action)}"><p><button type="submit">Продовжити в ${consentHosts[platform]}</button></p></form>
<p class="note">Запрошення одноразове й діє до ${escapeHtml(kyivTime.format(expiresAt))} (за київським часом). Якщо ви не чекали на нього, просто закрийте сторінку.</p></main>`,
  );
}

/**
 * The step after the invitation page's button: the consent is bound to this browser now, and the
 * page goes on to the platform at once (a meta refresh needs no script), with a link if it does not.
 */
export function continuePage(platform: keyof typeof platformNames, consentUrl: string): string {
  const host = consentHosts[platform];
  return page(
    `Переходимо до ${host}…`,
    `<main><h1>Переходимо до ${host}…</h1><p><a href="${escapeHtml(consentUrl)}">Продовжити в ${host}</a></p></main>`,
    `\n<meta http-equiv="refresh" content="0;url=${escapeHtml(consentUrl)}">`,
  );
}
