import { randomBytes } from 'node:crypto';
import type { Database } from '@server/db/database';
import { hashPassword } from './passwords';

export interface FirstAdmin {
  login: string;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword: string | null;
}

/**
 * On a start with no users, creates the first admin from ADMIN_LOGIN / ADMIN_PASSWORD, or with a
 * strong generated password. Returns null when users already exist. Safe when several processes
 * start at once: the insert only happens while the table is empty, under a table lock.
 */
export async function ensureFirstAdmin(db: Database, login: string, configuredPassword: string | null): Promise<FirstAdmin | null> {
  const [existing] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS any');
  if (existing?.any) return null;

  const generatedPassword = configuredPassword ? null : randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(configuredPassword ?? generatedPassword!);
  const created = await db.transaction(async (tx) => {
    await tx.query('LOCK TABLE users IN EXCLUSIVE MODE');
    const rows = await tx.query(
      `INSERT INTO users (login, password_hash, role)
       SELECT $1, $2, 'admin' WHERE NOT EXISTS (SELECT 1 FROM users) RETURNING id`,
      [login, passwordHash],
    );
    return rows.length > 0;
  });
  return created ? { login, generatedPassword } : null;
}
