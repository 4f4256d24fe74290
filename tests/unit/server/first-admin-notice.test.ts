import { describe, expect, it } from 'vitest';
import { firstAdminNotice } from '@server/cli/first-admin-notice';

describe('the first admin notice', () => {
  it('frames the URL, the login and the generated password in one box of equal-width lines', () => {
    const notice = firstAdminNotice({ login: 'admin', generatedPassword: 'Zx9-secret_pass' }, 'http://localhost:8080');
    const box = notice.trim().split('\n');
    expect(box[0]).toMatch(/^╔═+╗$/);
    expect(box.at(-1)).toMatch(/^╚═+╝$/);
    expect(new Set(box.map((line) => [...line].length)).size).toBe(1);
    expect(notice).toContain('Sign in at http://localhost:8080');
    expect(notice).toContain('Login:    admin');
    expect(notice).toContain('Password: Zx9-secret_pass');
    expect(notice).toContain('Shown only this once');
  });

  it('names ADMIN_PASSWORD instead of a password it did not make', () => {
    const notice = firstAdminNotice({ login: 'boss', generatedPassword: null }, 'https://shorts.example');
    expect(notice).toContain('the one in ADMIN_PASSWORD');
    expect(notice).not.toContain('Shown only this once');
  });
});
