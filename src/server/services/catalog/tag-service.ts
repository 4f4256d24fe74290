import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Page } from '@shared/schemas/common';
import type { TagSet, TagSetRequest } from '@shared/schemas/tags';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { allTagSets, tagSetById, tagSetPage } from './tag-queries';
import type { TagRepository } from './tag-repository';

/** Preset tag sets are shared by the team; only their author or an admin may change or delete one. */
export class TagService {
  constructor(
    private readonly db: Database,
    private readonly tagSets: TagRepository,
  ) {}

  list(page: number, q?: string): Promise<Page<TagSet>> {
    return tagSetPage(this.db, page, q);
  }

  /** Every tag set, for the publishing form's preset picker (not paged: a picker needs them all). */
  all(): Promise<TagSet[]> {
    return allTagSets(this.db);
  }

  async get(id: number): Promise<TagSet> {
    const tagSet = await tagSetById(this.db, id);
    if (!tagSet) throw new HttpError(404, messages.tagSetNotFound);
    return tagSet;
  }

  async create(user: SessionUser, body: TagSetRequest): Promise<TagSet> {
    return this.get(await this.tagSets.insert(user.id, body.name, body.tags));
  }

  async update(user: SessionUser, id: number, body: TagSetRequest): Promise<TagSet> {
    await this.assertMayChange(user, id);
    await this.tagSets.update(id, body.name, body.tags);
    return this.get(id);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    await this.assertMayChange(user, id);
    await this.tagSets.remove(id);
  }

  private async assertMayChange(user: SessionUser, id: number) {
    const tagSet = await this.get(id);
    if (user.role !== 'admin' && tagSet.createdBy?.id !== user.id) throw new HttpError(403, messages.notYourTagSet);
  }
}
