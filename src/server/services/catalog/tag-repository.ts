import type { Database } from '@server/db/database';

/** The writes of the team's preset tag sets (`tag_sets`). */
export class TagRepository {
  constructor(private readonly db: Database) {}

  /** Saves a new tag set by `userId`; answers its id. */
  async insert(userId: number, name: string, tags: string[]): Promise<number> {
    const [row] = await this.db.query<{ id: number }>('INSERT INTO tag_sets (created_by, name, tags) VALUES ($1, $2, $3) RETURNING id', [
      userId,
      name,
      tags,
    ]);
    return row!.id;
  }

  async update(id: number, name: string, tags: string[]): Promise<void> {
    await this.db.query('UPDATE tag_sets SET name = $2, tags = $3, updated_at = now() WHERE id = $1', [id, name, tags]);
  }

  async remove(id: number): Promise<void> {
    await this.db.query('DELETE FROM tag_sets WHERE id = $1', [id]);
  }
}
