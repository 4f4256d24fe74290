import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_KINDS, type EventKind } from '@shared/schemas/events';
import type { Database } from '@server/db/database';
import type { RecordEvent } from '@server/services/events/event-recorder';
import { AccountRepository } from '@server/services/accounts/account-repository';
import { BulkActionRepository } from '@server/services/accounts/bulk-action-repository';
import { ProfileImportRepository } from '@server/services/accounts/profile-import-repository';
import { RenderRepository } from '@server/services/creation/render-repository';
import { savePause } from '@server/services/publishing/pacing-repository';
import { PublicationRowRepository } from '@server/services/publishing/publication-row-repository';
import { recordEventsWithoutDispatch } from '../../helpers/events';
import { insertAccount, insertPublishedVideo } from '../../helpers/fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';

/**
 * Every kind of event, caused through the repository that writes its cause (as the jobs and services
 * call them), then read through the API: once for its owner and for each admin, never for another user.
 */
describe('events: each kind once for its owner and the admins, never for another user', () => {
  let db: Database;
  let t: TestApp;
  let record: RecordEvent;
  const tokens: Record<'owner' | 'other' | 'admin' | 'admin2', string> = { owner: '', other: '', admin: '', admin2: '' };
  let ownerId: number;
  let accountId: number;

  const newRequest = async (status = 'loading', rendered = 1) => {
    const [request] = await db.query<{ id: number }>(
      `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_video, source_storage_key, source_name)
       VALUES ($1, gen_random_uuid(), $2, 1, true, 'src/' || gen_random_uuid(), 'source.mp4') RETURNING id`,
      [ownerId, status],
    );
    if (rendered)
      await db.query(`INSERT INTO rendered_videos (request_id, variant_index, storage_key) VALUES ($1, 0, $2)`, [
        request!.id,
        `out/${request!.id}`,
      ]);
    return request!.id;
  };

  const eventsOf = async (who: keyof typeof tokens, query = '') => {
    const response = await t.call('GET', `/api/events${query}`, tokens[who]);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Array<{ id: number; kind: EventKind; read: boolean; profileId: number | null }>; total: number };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createTestApp(db);
    ownerId = await t.createUser('owner');
    await t.createUser('other');
    await t.createUser('admin2', 'secret-pass', 'admin');
    tokens.admin = (await t.login()).accessToken;
    tokens.owner = (await t.login('owner', 'secret-pass')).accessToken;
    tokens.other = (await t.login('other', 'secret-pass')).accessToken;
    tokens.admin2 = (await t.login('admin2', 'secret-pass')).accessToken;
    record = recordEventsWithoutDispatch(db);
    accountId = await insertAccount(db, ownerId);

    const renders = new RenderRepository(db, record);
    const finished = await newRequest();
    await renders.finishIfComplete(finished);
    await renders.finishIfComplete(finished);
    const failed = await newRequest('loading', 0);
    await renders.fail(failed, 'Не вдалося створити відео');
    await renders.fail(failed, 'Не вдалося створити відео');

    const rows = new PublicationRowRepository(db, record);
    const videoId = await insertPublishedVideo(db, ownerId, accountId, [{ platform: 'youtube', status: 'loading' }], 'loading');
    const [row] = await db.query<{ id: number }>('SELECT id FROM publication_results WHERE publication_video_id = $1', [videoId]);
    await db.query("UPDATE publications SET status = 'loading' WHERE id = (SELECT publication_id FROM publication_videos WHERE id = $1)", [
      videoId,
    ]);
    await rows.fail(row!.id, 'YouTube відхилив відео');
    await rows.fail(row!.id, 'YouTube відхилив відео');

    const accounts = new AccountRepository(db, record);
    await accounts.markAuthFailed(accountId, 'TikTok відкликав доступ', 'tiktok');
    await accounts.markAuthFailed(accountId, 'TikTok відкликав доступ', 'tiktok');
    await accounts.markInstagramCheckpoint(accountId, 'challenge', 'Підтвердіть вхід');
    await accounts.markInstagramCheckpoint(accountId, 'challenge', 'Підтвердіть вхід');
    await savePause(db, record, accountId, 'tiktok', 3600, 'TikTok просить публікувати рідше');
    await savePause(db, record, accountId, 'tiktok', 7200, 'TikTok просить публікувати рідше');
    const profile = { id: accountId, proxy: 'http://proxy.example:8080' };
    const failedCheck = { ok: false, exitIp: null, latencyMs: null, error: 'Проксі не відповідає' };
    await accounts.recordProxyCheck(profile, failedCheck, { kind: 'manual', at: new Date(), nextAt: null });
    await accounts.recordProxyCheck(profile, failedCheck, { kind: 'manual', at: new Date(), nextAt: null });
    await accounts.recordProxyCheck(
      profile,
      { ok: true, exitIp: '203.0.113.7', latencyMs: 80, error: null },
      { kind: 'scheduled', at: new Date(), nextAt: null },
    );

    const [imported] = await db.query<{ id: number }>(
      `INSERT INTO account_imports (user_id, file_sha256, matched_by, create_groups, status, total_rows, created, refused)
       VALUES ($1, 'abc', 'id', false, 'applying', 3, 2, 1) RETURNING id`,
      [ownerId],
    );
    const imports = new ProfileImportRepository(db, record);
    await imports.finish(imported!.id);
    await imports.finish(imported!.id);

    const [action] = await db.query<{ id: number }>(
      `INSERT INTO bulk_actions (user_id, request_id, kind, payload_enc, total) VALUES ($1, gen_random_uuid(), 'checkProxies', '\\x00', 2) RETURNING id`,
      [ownerId],
    );
    await db.query(
      `INSERT INTO bulk_action_items (action_id, position, account_id, title, outcome, reason) VALUES ($1, 0, $2, 'a', 'done', NULL), ($1, 1, $2, 'b', 'refused', 'ні')`,
      [action!.id, accountId],
    );
    const bulk = new BulkActionRepository(db, record);
    await bulk.finish(action!.id);
    await bulk.finish(action!.id);
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await db.close();
  });

  it.each(EVENT_KINDS)('%s: once for the owner and each admin, never for another user', async (kind) => {
    for (const who of ['owner', 'admin', 'admin2'] as const) expect((await eventsOf(who, `?kind=${kind}`)).total, who).toBe(1);
    expect((await eventsOf('other', `?kind=${kind}`)).total).toBe(0);
  });

  it('filters by profile, newest first, and keeps read marks per user', async () => {
    const byProfile = await eventsOf('owner', `?profile=${accountId}`);
    expect(new Set(byProfile.data.map((event) => event.kind))).toEqual(
      new Set(['profile.reconnect_needed', 'profile.login_confirmation', 'profile.paused', 'proxy.failed', 'proxy.recovered']),
    );
    const all = await eventsOf('owner');
    expect(all.total).toBe(EVENT_KINDS.length);
    expect(all.data.map((event) => event.id)).toEqual([...all.data.map((event) => event.id)].sort((a, b) => b - a));
    expect(all.data.every((event) => !event.read)).toBe(true);

    expect((await t.call('POST', `/api/events/${all.data[3]!.id}/read`, tokens.owner)).statusCode).toBe(204);
    expect((await t.call('POST', `/api/events/${all.data[3]!.id}/read`, tokens.other)).statusCode).toBe(404);
    expect((await eventsOf('owner')).data.filter((event) => event.read).map((event) => event.id)).toEqual([all.data[3]!.id]);
    expect((await t.call('GET', '/api/events/summary', tokens.owner)).json()).toEqual({
      unread: EVENT_KINDS.length - 1,
      latestId: all.data[0]!.id,
    });

    expect((await t.call('POST', '/api/events/read-all', tokens.owner)).statusCode).toBe(204);
    expect((await eventsOf('owner')).data.every((event) => event.read)).toBe(true);
    expect((await t.call('GET', '/api/events/summary', tokens.owner)).json()).toMatchObject({ unread: 0 });
    // Another user's marks are their own.
    expect((await t.call('GET', '/api/events/summary', tokens.admin)).json()).toMatchObject({ unread: EVENT_KINDS.length });
  });

  it('a cause whose transaction fails leaves no event', async () => {
    const before = (await eventsOf('admin')).total;
    const failing: RecordEvent = async (tx, input) => {
      await record(tx, input);
      throw new Error('the dispatch could not be queued');
    };
    const otherAccount = await insertAccount(db, ownerId);
    await expect(new AccountRepository(db, failing).markAuthFailed(otherAccount, 'Відмова', 'youtube')).rejects.toThrow('dispatch');
    expect((await eventsOf('admin')).total).toBe(before);
    const [profile] = await db.query<{ error: string | null }>('SELECT error FROM accounts WHERE id = $1', [otherAccount]);
    expect(profile!.error).toBeNull();
  });

  it('refuses an unknown kind with a Ukrainian message', async () => {
    const response = await t.call('GET', '/api/events?kind=nope', tokens.owner);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Невідомий вид події');
  });
});
