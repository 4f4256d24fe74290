import type { BackgroundMedia, Folder, FolderOption, MediaKind } from '@shared/schemas/backgrounds';
import type { Page } from '@shared/schemas/common';
import type { Database, Queryable } from '@server/db/database';
import { mediaUrl } from '@server/storage/media-url';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { pageFromWindowedRows, pageWindow } from '../common/pagination';

interface FolderRow {
  id: number;
  name: string;
  imagesCount: number;
  videosCount: number;
  createdById: number | null;
  createdByLogin: string | null;
  createdAt: Date;
}

interface MediaRow {
  id: number;
  kind: MediaKind;
  storageKey: string;
  previewKey: string;
  originalName: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  folderId: number;
  createdById: number | null;
  createdByLogin: string | null;
  createdAt: Date;
}

const creator = (id: number | null, login: string | null) => (id !== null && login !== null ? { id, login } : null);

const toFolder = ({ createdById, createdByLogin, createdAt, ...row }: Omit<FolderRow, 'total'>): Folder => ({
  ...row,
  createdBy: creator(createdById, createdByLogin),
  createdAt: createdAt.toISOString(),
});

const toMedia = (row: Omit<MediaRow, 'total'>): BackgroundMedia => ({
  id: row.id,
  type: row.kind,
  url: mediaUrl(row.storageKey),
  previewUrl: mediaUrl(row.previewKey),
  name: row.originalName,
  sizeBytes: Number(row.sizeBytes),
  width: row.width,
  height: row.height,
  durationMs: row.durationMs,
  folderId: row.folderId,
  createdBy: creator(row.createdById, row.createdByLogin),
  createdAt: row.createdAt.toISOString(),
});

const folderColumns = `f.id, f.name, f.created_by AS "createdById", u.login AS "createdByLogin", f.created_at AS "createdAt",
  (SELECT count(*)::int FROM background_media m WHERE m.folder_id = f.id AND m.kind = 'image') AS "imagesCount",
  (SELECT count(*)::int FROM background_media m WHERE m.folder_id = f.id AND m.kind = 'video') AS "videosCount"`;
const folderSource = 'FROM background_folders f LEFT JOIN users u ON u.id = f.created_by';

/** What `?q=` finds in the folders list: the name (the list shows no ids). */
const folderSearch: SearchColumns = { table: 'background_folders f', key: 'f.id', text: ['f.name'] };

const mediaColumns = `m.id, m.kind, m.storage_key AS "storageKey", m.preview_key AS "previewKey", m.original_name AS "originalName",
  m.size_bytes AS "sizeBytes", m.width, m.height, m.duration_ms AS "durationMs", m.folder_id AS "folderId",
  m.created_by AS "createdById", u.login AS "createdByLogin", m.created_at AS "createdAt"`;
const mediaSource = 'FROM background_media m LEFT JOIN users u ON u.id = m.created_by';

/** A page of folders, only those whose name contains `q` when given, newest first. */
export async function folderPage(db: Database, page: number, q?: string): Promise<Page<Folder>> {
  const { limit, offset } = pageWindow(page);
  const search = searchCondition(q, folderSearch, 3);
  const rows = await db.cachedQuery<FolderRow & { total: number }>(
    `SELECT ${folderColumns}, count(*) OVER ()::int AS total ${folderSource} WHERE ${search.sql} ORDER BY f.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset, ...search.params],
  );
  return pageFromWindowedRows(rows, page, toFolder, async () => {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM background_folders f WHERE ${searchCondition(q, folderSearch, 1).sql}`,
      search.params,
    );
    return row?.total ?? 0;
  });
}

/** Every folder as a picker option, with its photo and video counts. */
export async function folderPickerOptions(db: Database): Promise<FolderOption[]> {
  const rows = await db.cachedQuery<{ id: number; name: string; images: number; videos: number }>(
    `SELECT f.id, f.name,
            count(m.id) FILTER (WHERE m.kind = 'image')::int AS images,
            count(m.id) FILTER (WHERE m.kind = 'video')::int AS videos
       FROM background_folders f LEFT JOIN background_media m ON m.folder_id = f.id
      GROUP BY f.id ORDER BY f.name, f.id`,
  );
  return rows.map((row) => ({ id: row.id, title: row.name, value: row.id, imagesCount: row.images, videosCount: row.videos }));
}

/** One folder with its author and counts (in the caller's transaction when `db` is one); null when there is none. */
export async function folderById(db: Queryable, id: number): Promise<Folder | null> {
  const [row] = await db.query<FolderRow>(`SELECT ${folderColumns} ${folderSource} WHERE f.id = $1`, [id]);
  return row ? toFolder(row) : null;
}

/** A page of media, only folder `folderId`'s when given (null: every folder's), newest first. */
export async function mediaPage(db: Database, page: number, folderId: number | null): Promise<Page<BackgroundMedia>> {
  const { limit, offset } = pageWindow(page);
  const rows = await db.cachedQuery<MediaRow & { total: number }>(
    `SELECT ${mediaColumns}, count(*) OVER ()::int AS total ${mediaSource}
      WHERE $1::int IS NULL OR m.folder_id = $1::int ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
    [folderId, limit, offset],
  );
  return pageFromWindowedRows(rows, page, toMedia, async () => {
    const [row] = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM background_media WHERE $1::int IS NULL OR folder_id = $1::int',
      [folderId],
    );
    return row?.total ?? 0;
  });
}

/** The media `ids` in id order (in the caller's transaction: what an upload just saved). */
export async function mediaByIds(db: Queryable, ids: number[]): Promise<BackgroundMedia[]> {
  const rows = await db.query<MediaRow>(`SELECT ${mediaColumns} ${mediaSource} WHERE m.id = ANY($1::int[]) ORDER BY m.id`, [ids]);
  return rows.map(toMedia);
}
