import type { PlatformTexts } from '@shared/lib/post-text';
import type { Page } from '@shared/schemas/common';
import type { PublishedRow, VideoUploadRow } from '@shared/schemas/publications';
import type { Platform, Status } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import { screenTextOrNull } from '@server/platforms/error-text';
import { mediaUrl } from '@server/storage/media-url';
import { accountTitle } from '../accounts/account-title';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { bucketedPageKeys, pageOfRows, pageWindow, toPage } from '../common/pagination';
import { publishOptions, type StoredPublicationOptions } from './publication-options';
import { notYetSent } from './publication-row-metadata';
import { visibleTo } from './publication-visibility';

interface RowRecord {
  publication_id: number;
  id: number;
  video_id: number;
  platform: Platform;
  status: Status;
  error: string | null;
  url: string | null;
  attempts: number;
  views: string;
  likes: string;
  comments: string;
  published_at: Date | null;
  retry_at: Date | null;
  planned_at: Date | null;
  updated_at: Date;
  publish_at: Date | null;
  account_id: number;
  account_proxy: string;
  account_comments: string;
  rendered_id: number;
  storage_key: string;
  poster_key: string | null;
  rendered_at: Date;
  id_upload: string;
  title: string;
  description: string;
  tags: string[];
  options: StoredPublicationOptions;
  caption: string | null;
  at_platform: boolean;
  publication_status: Status;
}

const rowSelect = `
  SELECT p.id AS publication_id, p.status AS publication_status, r.id, r.publication_video_id AS video_id, r.platform, r.status, r.error, r.url, r.attempts,
         r.views, r.likes, r.comments, r.published_at, r.retry_at, r.planned_at, r.updated_at, pv.publish_at,
         a.id AS account_id, a.proxy AS account_proxy, a.comments AS account_comments,
         rv.id AS rendered_id, rv.storage_key, rv.poster_key, rv.created_at AS rendered_at, cr.id_upload,
         r.title, r.description, r.tags, r.options, r.caption, NOT ${notYetSent('r')} AS at_platform
    FROM publication_results r
    JOIN publication_videos pv ON pv.id = r.publication_video_id
    JOIN publications p ON p.id = pv.publication_id
    JOIN creation_requests cr ON cr.id = p.request_id
    JOIN accounts a ON a.id = pv.account_id
    JOIN rendered_videos rv ON rv.id = pv.rendered_video_id`;

const platformOrder = `CASE r.platform WHEN 'youtube' THEN 1 WHEN 'tiktok' THEN 2 ELSE 3 END`;

const toRow = (record: RowRecord): PublishedRow => ({
  id: record.id,
  videoId: record.video_id,
  platform: record.platform,
  status: record.status,
  // Rows written by older versions may hold a platform's raw answer: only a Ukrainian sentence is shown.
  error: screenTextOrNull(record.platform, record.error),
  postUrl: record.url,
  account: {
    id: record.account_id,
    title: accountTitle({ id: record.account_id, proxy: record.account_proxy, comments: record.account_comments }),
  },
  video: {
    id: record.rendered_id,
    url: mediaUrl(record.storage_key),
    posterUrl: record.poster_key ? mediaUrl(record.poster_key) : null,
    idUpload: record.id_upload,
    createdAt: record.rendered_at.toISOString(),
  },
  publishAt: record.publish_at?.toISOString() ?? null,
  retryAt: record.retry_at?.toISOString() ?? null,
  plannedAt: record.planned_at?.toISOString() ?? null,
  publishedAt: record.published_at?.toISOString() ?? null,
  attempts: record.attempts,
  views: Number(record.views),
  likes: Number(record.likes),
  comments: Number(record.comments),
  updatedAt: record.updated_at.toISOString(),
  title: record.title,
  description: record.description,
  tags: record.tags,
  caption: record.caption,
  ...publishOptions(record.options),
  atPlatform: record.at_platform,
});

/**
 * Every video × platform row of one publication, in the order of the rendered variants, and the
 * publication's status read in the same statement: one snapshot, so the status rolled up from the rows
 * always agrees with them (read apart, a row finishing in between showed 'loading' over rows all
 * 'success'). The status is null when the publication has no rows.
 */
export async function publicationRows(db: Queryable, publicationId: number): Promise<{ status: Status | null; rows: PublishedRow[] }> {
  const records = await db.query<RowRecord>(`${rowSelect} WHERE p.id = $1 ORDER BY rv.variant_index, pv.id, ${platformOrder}`, [
    publicationId,
  ]);
  return { status: records[0]?.publication_status ?? null, rows: records.map(toRow) };
}

