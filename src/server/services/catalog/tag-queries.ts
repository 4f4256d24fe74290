import type { Page } from '@shared/schemas/common';
import type { TagSet } from '@shared/schemas/tags';
import type { Database, Queryable } from '@server/db/database';
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

/** A page of tag sets, only those matching `q` when given, newest first. */
export async function tagSetPage(db: Database, page: number, q?: string): Promise<Page<TagSet>> {
  const { limit, offset } = pageWindow(page);
  const search = searchCondition(q, tagSetSearch, 3);
  const rows = await db.cachedQuery<TagSetRow & { total: number }>(
    `SELECT ${columns}, count(*) OVER ()::int AS total ${source} WHERE ${search.sql} ORDER BY t.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset, ...search.params],
  );
  return pageFromWindowedRows(rows, page, toTagSet, async () => {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM tag_sets t WHERE ${searchCondition(q, tagSetSearch, 1).sql}`,
      search.params,
    );
    return row?.total ?? 0;
  });
}

/** Every tag set, by name, for the publishing form's preset picker (not paged: a picker needs them all). */
export async function allTagSets(db: Database): Promise<TagSet[]> {
  const rows = await db.cachedQuery<TagSetRow>(`SELECT ${columns} ${source} ORDER BY t.name, t.id`);
  return rows.map(toTagSet);
}

/** One tag set with its author; null when there is none. */
export async function tagSetById(db: Queryable, id: number): Promise<TagSet | null> {
  const [row] = await db.query<TagSetRow>(`SELECT ${columns} ${source} WHERE t.id = $1`, [id]);
  return row ? toTagSet(row) : null;
}
