import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { BackgroundMedia, BackgroundMediaPage, Folder, FolderOption, FolderRequest, MediaKind } from '@shared/schemas/backgrounds';
import { DB_ID_MAX, type Page } from '@shared/schemas/common';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { CheckedMedia } from '@server/media/content-check';
import type { MediaTools } from '@server/media/media-tools';
import type { MediaStorage } from '@server/storage/storage';
import { diskFailure } from '@server/storage/temp-folder';
import { mediaUrl, storedFileName } from '@server/storage/media-url';
import type { ReceivedFile } from '@server/uploads/received-file';
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

interface PreparedFile {
  file: ReceivedFile;
  media: CheckedMedia;
  storageKey: string;
  previewKey: string;
  previewTemp: string;
}

/** Seconds into a video for its poster: 0.1 s, or the start of a shorter clip (a poster is never the black first frame). */
const posterSecond = (durationMs: number | null) => (durationMs !== null && durationMs > 100 ? 0.1 : 0);

/** Background folders and their photos and videos: shared by the team: any user reads and uses them; their author or an admin changes and deletes them. */
export class BackgroundService {
  constructor(
    private readonly db: Database,
    private readonly storage: MediaStorage,
    private readonly tools: MediaTools,
  ) {}

  /** A page of folders, only those whose name contains `q` when given, newest first. */
  async folders(page: number, q?: string): Promise<Page<Folder>> {
    const { limit, offset } = pageWindow(page);
    const search = searchCondition(q, folderSearch, 3);
    const rows = await this.db.cachedQuery<FolderRow & { total: number }>(
      `SELECT ${folderColumns}, count(*) OVER ()::int AS total ${folderSource} WHERE ${search.sql} ORDER BY f.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, ...search.params],
    );
    return pageFromWindowedRows(rows, page, toFolder, async () => {
      const [row] = await this.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM background_folders f WHERE ${searchCondition(q, folderSearch, 1).sql}`,
        search.params,
      );
      return row?.total ?? 0;
    });
  }

  /** Every folder as a picker option, with its photo and video counts (the creation form refuses an empty kind). */
  async folderOptions(): Promise<FolderOption[]> {
    const rows = await this.db.cachedQuery<{ id: number; name: string; images: number; videos: number }>(
      `SELECT f.id, f.name,
              count(m.id) FILTER (WHERE m.kind = 'image')::int AS images,
              count(m.id) FILTER (WHERE m.kind = 'video')::int AS videos
         FROM background_folders f LEFT JOIN background_media m ON m.folder_id = f.id
        GROUP BY f.id ORDER BY f.name, f.id`,
    );
    return rows.map((row) => ({ id: row.id, title: row.name, value: row.id, imagesCount: row.images, videosCount: row.videos }));
  }

  async folder(id: number): Promise<Folder> {
    // An id PostgreSQL's `integer` cannot hold names no folder (and must not reach the query).
    if (!Number.isInteger(id) || id < 1 || id > DB_ID_MAX) throw new HttpError(404, messages.folderNotFound);
    const [row] = await this.db.query<FolderRow>(`SELECT ${folderColumns} ${folderSource} WHERE f.id = $1`, [id]);
    if (!row) throw new HttpError(404, messages.folderNotFound);
    return toFolder(row);
  }

  /** Saves the folder; `withinTransaction` runs in the same transaction with the answer (the Idempotency-Key's is recorded there). */
  async createFolder(
    user: SessionUser,
    { name }: FolderRequest,
    withinTransaction?: (tx: Queryable, folder: Folder) => Promise<void>,
  ): Promise<Folder> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.query<{ id: number }>('INSERT INTO background_folders (created_by, name) VALUES ($1, $2) RETURNING id', [
        user.id,
        name,
      ]);
      const [row] = await tx.query<FolderRow>(`SELECT ${folderColumns} ${folderSource} WHERE f.id = $1`, [created!.id]);
      const folder = toFolder(row!);
      await withinTransaction?.(tx, folder);
      return folder;
    });
  }

  async renameFolder(user: SessionUser, id: number, { name }: FolderRequest): Promise<Folder> {
    await this.assertFolderAuthor(user, id);
    await this.db.query('UPDATE background_folders SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
    return this.folder(id);
  }

  /**
   * Deletes the folder's media files, then the folder with its media rows, in one transaction that
   * holds the folder (no upload can add to it meanwhile). Files that cannot be removed keep every row.
   */
  async deleteFolder(user: SessionUser, id: number, withinTransaction?: (tx: Queryable) => Promise<void>): Promise<void> {
    await this.assertFolderAuthor(user, id);
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM background_folders WHERE id = $1 FOR UPDATE', [id]);
      const rows = await tx.query<{ storage_key: string; preview_key: string | null }>(
        'SELECT storage_key, preview_key FROM background_media WHERE folder_id = $1',
        [id],
      );
      await this.storage.removeAll(rows.flatMap((row) => [row.storage_key, row.preview_key ?? []].flat()));
      await tx.query('DELETE FROM background_folders WHERE id = $1', [id]);
      await withinTransaction?.(tx);
    });
  }

  async media(page: number, folderId: number | null): Promise<BackgroundMediaPage> {
    const folder = folderId === null ? null : await this.folder(folderId);
    const { limit, offset } = pageWindow(page);
    const rows = await this.db.cachedQuery<MediaRow & { total: number }>(
      `SELECT ${mediaColumns}, count(*) OVER ()::int AS total ${mediaSource}
        WHERE $1::int IS NULL OR m.folder_id = $1::int ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
      [folderId, limit, offset],
    );
    const result = await pageFromWindowedRows(rows, page, toMedia, async () => {
      const [row] = await this.db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM background_media WHERE $1::int IS NULL OR folder_id = $1::int',
        [folderId],
      );
      return row?.total ?? 0;
    });
    return folder ? { ...result, folder: { id: folder.id, name: folder.name } } : result;
  }

  /**
   * All or nothing: every file is checked by content and gets a preview before any is kept; a
   * refused file refuses the request and leaves no file or row behind. `withinTransaction` runs in
   * the transaction that saves the rows, with what the upload answers (the idempotency key's answer
   * is recorded there, so a crash cannot keep the rows without it).
   */
  async upload(
    user: SessionUser,
    folderId: number,
    received: ReceivedFile[],
    withinTransaction?: (tx: Queryable, media: BackgroundMedia[]) => Promise<void>,
  ): Promise<BackgroundMedia[]> {
    const kept: string[] = [];
    const previews: string[] = [];
    try {
      if (received.length === 0) throw new HttpError(400, [messages.atLeastOneMedia]);
      await this.folder(folderId);
      const checked = await this.checkAll(received);

      const prepared: PreparedFile[] = [];
      for (const [index, file] of received.entries()) {
        const media = checked[index]!;
        const previewTemp = this.storage.tempFile();
        previews.push(previewTemp);
        try {
          await this.tools.thumbnail(file.tempPath, previewTemp, media.kind === 'video' ? posterSecond(media.durationMs) : 0);
        } catch (error) {
          // A full disk is not a damaged file.
          throw diskFailure(error) ?? new HttpError(422, [`«${file.originalName}»: ${messages.fileDamaged}`]);
        }
        const folderKey = `backgrounds/${randomUUID()}`;
        prepared.push({
          file,
          media,
          storageKey: `${folderKey}/${storedFileName(file.originalName, media.extension)}`,
          previewKey: `${folderKey}/preview.webp`,
          previewTemp,
        });
      }

      for (const item of prepared) {
        await this.storage.commit(item.file.tempPath, item.storageKey);
        kept.push(item.storageKey);
        await this.storage.commit(item.previewTemp, item.previewKey);
        kept.push(item.previewKey);
      }

      return await this.db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const { file, media, storageKey, previewKey } of prepared) {
          ids.push(await insertMedia(tx, user.id, folderId, file, media, storageKey, previewKey));
        }
        const rows = await tx.query<MediaRow>(`SELECT ${mediaColumns} ${mediaSource} WHERE m.id = ANY($1::int[]) ORDER BY m.id`, [ids]);
        const saved = rows.map(toMedia);
        await withinTransaction?.(tx, saved);
        return saved;
      });
    } catch (error) {
      await Promise.allSettled(kept.map((key) => this.storage.remove(key)));
      throw error;
    } finally {
      await Promise.all([...received.map((file) => file.tempPath), ...previews].map((file) => rm(file, { force: true })));
    }
  }

  /** Removes the temporary files of an upload that will not be processed. */
  async discard(received: ReceivedFile[]): Promise<void> {
    await Promise.all(received.map((file) => rm(file.tempPath, { force: true })));
  }

  async deleteMedia(user: SessionUser, id: number, withinTransaction?: (tx: Queryable) => Promise<void>): Promise<void> {
    const [row] = await this.db.query<{
      storage_key: string;
      preview_key: string | null;
      created_by: number | null;
      folder_author: number | null;
    }>(
      `SELECT m.storage_key, m.preview_key, m.created_by, f.created_by AS folder_author
         FROM background_media m JOIN background_folders f ON f.id = m.folder_id WHERE m.id = $1`,
      [id],
    );
    if (!row) throw new HttpError(404, messages.mediaNotFound);
    if (user.role !== 'admin' && row.created_by !== user.id && row.folder_author !== user.id) {
      throw new HttpError(403, messages.notYourMedia);
    }
    // Files first: if they cannot go, the row stays and still names them.
    await this.storage.removeAll([row.storage_key, row.preview_key].filter((key): key is string => key !== null));
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM background_media WHERE id = $1', [id]);
      await withinTransaction?.(tx);
    });
  }

  /** Checks every file (two at a time) and reports every refused one, not just the first. */
  private async checkAll(received: ReceivedFile[]): Promise<CheckedMedia[]> {
    const results: Array<CheckedMedia | HttpError> = new Array(received.length);
    let next = 0;
    const worker = async () => {
      while (next < received.length) {
        const index = next++;
        const file = received[index]!;
        results[index] = await this.tools
          .checkFile(file.tempPath, file.originalName, file.size, file.field === 'files' ? 'image' : 'video')
          .catch((error: unknown) => {
            if (error instanceof HttpError) return error;
            throw error;
          });
      }
    };
    await Promise.all([worker(), worker()]);
    const refused = results.filter((result): result is HttpError => result instanceof HttpError);
    if (refused.length > 0) {
      const status = refused.some((error) => error.statusCode === 415) ? 415 : 422;
      throw new HttpError(
        status,
        refused.flatMap((error) => error.messages),
      );
    }
    return results as CheckedMedia[];
  }

  private async assertFolderAuthor(user: SessionUser, id: number) {
    const folder = await this.folder(id);
    if (user.role !== 'admin' && folder.createdBy?.id !== user.id) throw new HttpError(403, messages.notYourFolder);
  }
}

async function insertMedia(
  tx: Queryable,
  userId: number,
  folderId: number,
  file: ReceivedFile,
  media: CheckedMedia,
  storageKey: string,
  previewKey: string,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO background_media (folder_id, created_by, kind, storage_key, preview_key, mime_type, size_bytes, width, height, duration_ms, original_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      folderId,
      userId,
      media.kind,
      storageKey,
      previewKey,
      media.mimeType,
      file.size,
      media.width,
      media.height,
      media.durationMs,
      file.originalName,
    ],
  );
  return row!.id;
}
