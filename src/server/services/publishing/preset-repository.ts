import type { Database } from '@server/db/database';
import type { StoredPresetOptions } from './preset-queries';

/** The writes of publication presets (`publication_presets`). A name taken by the owner fails with 23505. */
export class PresetRepository {
  constructor(private readonly db: Database) {}

  /** Saves a new preset of `userId`; answers its id. */
  async insert(userId: number, name: string, options: StoredPresetOptions): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      'INSERT INTO publication_presets (user_id, name, options) VALUES ($1, $2, $3::jsonb) RETURNING id',
      [userId, name, JSON.stringify(options)],
    );
    return row!.id;
  }

  async update(id: number, name: string, options: StoredPresetOptions): Promise<void> {
    await this.db.query('UPDATE publication_presets SET name = $2, options = $3::jsonb, updated_at = now() WHERE id = $1', [
      id,
      name,
      JSON.stringify(options),
    ]);
  }

  async remove(id: number): Promise<void> {
    await this.db.query('DELETE FROM publication_presets WHERE id = $1', [id]);
  }
}
