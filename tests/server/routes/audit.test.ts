import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage } from '@shared/schemas/audit';
import { loadConfig } from '@server/config';
import { runAsActor } from '@server/db/audit-context';
import type { Database } from '@server/db/database';
import { keepAuditSwept } from '@server/jobs/audit-sweep';
import { AuditRepository } from '@server/services/users/audit-repository';
import { AuditService } from '@server/services/users/audit-service';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createProfile, finishedRequest, IG, payload, type PublishingApp, startPublishingApp } from '../helpers/publishing-setup';
import type { Method, TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';

const fx = makeMediaFixtures();
const UA = 'Mozilla/5.0 (audit test)';
const IP = '203.0.113.7';
let setup: PublishingApp;
let db: Database;
let t: TestApp;
let admin: string;
let adminId: number;
let operator: string;
let operatorId: number;

/** A call as a browser makes it: its address and user agent are what the journal records. */
const send = (method: Method, url: string, token: string | undefined, body?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: IP,
    headers: { 'user-agent': UA, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { payload: body } : {}),
  });

const lastId = async () => Number((await db.query<{ id: string | null }>('SELECT max(id)::text AS id FROM audit_log'))[0]!.id ?? 0);

/**
 * The entries written after `since`, oldest first, as the page shows them; without the system's
 * unless asked (the publish jobs work in the background).
 */
