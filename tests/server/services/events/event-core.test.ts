import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent } from '@shared/schemas/events';
import { loadConfig } from '@server/config';
import { createJobsContainer, type JobsContainer } from '@server/container';
import type { Database } from '@server/db/database';
import { EventConsumers } from '@server/services/events/event-consumers';
import { EventDispatchService } from '@server/services/events/event-dispatch-service';
import { EventRepository } from '@server/services/events/event-repository';
import { ensureFirstAdmin } from '@server/services/users/first-admin';
import { createTestDatabase } from '../../helpers/test-database';
import { waitFor } from '../../helpers/wait';

const quiet = pino({ level: 'silent' });

describe('events core: recorded in the caller transaction, dispatched by a job', () => {
  let db: Database;
  let dataDir: string;
  let container: JobsContainer;
  const seen: AppEvent[] = [];
  let adminId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'sp-events-'));
    await ensureFirstAdmin(db, 'admin', 'admin-password');
    adminId = (await db.query<{ id: number }>("SELECT id FROM users WHERE login = 'admin'"))[0]!.id;
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), JOB_POLL_SECONDS: '0.5', PROXY_CHECK_INTERVAL_HOURS: '0' });
    container = await createJobsContainer({
      config,
      db,
      log: quiet,
      runWorkers: true,
      eventConsumers: [{ name: 'test', handle: async (event) => void seen.push(event) }],
    });
  });

  afterAll(async () => {
    await container.stop();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a rolled-back transaction leaves neither the event nor its dispatch job', async () => {
    await expect(
      db.transaction(async (tx) => {
        await container.recordEvent(tx, { kind: 'proxy.recovered', ownerId: adminId, profileId: null, data: {} });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await db.query('SELECT id FROM events')).toEqual([]);
    expect(await db.query("SELECT id FROM pgboss.job WHERE name = 'event-dispatch'")).toEqual([]);
  });

  it('a committed event reaches each consumer once, through its job', async () => {
    const recorded = await db.transaction((tx) =>
      container.recordEvent(tx, {
        kind: 'proxy.failed',
        ownerId: adminId,
        profileId: 7,
        profileTitle: 'Профіль 7',
        data: { reason: 'timeout' },
      }),
    );
    const delivered = await waitFor('the consumer hears of the event', () => seen.find((event) => event.id === recorded.id));
    expect(delivered).toEqual(recorded);
    expect(delivered).toMatchObject({ kind: 'proxy.failed', ownerId: adminId, profileId: 7, data: { reason: 'timeout' } });
    await waitFor(
      'the delivery is recorded',
      async () => (await db.query("SELECT 1 FROM event_deliveries WHERE event_id = $1 AND consumer = 'test'", [recorded.id])).length === 1,
    );
    expect(seen.filter((event) => event.id === recorded.id)).toHaveLength(1);
  });

  it('a failing consumer fails the dispatch for a retry that calls only the consumers still owed, and gives up on the last attempt', async () => {
    const event = await db.transaction((tx) =>
      new EventRepository(db).insert(tx, { kind: 'proxy.recovered', ownerId: adminId, profileId: 3, data: {} }),
    );
    const calls: string[] = [];
    let failures = 0;
    const consumers = new EventConsumers();
    consumers.register({ name: 'steady', handle: async () => void calls.push('steady') });
    consumers.register({
      name: 'flaky',
      handle: async () => {
        calls.push('flaky');
        failures += 1;
        throw new Error('receiver down');
      },
    });
    consumers.complete();
    const dispatcher = new EventDispatchService(new EventRepository(db), consumers, quiet);
    await expect(dispatcher.dispatch(event.id, false)).rejects.toThrow('flaky');
    await dispatcher.dispatch(event.id, true);
    expect(calls).toEqual(['steady', 'flaky', 'flaky']);
    expect(failures).toBe(2);
  });
});