/** One row, if its publication is visible to `ownerId` (null: anyone's, for an admin). */
export async function publicationRow(
  db: Queryable,
  rowId: number,
  ownerId: number | null,
): Promise<(PublishedRow & { publicationId: number }) | null> {
  const [record] = await db.query<RowRecord>(`${rowSelect} WHERE r.id = $1 AND ${visibleTo('p.id', '$2')}`, [rowId, ownerId]);
  return record ? { ...toRow(record), publicationId: record.publication_id } : null;
}

type ListRecord = Omit<VideoUploadRow, 'date' | 'createdAt'> & { date: Date | null; createdAt: Date };

/** What `?q=` finds in the 'YouTube' list: the id, the title and the idUpload (shown when there is no title). */
const publicationSearch: SearchColumns = {
  table: 'publications p',
  key: 'p.id',
  text: ['p.title'],
  // Each matching request's publication by publications (request_id): the scalar subquery keeps the lookup per request,
  // where a join let the planner hash the whole publications table for a few hundred requests (list-plans.test.ts).
  related: [
    (contains) =>
      `SELECT (SELECT sp.id FROM publications sp WHERE sp.request_id = scr.id) FROM creation_requests scr WHERE ${contains('scr.id_upload::text')}`,
  ],
  matchesId: true,
};

/**
 * Which publications a list reads, written for each case so that the planner can use an index: an
 * admin's list walks the primary key, a user's `publication_viewers (user_id, publication_id)` (the
 * publications they made or that publish to their profiles, see publication-visibility.ts) alone; a
 * search joins the publications, so that the planner may start from the matches. Returns the FROM clause, the condition and its parameters,
 * numbered from `firstParam`; `key` is the column the pages are ordered by.
 */
const listSource = (ownerId: number | null, firstParam: number, searching: boolean) =>
  ownerId === null
    ? { from: 'publications p', sql: 'TRUE', key: 'p.id', params: [] as unknown[] }
    : {
        from: searching ? 'publication_viewers w JOIN publications p ON p.id = w.publication_id' : 'publication_viewers w',
        sql: `w.user_id = $${firstParam}::int`,
        key: 'w.publication_id',
        params: [ownerId] as unknown[],
      };

/**
 * The 'YouTube' list: publications newest first with how many of their rows are done or failed,
 * only those matching `q` when given.
 *
 * The page's publications come first (`ORDER BY p.id DESC LIMIT`, read backwards from the primary
 * key, or from `publication_viewers (user_id, publication_id)` for one user); the request and the row counts are then
 * looked up per publication of the page (`creation_requests` by its key, `publication_videos
 * (publication_id, …)`, `publication_results (publication_video_id, …)`), so the work follows the
 * page, not the tables. The total is the authors' numbers of publications kept by 0009_list_counts.sql
 * summed for an admin, a user's pairs in publication_viewers, or with a search a count of the matching ids alone: page 1 asks it
 * only when full (see pageOfRows); a later page asks it first, and a page in the older half is read
 * from the oldest end (`ORDER BY p.id` with the offset from that end), so the last page does not walk
 * past every newer publication.
 */
