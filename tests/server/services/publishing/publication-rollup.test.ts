import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { PublicationRowRepository } from '@server/services/publishing/publication-row-repository';
import { createTestDatabase } from '../../helpers/test-database';
import { recordEventsWithoutDispatch } from '../../helpers/events';

// Rows of one item that finish at the same moment (two publishing workers, or two processes) must
// still roll up to the item's status. On PostgreSQL each transition runs on its own connection.
let db: Database;
let userId: number;
let accountId: number;
let rows: PublicationRowRepository;

beforeAll(async () => {
  db = await createTestDatabase();
  rows = new PublicationRowRepository(db, recordEventsWithoutDispatch(db));
  [{ id: userId }] = (await db.query<{ id: number }>("INSERT INTO users (login, password_hash) VALUES ('rollup', 'x') RETURNING id")) as [
    { id: number },
  ];
  [{ id: accountId }] = (await db.query<{ id: number }>(
    "INSERT INTO accounts (user_id, proxy) VALUES ($1, 'http://127.0.0.1:1') RETURNING id",
    [userId],
  )) as [{ id: number }];
});

afterAll(() => db.close());

/** An item of `videos` videos on YouTube and TikTok, every row claimed by a job. */
async function claimedItem(videos: number): Promise<{ publicationId: number; rowIds: number[] }> {
  return db.transaction(async (tx) => {
    const [request] = await tx.query<{ id: number }>(
      `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_photo, source_storage_key, source_name, source_duration_ms)
       VALUES ($1, gen_random_uuid(), 'success', $2, true, 'sources/x/source.mp4', 'source.mp4', 1000) RETURNING id`,
      [userId, videos],
    );
    const [publication] = await tx.query<{ id: number }>(
      "INSERT INTO publications (user_id, request_id, title, status) VALUES ($1, $2, 'Ролик', 'loading') RETURNING id",
      [userId, request!.id],
    );
    const rowIds: number[] = [];
    for (let variant = 0; variant < videos; variant += 1) {
      const [rendered] = await tx.query<{ id: number }>(
        'INSERT INTO rendered_videos (request_id, variant_index, storage_key, duration_ms) VALUES ($1, $2, $3, 1000) RETURNING id',
        [request!.id, variant, `renders/${request!.id}/${variant}.mp4`],
      );
      const [video] = await tx.query<{ id: number }>(
        "INSERT INTO publication_videos (publication_id, rendered_video_id, account_id, status) VALUES ($1, $2, $3, 'loading') RETURNING id",
        [publication!.id, rendered!.id, accountId],
      );
      for (const platform of ['youtube', 'tiktok'] as const) {
        const [row] = await tx.query<{ id: number }>(
          "INSERT INTO publication_results (publication_video_id, platform, status, locked_until, title, description, tags, options) VALUES ($1, $2, 'loading', now() + interval '1 minute', 'Назва', '', '{}', '{}') RETURNING id",
          [video!.id, platform],
        );
        rowIds.push(row!.id);
      }
    }
    return { publicationId: publication!.id, rowIds };
  });
}

const statusesOf = async (publicationId: number) => ({
  item: (await db.query<{ status: string }>('SELECT status FROM publications WHERE id = $1', [publicationId]))[0]!.status,
  videos: (
    await db.query<{ status: string }>('SELECT status FROM publication_videos WHERE publication_id = $1 ORDER BY id', [publicationId])
  ).map((row) => row.status),
});

describe('rolling row statuses up to the item', () => {
  it('reaches success when all rows succeed at the same moment', async () => {
    for (let round = 0; round < 15; round += 1) {
      const { publicationId, rowIds } = await claimedItem(2);
      await Promise.all(rowIds.map((id, n) => rows.succeed(id, { externalId: `post-${round}-${n}`, url: null })));
      expect(await statusesOf(publicationId)).toEqual({ item: 'success', videos: ['success', 'success'] });
    }
  });

  it('reaches error when one row fails while the others succeed', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { publicationId, rowIds } = await claimedItem(2);
      await Promise.all(
        rowIds.map((id, n) =>
          n === 3 ? rows.fail(id, 'Профіль заблоковано') : rows.succeed(id, { externalId: `p-${round}-${n}`, url: null }),
        ),
      );
      expect(await statusesOf(publicationId)).toEqual({ item: 'error', videos: ['success', 'error'] });
    }
  });

  it('an edit switching a platform off while jobs finish neither deadlocks nor leaves a stale status', async () => {
    const { publicationId, rowIds } = await claimedItem(3);
    const [videoId] = (
      await db.query<{ id: number }>('SELECT id FROM publication_videos WHERE publication_id = $1 ORDER BY id', [publicationId])
    ).map((r) => r.id);
    await rows.fail(rowIds[1]!, 'Профіль заблоковано');
    await Promise.all([
      ...rowIds.filter((_, n) => n !== 1).map((id) => rows.succeed(id, { externalId: `e-${id}`, url: null })),
      db.transaction(async (tx) => {
        await tx.query('UPDATE publications SET in_tiktok = false WHERE id = $1', [publicationId]);
        await rows.switchOff(tx, videoId!, 'tiktok');
      }),
    ]);
    expect(await statusesOf(publicationId)).toEqual({ item: 'success', videos: ['success', 'success', 'success'] });
  });
});
