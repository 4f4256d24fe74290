import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { databaseExclusive, databasePacer } from '@server/services/publishing/platform-pacer';
import { createTestDatabase } from '../../helpers/test-database';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('database call pacer', () => {
  it('lets `limit` calls through per window and holds the next until the oldest leaves the window', async () => {
    const pacer = databasePacer(db);
    const key = 'tiktok:init:token-a';
    const recorded = async () =>
      (await db.query<{ at: Date }>('SELECT at FROM platform_calls WHERE key = $1 ORDER BY at', [key])).map((row) => row.at.getTime());
    let done = 0;
    const all = Promise.all([0, 1, 2].map(() => pacer.take(key, 2, 2).then(() => (done += 1))));
    await expect.poll(() => done).toBeGreaterThanOrEqual(2);
    expect(done).toBe(2);
    const [first] = await recorded();
    await all;
    const after = await recorded();
    // The third call was recorded only once the first had left the two-second window.
    expect(after.at(-1)! - first!).toBeGreaterThanOrEqual(2000);
  });

  it('keeps separate budgets per key', async () => {
    const pacer = databasePacer(db);
    await pacer.take('tiktok:status:token-b', 1, 60);
    await pacer.take('tiktok:status:token-c', 1, 60);
    const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM platform_calls WHERE key LIKE 'tiktok:status:%'");
    expect(row!.count).toBe(2);
  });
});

describe('database lease', () => {
  it('never runs two holders of one key at once, and frees the key after the work (also when it throws)', async () => {
    const exclusive = databaseExclusive(db);
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inside -= 1;
    };
    await Promise.all([1, 2, 3].map(() => exclusive('tiktok-refresh:1', work)));
    expect(most).toBe(1);
    await expect(exclusive('tiktok-refresh:1', async () => Promise.reject(new Error('refresh refused')))).rejects.toThrow(
      'refresh refused',
    );
    expect(await db.query('SELECT key FROM leases')).toEqual([]);
  });

  it('takes over a lease whose holder died', async () => {
    await db.query("INSERT INTO leases (key, holder, until) VALUES ('tiktok-refresh:2', 'dead-process', now() - interval '1 second')");
    expect(await databaseExclusive(db)('tiktok-refresh:2', async () => 'refreshed')).toBe('refreshed');
  });
});