async function entriesSince(since: number, query = '', withSystem = false): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const response = await t.call('GET', `/api/audit?${query}${cursor ? `&cursor=${cursor}` : ''}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as AuditPage;
    entries.push(...page.data.filter((entry) => entry.id > since && (withSystem || entry.actorKind !== 'system')));
    cursor = page.data.some((entry) => entry.id <= since) ? null : page.nextCursor;
  } while (cursor);
  return entries.reverse();
}

const lastCount = async () => Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM audit_log'))[0]!.n);

const change = (entry: AuditEntry, field: string) => entry.changes.find((c) => c.field === field);

beforeAll(async () => {
  setup = await startPublishingApp();
  ({ db, t, admin, adminId } = setup);
  operatorId = await t.createUser('operator', 'operator-pass');
  operator = (await t.login('operator', 'operator-pass')).accessToken;
});
afterAll(() => setup.close());

describe('every change through the API leaves one entry with its actor, address, user agent and diff', () => {
  let profileId: number;

  it('creating a profile: its fields after, the secrets as "змінено"', async () => {
    const since = await lastId();
    const response = await send('POST', '/api/accounts', admin, {
      proxy: setup.platforms.proxyUrl,
      comments: 'аудит',
      inInstagram: true,
      InstagramLogin: IG.login,
      InstagramPassword: IG.password,
    });
    expect(response.statusCode, response.body).toBe(201);
    profileId = (response.json() as { id: number }).id;
    const entries = await entriesSince(since);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      action: 'create',
      entityType: 'account',
      entityId: String(profileId),
      actorKind: 'user',
      actorId: adminId,
      actorLogin: 'admin',
      ip: IP,
      userAgent: UA,
    });
    expect(change(entry!, 'comments')).toEqual({ field: 'comments', before: null, after: 'аудит' });
    expect(change(entry!, 'instagram_login')?.after).toBe(IG.login);
    expect(change(entry!, 'instagram_password_enc')?.after).toBe('змінено');
    expect(change(entry!, 'proxy_credentials_enc')?.after).toBe('змінено');
    const raw = JSON.stringify(await db.query('SELECT * FROM audit_log'));
    expect(raw).not.toContain(IG.password);
    expect(raw).not.toContain('proxy-pass');
  });

  it('updating a profile: only what changed, before → after', async () => {
    const since = await lastId();
    const response = await send('PATCH', `/api/accounts/${profileId}`, admin, { comments: 'змінений коментар' });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await entriesSince(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update', entityType: 'account', entityId: String(profileId), actorId: adminId, ip: IP });
    expect(entries[0]!.changes).toEqual([{ field: 'comments', before: 'аудит', after: 'змінений коментар' }]);
  });

  it('changing a secret shows "змінено" on both sides, never the value', async () => {
    const since = await lastId();
    const response = await send('PATCH', `/api/accounts/${profileId}`, admin, { InstagramPassword: 'a-new-secret-pass' });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await entriesSince(since);
    expect(change(entry!, 'instagram_password_enc')).toEqual({ field: 'instagram_password_enc', before: 'змінено', after: 'змінено' });
    expect(JSON.stringify(await db.query('SELECT * FROM audit_log'))).not.toContain('a-new-secret-pass');
  });

  it("changing a profile's limits", async () => {
    const since = await lastId();
    const current = (await t.call('GET', `/api/accounts/${profileId}/limits`, admin)).json() as { overrides: object };
    const response = await send('PUT', `/api/accounts/${profileId}/limits`, admin, {
      ...current.overrides,
      instagram: { dailyCap: 3, minGapMinutes: 90, jitterMinutes: 5 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await entriesSince(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'create',
      entityType: 'posting_limit',
      entityId: `${profileId}:instagram`,
      actorId: adminId,
    });
    expect(change(entries[0]!, 'daily_cap')?.after).toBe('3');
  });

  it('publishing: the publication and each of its videos, by the user who published', async () => {
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 2);
    const second = await createProfile(t, admin, setup.platforms.proxyUrl, { instagram: true });
    const since = await lastId();
    const response = await send(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [profileId, second], { inInstagram: true }),
    );
    expect(response.statusCode, response.body).toBe(201);
    // The jobs then publish in the background as the system; the request's own entries are the admin's.
    const mine = (await entriesSince(since)).filter((entry) => entry.actorId === adminId);
    expect(mine.map((entry) => `${entry.action} ${entry.entityType}`)).toEqual([
      'create publication',
      'create publication_video',
      'create publication_video',
    ]);
    expect(mine.every((entry) => entry.ip === IP && entry.userAgent === UA)).toBe(true);
    expect(change(mine[0]!, 'title')?.after).toBe('Ранкова кава');
    expect(mine.slice(1).map((entry) => change(entry, 'account_id')?.after)).toEqual([String(profileId), String(second)]);
  });

  it('deleting a profile: the whole row before, and who did it', async () => {
    const doomed = await createProfile(t, operator, 'http://127.0.0.1:9', {}, 'на видалення');
    const since = await lastId();
    const response = await send('DELETE', `/api/accounts/${doomed}`, operator);
    expect(response.statusCode, response.body).toBe(204);
    const entries = await entriesSince(since);
    expect(entries.filter((entry) => entry.entityType === 'account')).toHaveLength(1);
    const [entry] = entries.filter((e) => e.entityType === 'account');
    expect(entry).toMatchObject({ action: 'delete', entityId: String(doomed), actorId: operatorId, actorLogin: 'operator', ip: IP });
    expect(change(entry!, 'comments')).toEqual({ field: 'comments', before: 'на видалення', after: null });
  });

  it('users: a new user and a password change, the hash as "змінено"', async () => {
    let since = await lastId();
    const created = await send('POST', '/api/users', admin, {
      login: 'newcomer',
      password: 'first-pass',
      password_confirmation: 'first-pass',
    });
    expect(created.statusCode, created.body).toBe(201);
    const userId = (created.json() as { id: number }).id;
    let entries = await entriesSince(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', entityType: 'user', entityId: String(userId), actorId: adminId });
    expect(change(entries[0]!, 'login')?.after).toBe('newcomer');
    expect(change(entries[0]!, 'password_hash')?.after).toBe('змінено');

    since = await lastId();
    const updated = await send('PATCH', `/api/users/${userId}`, admin, { password: 'second-pass', password_confirmation: 'second-pass' });
    expect(updated.statusCode, updated.body).toBe(200);
    entries = await entriesSince(since);
    expect(entries.filter((entry) => entry.entityType === 'user')).toHaveLength(1);
    expect(entries[0]!.changes).toEqual([{ field: 'password_hash', before: 'змінено', after: 'змінено' }]);
  });

  it('a sign-in names its user; a refused one the login tried, never the password', async () => {
    const since = await lastId();
    expect((await send('POST', '/api/auth/login', undefined, { login: 'operator', password: 'operator-pass' })).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/login', undefined, { login: 'operator', password: 'wrong-guess-1' })).statusCode).toBe(401);
    expect((await send('POST', '/api/auth/login', undefined, { login: 'nobody', password: 'wrong-guess-2' })).statusCode).toBe(401);
    const entries = await entriesSince(since);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.actorLogin, entry.ip, entry.userAgent])).toEqual([
      ['login', operatorId, 'operator', IP, UA],
      ['login_refused', null, 'operator', IP, UA],
      ['login_refused', null, 'nobody', IP, UA],
    ]);
    expect(entries[1]!.actorKind).toBe('anonymous');
    const raw = JSON.stringify(await db.query('SELECT * FROM audit_log'));
    expect(raw).not.toContain('wrong-guess');
    expect(raw).not.toContain('operator-pass');
  });
});

describe('the entry lives and dies with its transaction', () => {
  const actor = () => ({ userId: adminId, login: 'admin', ip: IP, userAgent: UA });

  it('a failed transaction leaves no entry; a committed one names the actor', async () => {
    const since = await lastId();
    await expect(
      runAsActor(actor, () =>
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO tag_sets (name, tags) VALUES ('відкочений', '{a}')`);
          throw new Error('boom');
        }),
      ),
    ).rejects.toThrow('boom');
    expect(await db.query(`SELECT id FROM audit_log WHERE after ->> 'name' = 'відкочений'`)).toEqual([]);

    await runAsActor(actor, () => db.transaction((tx) => tx.query(`INSERT INTO tag_sets (name, tags) VALUES ('збережений', '{a}')`)));
    // A write outside a transaction gets one of its own that names the actor.
    await runAsActor(actor, () => db.query(`UPDATE tag_sets SET name = 'перейменований' WHERE name = 'збережений'`));
    const entries = await entriesSince(since, 'entityType=tag_set');
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.ip])).toEqual([
      ['create', adminId, IP],
      ['update', adminId, IP],
    ]);
  });

  it("a change made outside a request is the system's", async () => {
    const since = await lastId();
    await db.query(`INSERT INTO tag_sets (name, tags) VALUES ('системний', '{a}')`);
    const [entry] = (await entriesSince(since, 'entityType=tag_set', true)).filter((e) => e.actorKind === 'system');
    expect(entry).toMatchObject({ actorKind: 'system', actorId: null, actorLogin: null, ip: null });
  });

  it('no entry can be changed', async () => {
    await expect(db.query(`UPDATE audit_log SET actor_login = 'someone else'`)).rejects.toThrow(/never changed/);
  });
});

