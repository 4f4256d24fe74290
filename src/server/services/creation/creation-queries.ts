import type { Page } from '@shared/schemas/common';
import type { CreationRequestItem } from '@shared/schemas/creation';
import type { Database, Queryable } from '@server/db/database';
import type { VariationLevel } from '@server/media/variation';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { bucketedPageKeys, newestFirstPage, ownerCondition, type PageSlice } from '../common/pagination';

interface RequestRow {
  id: number;
  idUpload: string;
  status: CreationRequestItem['status'];
  countVideo: number;
  doneCount: number;
  error: string | null;
  sourceName: string;
  createdAt: Date;
  sentCount: number;
  publicationId: number | null;
  publicationTitle: string | null;
}

const columns = `r.id, r.id_upload AS "idUpload", r.status, r.count_video AS "countVideo", r.error, r.source_name AS "sourceName",
  r.created_at AS "createdAt", (SELECT count(*)::int FROM rendered_videos v WHERE v.request_id = r.id) AS "doneCount",
  -- A request's videos go out only through its one publication, each once (both unique): its rows are the sent videos.
  (SELECT count(*)::int FROM publications p JOIN publication_videos pv ON pv.publication_id = p.id WHERE p.request_id = r.id) AS "sentCount",
  (SELECT p.id FROM publications p WHERE p.request_id = r.id) AS "publicationId",
  (SELECT p.title FROM publications p WHERE p.request_id = r.id) AS "publicationTitle"`;

const toItem = ({ createdAt, publicationId, publicationTitle, ...row }: RequestRow): CreationRequestItem => ({
  ...row,
  createdAt: createdAt.toISOString(),
  // One publication per request, reached by the request's idUpload.
  publication: publicationId === null ? null : { id: publicationId, idUpload: row.idUpload, title: publicationTitle ?? '' },
});

/**
 * What `?q=` finds in the creation requests list: the id, the source file's name, the idUpload and
 * the title of the request's publication.
 */
const requestSearch: SearchColumns = {
  table: 'creation_requests r',
  key: 'r.id',
  text: ['r.source_name', 'r.id_upload::text'],
  related: [(contains) => `SELECT sp.request_id FROM publications sp WHERE ${contains('sp.title')}`],
  matchesId: true,
};

/**
 * A page of requests, only `ownerId`'s (null: everyone's) and only those matching `q` when given,
 * newest first.
 *
 * The page's requests come first (`ORDER BY r.id DESC LIMIT` on the primary key, or on
 * `creation_requests (user_id, id)` for one owner: the owner filter is written per case); the
 * rendered and sent counts and the publication are then looked up per request of the page
 * (`rendered_videos (request_id, …)`, `publications (request_id)`, `publication_videos
 * (publication_id, …)`). The total is each owner's number of requests kept by 0011_request_counts.sql
 * (summed for an admin), or with a search a count of the matching ids alone; page 1 asks it only
 * when full, a later page first, and a page in the older half is read from the oldest end
 * (newestFirstPage).
 */
export async function requestPage(db: Database, ownerId: number | null, page: number, q?: string): Promise<Page<CreationRequestItem>> {
  const owner = ownerCondition('r.user_id', ownerId, 3);
  const search = searchCondition(q, requestSearch, 3 + owner.params.length, owner.sql);
  // An admin's search: the page and the total from the matching keys alone.
  const searchedKeys = ownerId === null ? search.keys : null;
  const countAll = async () => {
    if (searchedKeys !== null) {
      const counted = searchCondition(q, requestSearch, 1);
      const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${counted.keys}) m(id)`, counted.params);
      return row?.total ?? 0;
    }
    if (search.params.length === 0) {
      // Kept per owner by the triggers of 0011_request_counts.sql: one row, or one per owner for an admin.
      const [row] = await db.query<{ total: number }>(
        `SELECT coalesce(sum(requests), 0)::int AS total FROM request_totals t WHERE ${ownerId === null ? 'TRUE' : 't.user_id = $1::int'}`,
        ownerId === null ? [] : [ownerId],
      );
      return row?.total ?? 0;
    }
    const countOwner = ownerCondition('r.user_id', ownerId, 1);
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM creation_requests r
        WHERE ${countOwner.sql} AND ${searchCondition(q, requestSearch, 1 + countOwner.params.length, countOwner.sql).sql}`,
      [...countOwner.params, ...search.params],
    );
    return row?.total ?? 0;
  };
  const read = ({ descending, limit, offset }: PageSlice) =>
    db.cachedQuery<RequestRow>(
      `SELECT ${columns}
         FROM (${
           ownerId === null && search.params.length === 0
             ? bucketedPageKeys('creation_requests', descending)
             : searchedKeys !== null
               ? `SELECT m.id FROM (${searchedKeys}) m(id) ORDER BY m.id ${descending ? 'DESC' : 'ASC'} LIMIT $1 OFFSET $2`
               : `SELECT r.id FROM creation_requests r WHERE ${owner.sql} AND ${search.sql} ORDER BY r.id ${descending ? 'DESC' : 'ASC'} LIMIT $1 OFFSET $2`
         }) k
         -- The page's keys first (the offset walked on the index alone), then each request by its key.
         CROSS JOIN LATERAL (SELECT r.* FROM creation_requests r WHERE r.id = k.id OFFSET 0) r
        ORDER BY r.id DESC`,
      [limit, offset, ...owner.params, ...search.params],
    );
  return newestFirstPage(page, read, toItem, countAll);
}

