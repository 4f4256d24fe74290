import type { Queryable } from '@server/db/database';
import type { MediaStorage, StoredFile } from './storage';

/**
 * A stored file no row references is removed only once it has been in place this long. Uploads and
 * renders move their files into place just before the transaction that saves their rows (seconds,
 * at most a render's scoring), so an hour apart no file still waiting for its row can be taken for
 * an orphan.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

/**
 * Every column that holds a storage key (the storage port's key of a stored file). A new column that
 * references stored files must be listed here, or the sweep would take its files for orphans; a test
 * compares this list with the schema.
 */
export const STORAGE_KEY_COLUMNS = [
  { table: 'background_media', column: 'storage_key' },
  { table: 'background_media', column: 'preview_key' },
  { table: 'creation_requests', column: 'source_storage_key' },
  { table: 'rendered_videos', column: 'storage_key' },
  { table: 'rendered_videos', column: 'poster_key' },
] as const;

/**
 * The areas stored files live in (`<area>/<uuid>/…`). Only these are swept: anything else in the
 * storage (in a bucket, the resumable uploads of @tus/s3-store, or another application's objects)
 * is none of the sweep's business.
 */
const STORED_AREAS = ['backgrounds/', 'sources/', 'renders/'] as const;

/** Keys sent to the database at once. */
const BATCH = 5_000;

/** The keys among `keys` that no row references (exact text equality with every storage-key column). */
async function unreferencedKeys(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  const notReferenced = STORAGE_KEY_COLUMNS.map(({ table, column }) => `NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.${column} = c.key)`);
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += BATCH) {
    const rows = await db.query<{ key: string }>(`SELECT c.key FROM unnest($1::text[]) AS c(key) WHERE ${notReferenced.join(' AND ')}`, [
      keys.slice(start, start + BATCH),
    ]);
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/**
 * Removes stored files that no row references and that were put in place `olderThanMs` or more ago:
 * the files of an upload or a render whose process died after moving them into place but before
 * their rows were committed. A file a row references is never touched, nor a younger one (an upload
 * or render about to save its row). A database that references none of the old files is taken for
 * the wrong one (DATA_DIR paired with another or an empty database): nothing is removed and it is
 * logged. Returns how many files went.
 */
export async function sweepOrphanFiles(
  db: Queryable,
  storage: MediaStorage,
  log: { warn(object: object, message: string): void },
  { olderThanMs = ORPHAN_MIN_AGE_MS, now = Date.now() }: { olderThanMs?: number; now?: number } = {},
): Promise<number> {
  const old = (await Promise.all(STORED_AREAS.map((area) => storage.storedFiles(area))))
    .flat()
    .filter((file) => now - file.mtimeMs >= olderThanMs);
  if (old.length === 0) return 0;
  const unreferenced = await unreferencedKeys(
    db,
    old.map((file) => file.key),
  );
  if (unreferenced.size === 0) return 0;
  if (unreferenced.size === old.length) {
    log.warn(
      { files: old.length },
      'none of the old stored files is referenced by this database (DATA_DIR of another one?): orphan sweep skipped',
    );
    return 0;
  }
  const orphans: StoredFile[] = old.filter((file) => unreferenced.has(file.key));
  let removed = 0;
  for (const file of orphans) if (await storage.removeUnchanged(file)) removed += 1;
  if (removed > 0)
    log.warn(
      { removed, keys: orphans.slice(0, 20).map((file) => file.key) },
      'stored files without their row (a killed upload or render) removed',
    );
  return removed;
}
