import type { SessionUser } from '@shared/schemas/auth';
import type { User } from '@shared/schemas/users';
import type { Role } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';

/** A user as the users' pages read it. */
export type UserRow = Omit<User, 'createdAt'> & { createdAt: Date };

export const userColumns = 'u.id, u.login, u.role, u.created_at AS "createdAt"';
export const toUser = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A user with the hash a sign-in checks the password against. */
export interface UserWithHash extends SessionUser {
  passwordHash: string;
}

/** An edit of a user: null keeps the stored value. */
export interface UserChanges {
  login: string | null;
  passwordHash: string | null;
  role: Role | null;
}

/**
 * The writes of the users (`users`) and the reads those writes and sign-in need. A write that must
 * join the caller's transaction takes `tx` first.
 */
export class UserRepository {
  constructor(private readonly db: Database) {}

  /** Whether any user exists. */
  async any(): Promise<boolean> {
    const [existing] = await this.db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS any');
    return existing?.any ?? false;
  }

  /**
   * Saves the first admin only while there is no user, under a lock on the table taken first (several
   * processes starting at once cannot both insert); answers whether it was saved.
   */
  async insertFirstAdmin(tx: Queryable, login: string, passwordHash: string): Promise<boolean> {
    await tx.query('LOCK TABLE users IN EXCLUSIVE MODE');
    const rows = await tx.query(
      `INSERT INTO users (login, password_hash, role)
       SELECT $1, $2, 'admin' WHERE NOT EXISTS (SELECT 1 FROM users) RETURNING id`,
      [login, passwordHash],
    );
    return rows.length > 0;
  }

  /** Saves a new user; a login already taken fails with PostgreSQL's unique violation (23505). */
  async insert(login: string, passwordHash: string, role: Role): Promise<User> {
    const [row] = await this.db.query<UserRow>(
      `INSERT INTO users AS u (login, password_hash, role) VALUES ($1, $2, $3) RETURNING ${userColumns}`,
      [login, passwordHash, role],
    );
    return toUser(row!);
  }

  /** Holds the user for the transaction; answers its role, or null when there is none. */
  async lock(tx: Queryable, id: number): Promise<{ role: Role } | null> {
    const [row] = await tx.query<{ role: Role }>('SELECT role FROM users WHERE id = $1 FOR UPDATE', [id]);
    return row ?? null;
  }

  /** Holds every admin but `exceptId` (two demotions at once cannot both see the other); answers their number. */
  async lockOtherAdmins(tx: Queryable, exceptId: number): Promise<number> {
    const others = await tx.query("SELECT id FROM users WHERE role = 'admin' AND id <> $1 FOR UPDATE", [exceptId]);
    return others.length;
  }

  /** Saves an edit; a login already taken fails with PostgreSQL's unique violation (23505). */
  async update(tx: Queryable, id: number, changes: UserChanges): Promise<User> {
    const [updated] = await tx.query<UserRow>(
      `UPDATE users AS u SET login = coalesce($2, login), password_hash = coalesce($3, password_hash),
              role = coalesce($4, role), updated_at = now()
        WHERE id = $1 RETURNING ${userColumns}`,
      [id, changes.login, changes.passwordHash, changes.role],
    );
    return toUser(updated!);
  }

  async remove(tx: Queryable, id: number): Promise<void> {
    await tx.query('DELETE FROM users WHERE id = $1', [id]);
  }

  /** The user signing in as `login` (any letter case), with their password hash; null when there is none. */
  async withHash(login: string): Promise<UserWithHash | null> {
    const [user] = await this.db.query<UserWithHash>(
      'SELECT id, login, role, password_hash AS "passwordHash" FROM users WHERE lower(login) = lower($1)',
      [login],
    );
    return user ?? null;
  }

  /** The user's password hash; null when there is no such user. */
  async passwordHash(id: number): Promise<string | null> {
    const [row] = await this.db.query<{ passwordHash: string }>('SELECT password_hash AS "passwordHash" FROM users WHERE id = $1', [id]);
    return row?.passwordHash ?? null;
  }

  async setPassword(tx: Queryable, id: number, passwordHash: string): Promise<void> {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
  }
}
