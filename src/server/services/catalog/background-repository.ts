import type { MediaKind } from '@shared/schemas/backgrounds';
import type { Database, Queryable } from '@server/db/database';

/** A checked background file about to be recorded, its files already stored under its keys. */
export interface NewMedia {
  folderId: number;
  userId: number;
  kind: MediaKind;
  storageKey: string;
  previewKey: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  originalName: string;
}

/** A stored file and its preview (null: none). */
export interface MediaFiles {
  storage_key: string;
  preview_key: string | null;
}

/** What deleting a media file needs: its files, its author and its folder's author. */
export interface MediaToDelete extends MediaFiles {
  created_by: number | null;
  folder_author: number | null;
}

/**
 * The writes of the background folders and their media (`background_folders`, `background_media`),
 * and the reads those writes need. A write that must join the caller's transaction takes `tx` first.
 */
export class BackgroundRepository {
  constructor(private readonly db: Database) {}

  /** Saves a new folder by `userId`; answers its id. */
  async insertFolder(tx: Queryable, userId: number, name: string): Promise<number> {
    const [created] = await tx.query<{ id: number }>('INSERT INTO background_folders (created_by, name) VALUES ($1, $2) RETURNING id', [
      userId,
      name,
    ]);
    return created!.id;
  }

  async renameFolder(id: number, name: string): Promise<void> {
    await this.db.query('UPDATE background_folders SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
  }

  /** Holds the folder for the transaction: no upload can add to it meanwhile. */
  async lockFolder(tx: Queryable, id: number): Promise<void> {
    await tx.query('SELECT id FROM background_folders WHERE id = $1 FOR UPDATE', [id]);
  }

  /** The files of every media in the folder. */
  folderFiles(tx: Queryable, folderId: number): Promise<MediaFiles[]> {
    return tx.query<MediaFiles>('SELECT storage_key, preview_key FROM background_media WHERE folder_id = $1', [folderId]);
  }

  /** Deletes the folder with its media rows. */
  async removeFolder(tx: Queryable, id: number): Promise<void> {
    await tx.query('DELETE FROM background_folders WHERE id = $1', [id]);
  }

  /** Records a media file; answers its id. */
  async insertMedia(tx: Queryable, media: NewMedia): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO background_media (folder_id, created_by, kind, storage_key, preview_key, mime_type, size_bytes, width, height, duration_ms, original_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        media.folderId,
        media.userId,
        media.kind,
        media.storageKey,
        media.previewKey,
        media.mimeType,
        media.sizeBytes,
        media.width,
        media.height,
        media.durationMs,
        media.originalName,
      ],
    );
    return row!.id;
  }

  /** The media file's files and who may delete it; null when there is none. */
  async mediaToDelete(id: number): Promise<MediaToDelete | null> {
    const [row] = await this.db.query<MediaToDelete>(
      `SELECT m.storage_key, m.preview_key, m.created_by, f.created_by AS folder_author
         FROM background_media m JOIN background_folders f ON f.id = m.folder_id WHERE m.id = $1`,
      [id],
    );
    return row ?? null;
  }

  async removeMedia(tx: Queryable, id: number): Promise<void> {
    await tx.query('DELETE FROM background_media WHERE id = $1', [id]);
  }
}
