import { randomBytes } from 'node:crypto';
import type { Database } from '@server/db/database';
import { hashPassword } from './passwords';
import { UserRepository } from './user-repository';

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
  const users = new UserRepository(db);
  if (await users.any()) return null;

  const generatedPassword = configuredPassword ? null : randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(configuredPassword ?? generatedPassword!);
  const created = await db.transaction((tx) => users.insertFirstAdmin(tx, login, passwordHash));
  return created ? { login, generatedPassword } : null;
}