describe('the journal page and its export', () => {
  it.each([
    ['GET', '/api/audit'],
    ['GET', '/api/audit/users'],
    ['GET', '/api/audit/export'],
  ] as const)('%s %s answers 403 to an operator', async (method, url) => {
    const response = await t.call(method, url, operator);
    expect(response.statusCode).toBe(403);
  });

  it('filters by user, entity type, action and time, and pages by cursor', async () => {
    await db.query(`INSERT INTO tag_sets (name, tags) SELECT 'набір ' || n, '{a}' FROM generate_series(1, ${AUDIT_PAGE_SIZE + 10}) n`);
    const byOperator = (await t.call('GET', `/api/audit?userId=${operatorId}`, admin)).json() as AuditPage;
    expect(byOperator.data.length).toBeGreaterThan(0);
    expect(byOperator.data.every((entry) => entry.actorId === operatorId)).toBe(true);

    const deletes = (await t.call('GET', '/api/audit?entityType=account&action=delete', admin)).json() as AuditPage;
    expect(deletes.data).toHaveLength(1);
    expect(deletes.data[0]).toMatchObject({ actorLogin: 'operator', action: 'delete', entityType: 'account' });

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(((await t.call('GET', `/api/audit?from=${encodeURIComponent(future)}`, admin)).json() as AuditPage).data).toEqual([]);
    const past = (await t.call('GET', `/api/audit?to=${encodeURIComponent(future)}`, admin)).json() as AuditPage;
    expect(past.data.length).toBeGreaterThan(0);

    // Pages follow each other without a gap or a repeat.
    const all = await entriesSince(0, '', true);
    const ids = all.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(await lastCount());
    expect(all.length).toBeGreaterThan(AUDIT_PAGE_SIZE);

    const bad = await t.call(
      'GET',
      `/api/audit?from=${encodeURIComponent(future)}&to=${encodeURIComponent(new Date(0).toISOString())}`,
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect((await t.call('GET', '/api/audit?entityType=nonsense', admin)).statusCode).toBe(400);
  });

  it('exports what the filter shows as CSV', async () => {
    const csv = async (query: string) => {
      const response = await t.call('GET', `/api/audit/export?${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toContain('attachment');
      expect(response.body).not.toContain(IG.password);
      return Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
    };
    // By the admin (the jobs of the publication may still be writing the system's entries).
    const [header, ...rows] = await csv(`entityType=account&userId=${adminId}`);
    expect(header).toEqual([
      'Час (Київ)',
      'Користувач',
      'ID користувача',
      'IP-адреса',
      'User-Agent',
      'Дія',
      'Обʼєкт',
      'ID обʼєкта',
      'Зміни',
    ]);
    const shown = await entriesSince(0, `entityType=account&userId=${adminId}`);
    expect(rows).toHaveLength(shown.length);
    expect(rows.map((row) => row[7])).toEqual(shown.map((entry) => entry.entityId).reverse());
    expect(rows.every((row) => row[6] === 'Профіль' && row[1] === 'admin' && row[2] === String(adminId))).toBe(true);
    expect(rows.some((row) => row[3] === IP && row[4] === UA)).toBe(true);
    expect(rows.some((row) => row[8]!.includes('instagram_password_enc: змінено → змінено'))).toBe(true);

    const [, ...deletes] = await csv('entityType=account&action=delete');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.slice(1, 8)).toEqual(['operator', String(operatorId), IP, UA, 'Видалення', 'Профіль', expect.any(String)]);
  });

  it('offers every user in its user filter', async () => {
    const users = (await t.call('GET', '/api/audit/users', admin)).json() as Array<{ login: string }>;
    expect(users.map((user) => user.login)).toEqual(expect.arrayContaining(['admin', 'operator', 'newcomer']));
  });
});

describe('retention', () => {
  it('the sweep deletes entries past AUDIT_RETENTION_DAYS by its clock, and no others', async () => {
    // The entries so far (the publish jobs may still add the system's).
    const last = await lastId();
    const count = async () =>
      Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM audit_log WHERE id <= $1', [last]))[0]!.n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const service = new AuditService(db, new AuditRepository(db), 365);
    const log = t.app.log;
    const DAY = 86_400_000;

    let swept = 0;
    const stopEarly = keepAuditSwept(
      { sweep: async (now) => ((swept += 1), service.sweep(now)) },
      log,
      60_000,
      () => new Date(Date.now() + 364 * DAY),
    );
    await waitFor('the early sweep', () => swept > 0);
    await stopEarly();
    expect(await count()).toBe(before);

    const stop = keepAuditSwept(service, log, 60_000, () => new Date(Date.now() + 366 * DAY));
    await waitFor('every entry swept', async () => (await count()) === 0);
    await stop();
  });

  it('refuses a retention or a sweep interval a timer cannot hold', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '40000' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadConfig({ AUDIT_SWEEP_INTERVAL_MINUTES: '40000' })).toThrow(/AUDIT_SWEEP_INTERVAL_MINUTES/);
    expect(loadConfig({ AUDIT_SWEEP_INTERVAL_MINUTES: '35791' }).auditSweepIntervalMinutes).toBe(35_791);
  });
});
