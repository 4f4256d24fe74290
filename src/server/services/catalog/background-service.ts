import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { BackgroundMedia, BackgroundMediaPage, Folder, FolderOption, FolderRequest } from '@shared/schemas/backgrounds';
import { DB_ID_MAX, type Page } from '@shared/schemas/common';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { CheckedMedia } from '@server/media/content-check';
import type { MediaTools } from '@server/media/media-tools';
import type { MediaStorage } from '@server/storage/storage';
import { diskFailure } from '@server/storage/temp-folder';
import { storedFileName } from '@server/storage/media-url';
import type { ReceivedFile } from '@server/uploads/received-file';
import { folderById, folderPage, folderPickerOptions, mediaByIds, mediaPage } from './background-queries';
import type { BackgroundRepository } from './background-repository';

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
    private readonly backgrounds: BackgroundRepository,
    private readonly storage: MediaStorage,
    private readonly tools: MediaTools,
  ) {}

  /** A page of folders, only those whose name contains `q` when given, newest first. */
  folders(page: number, q?: string): Promise<Page<Folder>> {
    return folderPage(this.db, page, q);
  }

  /** Every folder as a picker option, with its photo and video counts (the creation form refuses an empty kind). */
  folderOptions(): Promise<FolderOption[]> {
    return folderPickerOptions(this.db);
  }

  async folder(id: number): Promise<Folder> {
    // An id PostgreSQL's `integer` cannot hold names no folder (and must not reach the query).
    if (!Number.isInteger(id) || id < 1 || id > DB_ID_MAX) throw new HttpError(404, messages.folderNotFound);
    const folder = await folderById(this.db, id);
    if (!folder) throw new HttpError(404, messages.folderNotFound);
    return folder;
  }

  /** Saves the folder; `withinTransaction` runs in the same transaction with the answer (the Idempotency-Key's is recorded there). */
  async createFolder(
    user: SessionUser,
    { name }: FolderRequest,
    withinTransaction?: (tx: Queryable, folder: Folder) => Promise<void>,
  ): Promise<Folder> {
    return this.db.transaction(async (tx) => {
      const id = await this.backgrounds.insertFolder(tx, user.id, name);
      const folder = (await folderById(tx, id))!;
      await withinTransaction?.(tx, folder);
      return folder;
    });
  }

  async renameFolder(user: SessionUser, id: number, { name }: FolderRequest): Promise<Folder> {
    await this.assertFolderAuthor(user, id);
    await this.backgrounds.renameFolder(id, name);
    return this.folder(id);
  }

  /**
   * Deletes the folder's media files, then the folder with its media rows, in one transaction that
   * holds the folder (no upload can add to it meanwhile). Files that cannot be removed keep every row.
   */
  async deleteFolder(user: SessionUser, id: number, withinTransaction?: (tx: Queryable) => Promise<void>): Promise<void> {
    await this.assertFolderAuthor(user, id);
    await this.db.transaction(async (tx) => {
      await this.backgrounds.lockFolder(tx, id);
      const rows = await this.backgrounds.folderFiles(tx, id);
      await this.storage.removeAll(rows.flatMap((row) => [row.storage_key, row.preview_key ?? []].flat()));
      await this.backgrounds.removeFolder(tx, id);
      await withinTransaction?.(tx);
    });
  }

  async media(page: number, folderId: number | null): Promise<BackgroundMediaPage> {
    const folder = folderId === null ? null : await this.folder(folderId);
    const result = await mediaPage(this.db, page, folderId);
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
          ids.push(
            await this.backgrounds.insertMedia(tx, {
              folderId,
              userId: user.id,
              kind: media.kind,
              storageKey,
              previewKey,
              mimeType: media.mimeType,
              sizeBytes: file.size,
              width: media.width,
              height: media.height,
              durationMs: media.durationMs,
              originalName: file.originalName,
            }),
          );
        }
        const saved = await mediaByIds(tx, ids);
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
    const row = await this.backgrounds.mediaToDelete(id);
    if (!row) throw new HttpError(404, messages.mediaNotFound);
    if (user.role !== 'admin' && row.created_by !== user.id && row.folder_author !== user.id) {
      throw new HttpError(403, messages.notYourMedia);
    }
    // Files first: if they cannot go, the row stays and still names them.
    await this.storage.removeAll([row.storage_key, row.preview_key].filter((key): key is string => key !== null));
    await this.db.transaction(async (tx) => {
      await this.backgrounds.removeMedia(tx, id);
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
