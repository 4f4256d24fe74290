import { readdir } from 'node:fs/promises';
import type { Queryable } from '@server/db/database';

/**
 * Polls `condition` until it holds (resolves with its last truthy value) or the generous deadline
 * passes (rejects naming `what`): a test waits for an event, never for a fixed time.
 */
type Falsy = null | undefined | false;

export async function waitFor<T>(
  what: string,
  condition: () => Promise<T | Falsy> | T | Falsy,
  timeoutMs = 90_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const ENDED = new Set(['completed', 'failed', 'cancelled']);

/**
 * The render jobs of a request have all ended (its handler returned or failed for good), as the job
 * queue records it: the render's own end, after whatever it stored or removed.
 */
export async function rendersEnded(db: Queryable, requestId: number): Promise<boolean> {
  const jobs = await db.query<{ state: string }>(
    "SELECT state FROM pgboss.job WHERE name = 'render-variant' AND (data->>'requestId')::int = $1",
    [requestId],
  );
  return jobs.length > 0 && jobs.every((job) => ENDED.has(job.state));
}

/** Every file under a folder, at any depth (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