/** The request `idUpload` of `ownerId` (null: anyone's), in the caller's transaction when `db` is one; null when there is none. */
export async function requestItem(db: Queryable, idUpload: string, ownerId: number | null): Promise<CreationRequestItem | null> {
  const [row] = await db.query<RequestRow>(
    `SELECT ${columns} FROM creation_requests r WHERE r.id_upload = $1 AND ($2::int IS NULL OR r.user_id = $2::int)`,
    [idUpload, ownerId],
  );
  return row ? toItem(row) : null;
}

/** A rendered variant of a request, with the publication row it went to and that row's profile (null: not sent). */
export interface RequestVideoRow {
  id: number;
  storage_key: string;
  poster_key: string | null;
  created_at: Date;
  status: CreationRequestItem['status'] | null;
  account_id: number | null;
  proxy: string | null;
  comments: string | null;
  variant_index: number;
  source_distance: number | null;
}

/** The request's rendered variants in variant order. */
export function requestVideos(db: Database, requestId: number): Promise<RequestVideoRow[]> {
  return db.query<RequestVideoRow>(
    `SELECT rv.id, rv.storage_key, rv.poster_key, rv.created_at, pv.status, a.id AS account_id, a.proxy, a.comments,
            rv.variant_index, rv.source_distance
       FROM rendered_videos rv
       LEFT JOIN publication_videos pv ON pv.rendered_video_id = rv.id
       LEFT JOIN accounts a ON a.id = pv.account_id
      WHERE rv.request_id = $1 ORDER BY rv.variant_index`,
    [requestId],
  );
}

/** A measured distance between two variants of a request. */
export interface VariantDistanceRow {
  variant_a: number;
  variant_b: number;
  distance: number;
}

/** The request's uniqueness level (undefined: no such request) and the distances measured between its variants. */
export async function storedDistances(
  db: Database,
  requestId: number,
): Promise<{ level: VariationLevel | undefined; pairs: VariantDistanceRow[] }> {
  const [request, pairs] = await Promise.all([
    db.query<{ uniqueness: VariationLevel }>('SELECT uniqueness FROM creation_requests WHERE id = $1', [requestId]),
    db.query<VariantDistanceRow>('SELECT variant_a, variant_b, distance FROM variant_distances WHERE request_id = $1', [requestId]),
  ]);
  return { level: request[0]?.uniqueness, pairs };
}

/** A background folder with its number of photos and of videos. */
export interface FolderKindsRow {
  id: number;
  name: string;
  images: number;
  videos: number;
}

/** Those of the folders `folderIds` that exist, with their photo and video counts now. */
export function folderKinds(db: Database, folderIds: number[]): Promise<FolderKindsRow[]> {
  return db.query<FolderKindsRow>(
    `SELECT f.id, f.name,
            (SELECT count(*)::int FROM background_media m WHERE m.folder_id = f.id AND m.kind = 'image') AS images,
            (SELECT count(*)::int FROM background_media m WHERE m.folder_id = f.id AND m.kind = 'video') AS videos
       FROM background_folders f WHERE f.id = ANY($1::int[])`,
    [folderIds],
  );
}
