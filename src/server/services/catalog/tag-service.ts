import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Page } from '@shared/schemas/common';
import type { TagSet, TagSetRequest } from '@shared/schemas/tags';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { pageFromWindowedRows, pageWindow } from '../common/pagination';

interface TagSetRow {
  id: number;
  name: string;
  tags: string[];
  createdById: number | null;
  createdByLogin: string | null;
}

const columns = `t.id, t.name, t.tags, t.created_by AS "createdById", u.login AS "createdByLogin"`;
const source = 'FROM tag_sets t LEFT JOIN users u ON u.id = t.created_by';

/** What `?q=` finds in the tag sets list: the id, the name and any tag (tags_search_text, 0004_search.sql). */
const tagSetSearch: SearchColumns = { table: 'tag_sets t', key: 't.id', text: ['t.name', 'tags_search_text(t.tags)'], matchesId: true };

const toTagSet = ({ createdById, createdByLogin, ...row }: Omit<TagSetRow, 'total'>): TagSet => ({
  ...row,
  createdBy: createdById !== null && createdByLogin !== null ? { id: createdById, login: createdByLogin } : null,
});

/** Preset tag sets are shared by the team; only their author or an admin may change or delete one. */
export class TagService {
  constructor(private readonly db: Database) {}

  async list(page: number, q?: string): Promise<Page<TagSet>> {
    const { limit, offset } = pageWindow(page);
    const search = searchCondition(q, tagSetSearch, 3);
    const rows = await this.db.cachedQuery<TagSetRow & { total: number }>(
      `SELECT ${columns}, count(*) OVER ()::int AS total ${source} WHERE ${search.sql} ORDER BY t.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, ...search.params],
    );
    return pageFromWindowedRows(rows, page, toTagSet, async () => {
      const [row] = await this.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM tag_sets t WHERE ${searchCondition(q, tagSetSearch, 1).sql}`,
        search.params,
      );
      return row?.total ?? 0;
    });
  }

  /** Every tag set, for the publishing form's preset picker (not paged: a picker needs them all). */
  async all(): Promise<TagSet[]> {
    const rows = await this.db.cachedQuery<TagSetRow>(`SELECT ${columns} ${source} ORDER BY t.name, t.id`);
    return rows.map(toTagSet);
  }

  async get(id: number): Promise<TagSet> {
    const [row] = await this.db.query<TagSetRow>(`SELECT ${columns} ${source} WHERE t.id = $1`, [id]);
    if (!row) throw new HttpError(404, messages.tagSetNotFound);
    return toTagSet(row);
  }

  async create(user: SessionUser, body: TagSetRequest): Promise<TagSet> {
    const [row] = await this.db.query<{ id: number }>('INSERT INTO tag_sets (created_by, name, tags) VALUES ($1, $2, $3) RETURNING id', [
      user.id,
      body.name,
      body.tags,
    ]);
    return this.get(row!.id);
  }

  async update(user: SessionUser, id: number, body: TagSetRequest): Promise<TagSet> {
    await this.assertMayChange(user, id);
    await this.db.query('UPDATE tag_sets SET name = $2, tags = $3, updated_at = now() WHERE id = $1', [id, body.name, body.tags]);
    return this.get(id);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    await this.assertMayChange(user, id);
    await this.db.query('DELETE FROM tag_sets WHERE id = $1', [id]);
  }

  private async assertMayChange(user: SessionUser, id: number) {
    const tagSet = await this.get(id);
    if (user.role !== 'admin' && tagSet.createdBy?.id !== user.id) throw new HttpError(403, messages.notYourTagSet);
  }
}
