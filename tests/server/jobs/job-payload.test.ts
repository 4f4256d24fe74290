import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { type JobDefinition, JobQueue } from '@server/jobs/job-queue';
import { type PublishData, PublishPayload } from '@server/jobs/publish-job';
import { createTestDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/wait';

// A job's payload is parsed with its definition's schema when a worker takes it (issue 14): the handler
// gets the parsed payload; one that does not fit fails its job at once, without retries, and the log says
// which job, which version and what did not fit.

let db: Database;
let queue: JobQueue;
const logged: Array<{ object: Record<string, unknown>; message: string }> = [];
const handled: PublishData[] = [];

const definition: JobDefinition<PublishData> = {
  name: 'payload-check',
  version: 3,
  payload: PublishPayload,
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  async handle(data) {
    handled.push(data);
  },
};

const jobRow = async (key: string) =>
  (
    await db.query<{ state: string; retry_count: number; output: { message?: string } | null }>(
      'SELECT state, retry_count, output FROM pgboss.job WHERE name = $1 AND singleton_key = $2',
      [definition.name, key],
    )
  )[0];

const until = (check: () => Promise<boolean>, what: string) => waitFor(what, check);

beforeAll(async () => {
  db = await createTestDatabase();
  queue = new JobQueue(db, 1, { error: (object, message) => logged.push({ object: object as Record<string, unknown>, message }) });
  await queue.start();
  await queue.define(definition);
  await queue.send(definition, { resultId: 7 }, 'good');
  // As an older version, a hand-made row or a bug could have queued it: not the shape this version reads.
  await queue.send(definition, { resultId: 'seven' } as unknown as PublishData, 'bad');
  await queue.work(definition, 1);
}, 60_000);

afterAll(async () => {
  await queue.stop();
  await db.close();
});

describe('job payloads', () => {
  it('hands the handler the parsed payload of a job that fits', async () => {
    await until(async () => (await jobRow('good'))?.state === 'completed', 'the good job to complete');
    expect(handled).toEqual([{ resultId: 7 }]);
  });

  it('fails a job whose payload does not fit, without its retries and without reaching the handler, and logs why', async () => {
    await until(async () => (await jobRow('bad'))?.state === 'failed', 'the bad job to fail');
    const row = await jobRow('bad');
    expect(row?.retry_count).toBe(0);
    expect(row?.output?.message).toContain('payload of payload-check v3 does not match');
    expect(handled.some((data) => (data as { resultId: unknown }).resultId === 'seven')).toBe(false);
    const line = logged.find((entry) => entry.message === 'job payload does not match its definition; the job fails');
    expect(line?.object).toMatchObject({ job: 'payload-check', version: 3, data: { resultId: 'seven' } });
    expect((line?.object.problems as string[]).join(' ')).toContain('resultId');
  });
});
