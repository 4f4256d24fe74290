import type { ImportCounts, ImportKey, ImportProgress } from '@shared/schemas/account-imports';
import type { Database, Queryable } from '@server/db/database';
import type { RecordEvent } from '@server/services/events/event-recorder';

interface ImportRecord {
  id: number;
  user_id: number;
  file_sha256: string;
  matched_by: ImportKey;
  create_groups: boolean;
  status: ImportProgress['status'];
  total_rows: number;
  processed_rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
}

export type StoredImport = ImportRecord;

export const toProgress = (record: ImportRecord): ImportProgress => ({
  id: record.id,
  status: record.status,
  key: record.matched_by,
  createGroups: record.create_groups,
  totalRows: record.total_rows,
  processedRows: record.processed_rows,
  result: { created: record.created, updated: record.updated, unchanged: record.unchanged, refused: record.refused },
});

/** How long an apply holds its import between chunks; a request that died lets another take over after it. */
const LEASE = "interval '2 minutes'";

/** The `account_imports` rows and the groups an import creates. */
export class ProfileImportRepository {
  constructor(
    private readonly db: Database,
    private readonly recordEvent: RecordEvent,
  ) {}

  /** The import of this file with these options: the one already there (whatever its status), or a new 'checked' one. */
  async upsert(userId: number, sha256: string, key: ImportKey, createGroups: boolean, totalRows: number): Promise<StoredImport> {
    const [record] = await this.db.query<ImportRecord>(
      `INSERT INTO account_imports (user_id, file_sha256, matched_by, create_groups, total_rows) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, file_sha256, matched_by, create_groups) DO UPDATE SET updated_at = now()
       RETURNING *`,
      [userId, sha256, key, createGroups, totalRows],
    );
    return record!;
  }

  /** The user's import (only its owner's: an import holds nothing an admin needs). */
  async find(userId: number, id: number): Promise<StoredImport | null> {
    const [record] = await this.db.query<ImportRecord>('SELECT * FROM account_imports WHERE id = $1 AND user_id = $2', [id, userId]);
    return record ?? null;
  }

  /** Takes the import for applying: a checked one, or one whose applying request stopped holding it. Null when another holds it. */
  async claim(id: number): Promise<StoredImport | null> {
    const [record] = await this.db.query<ImportRecord>(
      `UPDATE account_imports SET status = 'applying', lease_until = now() + ${LEASE}, updated_at = now()
        WHERE id = $1 AND (status = 'checked' OR (status = 'applying' AND lease_until < now()))
        RETURNING *`,
      [id],
    );
    return record ?? null;
  }

  /** Inside a chunk's transaction: its rows are handled, its counts added, the hold renewed. */
  async advance(tx: Queryable, id: number, processedRows: number, counts: ImportCounts): Promise<void> {
    await tx.query(
      `UPDATE account_imports SET processed_rows = $2, created = created + $3, updated = updated + $4,
              unchanged = unchanged + $5, refused = refused + $6, lease_until = now() + ${LEASE}, updated_at = now()
        WHERE id = $1`,
      [id, processedRows, counts.created, counts.updated, counts.unchanged, counts.refused],
    );
  }

  /** The import is applied: 'done', and its owner hears of it ('import.finished') when this call ended it. */
  async finish(id: number): Promise<StoredImport> {
    return this.db.transaction(async (tx) => {
      const [ended] = await tx.query<ImportRecord>(
        "UPDATE account_imports SET status = 'done', lease_until = NULL, updated_at = now() WHERE id = $1 AND status <> 'done' RETURNING *",
        [id],
      );
      if (!ended) return (await tx.query<ImportRecord>('SELECT * FROM account_imports WHERE id = $1', [id]))[0]!;
      await this.recordEvent(tx, {
        kind: 'import.finished',
        ownerId: ended.user_id,
        data: { importId: id, created: ended.created, updated: ended.updated, refused: ended.refused },
      });
      return ended;
    });
  }

  /** A group of `userId` by its name, made now (inside the chunk that first needs it). */
  async createGroup(tx: Queryable, userId: number, name: string): Promise<number> {
    const [row] = await tx.query<{ id: number }>('INSERT INTO account_groups (user_id, name) VALUES ($1, $2) RETURNING id', [userId, name]);
    return row!.id;
  }
}
