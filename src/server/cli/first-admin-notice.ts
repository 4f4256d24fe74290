import type { FirstAdmin } from '@server/services/users/first-admin';

/**
 * The first admin's sign-in, framed so that it stands out of the start-up log: printed once, last,
 * after the server listens, with the address to open. A generated password is never printed again.
 */
export function firstAdminNotice(admin: FirstAdmin, url: string): string {
  const lines = [
    'First admin created.',
    `Sign in at ${url}`,
    `Login:    ${admin.login}`,
    ...(admin.generatedPassword
      ? [`Password: ${admin.generatedPassword}`, 'Shown only this once: change it in Налаштування.']
      : ['Password: the one in ADMIN_PASSWORD.']),
  ];
  const width = Math.max(...lines.map((line) => [...line].length));
  const rule = '═'.repeat(width + 2);
  const body = lines.map((line) => `║ ${line}${' '.repeat(width - [...line].length)} ║`);
  return `\n╔${rule}╗\n${body.join('\n')}\n╚${rule}╝\n\n`;
}
