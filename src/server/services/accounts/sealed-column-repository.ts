import type { Database } from '@server/db/database';

/**
 * The sealed bytea columns the platform adapters keep their sessions in, by table: only these may be
 * read or written through here (their names go into the SQL text, so they are never taken from input).
 */
export interface SealedColumns {
  accounts: 'tiktok_access_enc' | 'instagram_session_enc' | 'instagram_device_enc';
  publication_results: 'upload_session_enc';
}

/** Reads and writes one sealed column of one row; the values stay sealed here (AccountCredentials opens them). */
export class SealedColumnRepository {
  constructor(private readonly db: Database) {}

  async read<T extends keyof SealedColumns>(table: T, column: SealedColumns[T], id: number): Promise<Uint8Array | null> {
    const [row] = await this.db.query<{ value: Uint8Array | null }>(`SELECT ${column} AS value FROM ${table} WHERE id = $1`, [id]);
    return row?.value ?? null;
  }

  async write<T extends keyof SealedColumns>(table: T, column: SealedColumns[T], id: number, sealed: Uint8Array | null): Promise<void> {
    await this.db.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [id, sealed]);
  }
}
