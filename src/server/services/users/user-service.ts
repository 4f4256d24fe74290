import { messages } from '@shared/messages';
import type { Page } from '@shared/schemas/common';
import type { Video } from '@shared/schemas/videos';
import type { User, UserCreateRequest, UserDetail, UserListItem, UserUpdateRequest } from '@shared/schemas/users';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { accountPage } from '../accounts/account-queries';
import type { AuthenticatedUser } from './auth-service';
import { hashPassword } from './passwords';
import type { SessionRepository } from './session-repository';
import { userById, userCount, userPage } from './user-queries';
import type { UserRepository } from './user-repository';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

/** The videos published through a user's profiles, a page at a time: publishing's list, handed in by the container. */
export type VideosOfUser = (userId: number, page: number) => Promise<Page<Video>>;

export class UserService {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly videosOf: VideosOfUser,
  ) {}

  /** One page of users with their profile and publication video counts (user-queries.ts says how it stays proportional to the page). */
  list(page: number, q?: string): Promise<Page<UserListItem>> {
    return userPage(this.db, page, q);
  }

  async get(id: number): Promise<User> {
    const user = await userById(this.db, id);
    if (!user) throw new HttpError(404, messages.userNotFound);
    return user;
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
      return await this.users.insert(input.login, passwordHash, input.role);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, [messages.loginTaken], { login: messages.loginTaken });
      throw error;
    }
  }

  async update(id: number, input: UserUpdateRequest, actor: AuthenticatedUser): Promise<User> {
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const current = await this.lockUser(tx, id);
        if (input.role === 'user' && current.role === 'admin') await this.assertAnotherAdmin(tx, id);
        const updated = await this.users.update(tx, id, { login: input.login ?? null, passwordHash, role: input.role ?? null });
        // A new password or a lost admin role ends the user's sessions (an admin editing
        // their own record keeps the current one, so they are not signed out mid-edit).
        if (passwordHash !== null || (input.role === 'user' && current.role === 'admin')) {
          await this.sessions.revokeAll(tx, id, id === actor.id ? actor.sessionId : null);
        }
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, [messages.loginTaken], { login: messages.loginTaken });
      throw error;
    }
  }

  async remove(id: number, actorId: number): Promise<void> {
    if (id === actorId) throw new HttpError(409, messages.cannotDeleteSelf);
    await this.db.transaction(async (tx) => {
      const current = await this.lockUser(tx, id);
      if (current.role === 'admin') await this.assertAnotherAdmin(tx, id);
      await this.users.remove(tx, id);
    });
  }

  count(): Promise<number> {
    return userCount(this.db);
  }

  private async lockUser(tx: Queryable, id: number) {
    const row = await this.users.lock(tx, id);
    if (!row) throw new HttpError(404, messages.userNotFound);
    return row;
  }

  /** The last admin can be neither deleted nor demoted: someone must be able to manage users. */
  private async assertAnotherAdmin(tx: Queryable, exceptId: number) {
    // All admin rows are held, so that two concurrent demotions cannot both pass this check.
    if ((await this.users.lockOtherAdmins(tx, exceptId)) === 0) throw new HttpError(409, messages.lastAdmin);
  }
}