export async function publicationPage(db: Database, ownerId: number | null, page: number, q?: string): Promise<Page<VideoUploadRow>> {
  const { limit, offset } = pageWindow(page);
  const search = searchCondition(q, publicationSearch, ownerId === null ? 3 : 4);
  const owner = listSource(ownerId, 3, search.params.length > 0);
  // An admin's search: the page and the total from the matching keys alone (a request without a publication gives none).
  const searchedKeys = ownerId === null && search.keys !== null ? `SELECT m.id FROM (${search.keys}) m(id) WHERE m.id IS NOT NULL` : null;
  const countAll = async () => {
    if (searchedKeys !== null) {
      const counted = searchCondition(q, publicationSearch, 1);
      const [row] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM (${counted.keys}) m(id) WHERE m.id IS NOT NULL`,
        counted.params,
      );
      return row?.total ?? 0;
    }
    if (search.params.length === 0) {
      // An admin's: the per-author totals kept by 0009_list_counts.sql (one row per author); a user's:
      // their pairs in publication_viewers, counted on its index alone.
      const [row] = await db.query<{ total: number }>(
        ownerId === null
          ? 'SELECT coalesce(sum(publications), 0)::int AS total FROM publication_totals'
          : 'SELECT count(*)::int AS total FROM publication_viewers WHERE user_id = $1::int',
        ownerId === null ? [] : [ownerId],
      );
      return row?.total ?? 0;
    }
    const countOwner = listSource(ownerId, 1, true);
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${countOwner.from}
        WHERE ${countOwner.sql} AND ${searchCondition(q, publicationSearch, 1 + countOwner.params.length).sql}`,
      [...countOwner.params, ...search.params],
    );
    return row?.total ?? 0;
  };
  const total = page > 1 ? await countAll() : null;
  const remaining = total === null ? limit : total - offset;
  // Newer half (or past the end): skip `offset` newest. Older half: skip the oldest after this page instead.
  const fromOldest = total !== null && remaining > 0 && remaining < offset;
  const rows = await db.query<ListRecord>(
    `SELECT p.id, (SELECT cr.id_upload FROM creation_requests cr WHERE cr.id = p.request_id) AS "idUpload",
            nullif(p.title, '') AS title, p.status, p.publish_at AS date, p.created_at AS "createdAt",
            counts."rowCount", counts."successCount", counts."errorCount"
       FROM (${
         ownerId === null && search.params.length === 0
           ? bucketedPageKeys('publications', !fromOldest)
           : searchedKeys !== null
             ? `${searchedKeys} ORDER BY m.id ${fromOldest ? 'ASC' : 'DESC'} LIMIT $1 OFFSET $2`
             : `SELECT ${owner.key} AS id FROM ${owner.from} WHERE ${owner.sql} AND ${search.sql}
               ORDER BY ${owner.key} ${fromOldest ? 'ASC' : 'DESC'} LIMIT $1 OFFSET $2`
       }) k
       -- The page's keys first (the offset walked on an index alone), then each publication by its key (OFFSET 0:
       -- a merge join walked the publications of everyone until the page was full).
       CROSS JOIN LATERAL (SELECT p.* FROM publications p WHERE p.id = k.id OFFSET 0) p
      CROSS JOIN LATERAL (
         SELECT count(*) FILTER (WHERE r.status <> 'noactive')::int AS "rowCount",
                count(*) FILTER (WHERE r.status = 'success')::int AS "successCount",
                count(*) FILTER (WHERE r.status = 'error')::int AS "errorCount"
           FROM publication_videos pv JOIN publication_results r ON r.publication_video_id = pv.id
          WHERE pv.publication_id = p.id) counts
      ORDER BY p.id DESC`,
    [
      fromOldest ? Math.min(limit, remaining) : limit,
      fromOldest ? Math.max(0, remaining - limit) : offset,
      ...owner.params,
      ...search.params,
    ],
  );
  const toItem = ({ date, createdAt, ...row }: ListRecord): VideoUploadRow => ({
    ...row,
    date: date?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  });
  return total === null ? pageOfRows(rows, page, toItem, countAll) : toPage(rows.map(toItem), total, page);
}

/** The id of the publication of request `idUpload`, if it is visible to `ownerId` (null: anyone's, for an admin). */
export async function visiblePublicationId(db: Queryable, idUpload: string, ownerId: number | null): Promise<number | null> {
  const [publication] = await db.query<{ id: number }>(
    `SELECT p.id FROM publications p JOIN creation_requests cr ON cr.id = p.request_id
        WHERE cr.id_upload = $1 AND ${visibleTo('p.id', '$2')}`,
    [idUpload, ownerId],
  );
  return publication?.id ?? null;
}

/** A publication as its item's page and its edit read it. */
export interface PublicationRecord {
  id: number;
  user_id: number;
  request_id: number;
  id_upload: string;
  /** Only read by `publicationRecord`: the request's source file, which names it on the item's page. */
  source_name?: string;
  title: string;
  description: string;
  tags: string[];
  in_youtube: boolean;
  in_tiktok: boolean;
  in_instagram: boolean;
  publish_at: Date | null;
  options: StoredPublicationOptions;
  /** The texts written per platform (`PlatformTexts`, keys missing on items made before they were kept). */
  texts: Partial<PlatformTexts>;
  status: Status;
  created_at: Date;
}

/** The publication of request `idUpload`, if it is visible to `ownerId` (null: anyone's, for an admin). */
export async function visiblePublication(db: Queryable, idUpload: string, ownerId: number | null): Promise<PublicationRecord | undefined> {
  const [record] = await db.query<PublicationRecord>(
    `SELECT p.*, cr.id_upload FROM publications p JOIN creation_requests cr ON cr.id = p.request_id
        WHERE cr.id_upload = $1 AND ${visibleTo('p.id', '$2')}`,
    [idUpload, ownerId],
  );
  return record;
}

/** One publication with its request's id and source file. */
export async function publicationRecord(db: Queryable, id: number): Promise<PublicationRecord | undefined> {
  const [record] = await db.query<PublicationRecord>(
    'SELECT p.*, cr.id_upload, cr.source_name FROM publications p JOIN creation_requests cr ON cr.id = p.request_id WHERE p.id = $1',
    [id],
  );
  return record;
}

/** Of these row ids, the ones of this publication, with their state, in id order (the order their locks are taken in). */
export function rowsOfPublication(db: Queryable, publicationId: number, ids: readonly number[]): Promise<{ id: number; status: string }[]> {
  return db.query<{ id: number; status: string }>(
    `SELECT r.id, r.status FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id
      WHERE pv.publication_id = $1 AND r.id = ANY($2::int[]) ORDER BY r.id`,
    [publicationId, ids],
  );
}
