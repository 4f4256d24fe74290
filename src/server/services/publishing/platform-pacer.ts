import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/database';
import type { CallPacer, Exclusive } from '@server/platforms/platform';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sliding-window call budget kept in the database, so every worker process spends the same one.
 * The advisory lock makes "count, then record" one step per key.
 */
export function databasePacer(db: Database): CallPacer {
  return {
    async take(key, limit, windowSeconds) {
      for (;;) {
        const waitMs = await db.transaction(async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`pacer:${key}`]);
          await tx.query(`DELETE FROM platform_calls WHERE key = $1 AND at < now() - make_interval(secs => $2)`, [key, windowSeconds]);
          const [window] = await tx.query<{ used: number; oldest: Date | null; now: Date }>(
            'SELECT count(*)::int AS used, min(at) AS oldest, now() AS now FROM platform_calls WHERE key = $1',
            [key],
          );
          if (window!.used < limit) {
            await tx.query('INSERT INTO platform_calls (key) VALUES ($1)', [key]);
            return 0;
          }
          return window!.oldest!.getTime() + windowSeconds * 1000 - window!.now.getTime();
        });
        if (waitMs <= 0) return;
        await sleep(Math.min(Math.max(waitMs, 50), windowSeconds * 1000) + Math.floor(Math.random() * 100));
      }
    },
  };
}

/** How long a lease lasts if its holder dies without giving it back. */
const LEASE_SECONDS = 120;

/**
 * A lease row per key: taken when free or expired, renewed while the work runs, given back after it.
 * A holder that dies leaves the row to expire, so nobody waits for it longer than `leaseSeconds`.
 */
export function databaseExclusive(db: Database, leaseSeconds = LEASE_SECONDS): Exclusive {
  return async (key, work) => {
    const holder = randomUUID();
    for (;;) {
      const [taken] = await db.query<{ key: string }>(
        `INSERT INTO leases (key, holder, until) VALUES ($1, $2, now() + make_interval(secs => $3))
         ON CONFLICT (key) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until WHERE leases.until < now()
         RETURNING key`,
        [key, holder, leaseSeconds],
      );
      if (taken) break;
      await sleep(100 + Math.floor(Math.random() * 100));
    }
    // Kept while the work runs (a post may take longer than a lease); a dead holder's lease runs out.
    const renew = setInterval(
      () => {
        db.query('UPDATE leases SET until = now() + make_interval(secs => $3) WHERE key = $1 AND holder = $2', [
          key,
          holder,
          leaseSeconds,
        ]).catch(() => undefined);
      },
      (leaseSeconds * 1000) / 3,
    );
    renew.unref();
    try {
      return await work();
    } finally {
      clearInterval(renew);
      await db.query('DELETE FROM leases WHERE key = $1 AND holder = $2', [key, holder]);
    }
  };
}
