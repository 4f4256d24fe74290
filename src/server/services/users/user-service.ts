import { messages } from '@shared/messages';
import type { Page } from '@shared/schemas/common';
import type { Video } from '@shared/schemas/videos';
import type { User, UserCreateRequest, UserDetail, UserListItem, UserUpdateRequest } from '@shared/schemas/users';
import type { Role } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { accountPage } from '../accounts/account-queries';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { pageOfRows, pageWindow } from '../common/pagination';
import { type AuthenticatedUser, revokeSessions } from './auth-service';
import { hashPassword } from './passwords';

type UserRow = Omit<User, 'createdAt'> & { createdAt: Date };

const userColumns = 'u.id, u.login, u.role, u.created_at AS "createdAt"';
/** What `?q=` finds in the users list: the login and the id. */
const userSearch: SearchColumns = { table: 'users u', key: 'u.id', text: ['u.login'], matchesId: true };
const toUser = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

/** The videos published through a user's profiles, a page at a time: publishing's list, handed in by the container. */
export type VideosOfUser = (userId: number, page: number) => Promise<Page<Video>>;

export class UserService {
  constructor(
    private readonly db: Database,
    private readonly videosOf: VideosOfUser,
  ) {}

  /**
   * One page of users with their profile and publication video counts. The page's users come first
   * (primary key order, LIMIT before anything else); each user's counts are one row each of the
   * per-owner counters kept by triggers (`account_totals`, 0010_account_counts.sql; `video_totals`,
   * 0017_video_counts.sql), so the work follows the page, not the users' profiles and videos (counting
   * them read 1,000 profiles' index entries per user at 100k profiles; a join, or grouped subqueries
   * over `user_id IN (page)`, let the planner hash whole tables). The total is a count of users alone.
   */
  async list(page: number, q?: string): Promise<Page<UserListItem>> {
    const { limit, offset } = pageWindow(page);
    const search = searchCondition(q, userSearch, 3);
    const rows = await this.db.cachedQuery<UserRow & { videosCount: number; accountsCount: number; isLastAdmin: boolean }>(
      `SELECT page.*,
              (page.role = 'admin' AND (SELECT count(*) FROM users o WHERE o.role = 'admin') = 1) AS "isLastAdmin",
              coalesce((SELECT t.accounts FROM account_totals t WHERE t.user_id = page.id), 0) AS "accountsCount",
              coalesce((SELECT t.videos FROM video_totals t WHERE t.user_id = page.id), 0) AS "videosCount"
         FROM (SELECT ${userColumns} FROM users u WHERE ${search.sql} ORDER BY u.id LIMIT $1 OFFSET $2) page
        ORDER BY page.id`,
      [limit, offset, ...search.params],
    );
    return pageOfRows(rows, page, toUser, async () => {
      if (search.params.length === 0) return this.count();
      const [row] = await this.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM users u WHERE ${searchCondition(q, userSearch, 1).sql}`,
        search.params,
      );
      return row?.total ?? 0;
    });
  }

  async get(id: number): Promise<User> {
    const [row] = await this.db.cachedQuery<UserRow>(`SELECT ${userColumns} FROM users u WHERE u.id = $1`, [id]);
    if (!row) throw new HttpError(404, messages.userNotFound);
    return toUser(row);
  }

  async detail(id: number): Promise<UserDetail> {
    const user = await this.get(id);
    const [accounts, video] = await Promise.all([accountPage(this.db, id, 1), this.videosOf(id, 1)]);
    return { user, accounts, video };
  }

  async accounts(id: number, page: number) {
    await this.get(id);
    return accountPage(this.db, id, page);
  }

  async videos(id: number, page: number) {
    await this.get(id);
    return this.videosOf(id, page);
  }

  async create(input: UserCreateRequest): Promise<User> {
    const passwordHash = await hashPassword(input.password);
    try {
      const [row] = await this.db.query<UserRow>(
        `INSERT INTO users AS u (login, password_hash, role) VALUES ($1, $2, $3) RETURNING ${userColumns}`,
        [input.login, passwordHash, input.role],
      );
      return toUser(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, [messages.loginTaken], { login: messages.loginTaken });
      throw error;
    }
  }

  async update(id: number, input: UserUpdateRequest, actor: AuthenticatedUser): Promise<User> {
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
    try {
      const row = await this.db.transaction(async (tx) => {
        const current = await lockUser(tx, id);
        if (input.role === 'user' && current.role === 'admin') await assertAnotherAdmin(tx, id);
        const [updated] = await tx.query<UserRow>(
          `UPDATE users AS u SET login = coalesce($2, login), password_hash = coalesce($3, password_hash),
                  role = coalesce($4, role), updated_at = now()
            WHERE id = $1 RETURNING ${userColumns}`,
          [id, input.login ?? null, passwordHash, input.role ?? null],
        );
        // A new password or a lost admin role ends the user's sessions (an admin editing
        // their own record keeps the current one, so they are not signed out mid-edit).
        if (passwordHash !== null || (input.role === 'user' && current.role === 'admin')) {
          await revokeSessions(tx, id, id === actor.id ? actor.sessionId : null);
        }
        return updated!;
      });
      return toUser(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, [messages.loginTaken], { login: messages.loginTaken });
      throw error;
    }
  }

  async remove(id: number, actorId: number): Promise<void> {
    if (id === actorId) throw new HttpError(409, messages.cannotDeleteSelf);
    await this.db.transaction(async (tx) => {
      const current = await lockUser(tx, id);
      if (current.role === 'admin') await assertAnotherAdmin(tx, id);
      await tx.query('DELETE FROM users WHERE id = $1', [id]);
    });
  }

  async count(): Promise<number> {
    const [row] = await this.db.cachedQuery<{ total: number }>('SELECT count(*)::int AS total FROM users');
    return row?.total ?? 0;
  }
}

async function lockUser(tx: Queryable, id: number): Promise<{ role: Role }> {
  const [row] = await tx.query<{ role: Role }>('SELECT role FROM users WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw new HttpError(404, messages.userNotFound);
  return row;
}

/** The last admin can be neither deleted nor demoted: someone must be able to manage users. */
async function assertAnotherAdmin(tx: Queryable, exceptId: number) {
  // Lock all admin rows so that two concurrent demotions cannot both pass this check.
  const others = await tx.query("SELECT id FROM users WHERE role = 'admin' AND id <> $1 FOR UPDATE", [exceptId]);
  if (others.length === 0) throw new HttpError(409, messages.lastAdmin);
}
