import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Page } from '@shared/schemas/common';
import type { Group, GroupRequest } from '@shared/schemas/groups';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { ownerScope } from '../common/ownership';
import { allGroups, groupById, groupPage } from './group-queries';
import type { GroupRepository } from './group-repository';

/** Profile groups: owned by one user; a profile belongs to at most one group. */
export class GroupService {
  constructor(
    private readonly db: Database,
    private readonly groups: GroupRepository,
  ) {}

  list(user: SessionUser, page: number, q?: string): Promise<Page<Group>> {
    return groupPage(this.db, ownerScope(user), page, q);
  }

  /** Every group the user may use, for the publishing form (not paged: a picker needs them all). */
  all(user: SessionUser): Promise<Group[]> {
    return allGroups(this.db, ownerScope(user));
  }

  async get(user: SessionUser, id: number): Promise<Group> {
    const group = await groupById(this.db, id, ownerScope(user));
    if (!group) throw new HttpError(404, messages.groupNotFound);
    return group;
  }

  async create(user: SessionUser, body: GroupRequest): Promise<Group> {
    const id = await this.db.transaction(async (tx) => {
      await this.assertAssignable(tx, user.id, body.accounts, null);
      const groupId = await this.groups.insert(tx, user.id, body.name);
      await this.groups.assign(tx, groupId, body.accounts);
      return groupId;
    });
    return this.get(user, id);
  }

  async update(user: SessionUser, id: number, body: GroupRequest): Promise<Group> {
    await this.db.transaction(async (tx) => {
      const ownerId = await this.lockGroup(tx, user, id);
      await this.assertAssignable(tx, ownerId, body.accounts, id);
      await this.groups.rename(tx, id, body.name);
      await this.groups.releaseAllBut(tx, id, body.accounts);
      await this.groups.assign(tx, id, body.accounts);
    });
    return this.get(user, id);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockGroup(tx, user, id);
      await this.groups.remove(tx, id);
    });
  }

  /** Holds the group the user may change for the transaction; answers its owner. */
  private async lockGroup(tx: Queryable, user: SessionUser, id: number): Promise<number> {
    const ownerId = await this.groups.lock(tx, id, ownerScope(user));
    if (ownerId === null) throw new HttpError(404, messages.groupNotFound);
    return ownerId;
  }

  /** Every profile must belong to the group's owner and be free or already in this group. */
  private async assertAssignable(tx: Queryable, ownerId: number, accountIds: number[], groupId: number | null) {
    const rows = await this.groups.lockProfiles(tx, accountIds);
    const found = new Map(rows.map((row) => [row.id, row]));
    const foreign = accountIds.filter((id) => found.get(id)?.user_id !== ownerId);
    if (foreign.length > 0) {
      const texts = foreign.map((id) => `${messages.foreignProfileInGroup}: #${id}`);
      throw new HttpError(400, texts, { accounts: texts.join('; ') });
    }
    const taken = rows.filter((row) => row.group_id !== null && row.group_id !== groupId);
    if (taken.length > 0) {
      const texts = taken.map((row) => `${messages.profileInAnotherGroup}: #${row.id}`);
      throw new HttpError(409, texts, { accounts: texts.join('; ') });
    }
  }
}
