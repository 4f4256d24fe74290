import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { BulkAction, RowActionResult } from '@shared/schemas/bulk-actions';
import type { Database } from '@server/db/database';
import { insertPublishedVideo } from '../helpers/fixtures';
import { startAuthProxy, startIpEcho } from '../helpers/local-servers';
import { createProfile, IG } from '../helpers/publishing-setup';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/wait';

/**
 * Bulk actions on selected profiles (a job with a per-profile record) and on a published item's rows:
 * each action over a selection holding another user's profile (refused, untouched) and one its own
 * rule refuses (refused with the reason, the others done); 'all found' by a filter; the same request
 * sent again applying nothing twice; an action over 1,000 profiles. Proxies are checked only through
 * loopback (a local proxy and IP-echo server); the other proxies are data, never reached.
 */

let db: Database;
let t: TestApp;
let admin: string;
let alice: string;
let aliceId: number;
let bob: string;
let echo: Awaited<ReturnType<typeof startIpEcho>>;
let proxy: Awaited<ReturnType<typeof startAuthProxy>>;
let proxyUrl: string;
/** A closed loopback port: a profile's proxy that a job might reach (a retried row's publish) reaches nothing off this machine. */
const CLOSED = 'http://127.0.0.1:9';

async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  db = await createTestDatabase();
  [echo, proxy] = await Promise.all([startIpEcho(), startAuthProxy('bulk-user', 'bulk-pass')]);
  proxyUrl = `http://bulk-user:bulk-pass@127.0.0.1:${proxy.port}`;
  t = await createTestApp(db, { ALLOW_PRIVATE_PROXY: 'true', JOB_POLL_SECONDS: '0.5', PROXY_CHECK_URL: echo.url });
  ({ accessToken: admin } = await t.login());
  aliceId = await t.createUser('alice');
  await t.createUser('bob');
  ({ accessToken: alice } = await t.login('alice', 'secret-pass'));
  ({ accessToken: bob } = await t.login('bob', 'secret-pass'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([echo?.close(), proxy?.close()]);
});

const start = async (token: string, body: object, status = 200) => {
  const response = await t.call('POST', '/api/accounts/bulk-actions', token, { requestId: randomUUID(), ...body });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as BulkAction;
};

const finished = (token: string, id: number) =>
  waitFor(`bulk action ${id} done`, async () => {
    const action = (await t.call('GET', `/api/accounts/bulk-actions/${id}`, token)).json() as BulkAction;
    return action.status === 'done' ? action : null;
  });

const run = async (token: string, body: object) => finished(token, (await start(token, body)).id);

const resultOf = (action: BulkAction, accountId: number) => action.results.find((row) => row.accountId === accountId);

const profile = (id: number) =>
  db
    .query<{ proxy: string; group_id: number | null; in_instagram: boolean; proxy_checked_at: Date | null; updated_at: Date }>(
      'SELECT proxy, group_id, in_instagram, proxy_checked_at, updated_at FROM accounts WHERE id = $1',
      [id],
    )
    .then((rows) => rows[0]);

describe('bulk actions on profiles', () => {
  it("'Перевірити проксі': four at a time through each proxy; a dead proxy refused with why, another user's profile refused and unchecked", async () => {
    const ok1 = await createProfile(t, alice, proxyUrl, {}, 'перший');
    const ok2 = await createProfile(t, alice, proxyUrl, {}, 'другий');
    const dead = await createProfile(t, alice, `http://127.0.0.1:${await deadPort()}`, {}, 'мертвий');
    const foreign = await createProfile(t, bob, proxyUrl, {}, 'чужий');
    const hits = echo.state.hits;
    const action = await run(alice, { kind: 'checkProxy', selection: { by: 'ids', ids: [ok1, ok2, dead, foreign] }, payload: {} });
    expect(action).toMatchObject({ kind: 'checkProxy', total: 4, done: 2, refused: 2 });
    expect(resultOf(action, ok1)).toMatchObject({ outcome: 'done', title: `#${ok1} · перший` });
    expect(resultOf(action, dead)?.reason).toContain(messages.proxyCheckFailed);
    expect(resultOf(action, foreign)).toEqual({
      accountId: foreign,
      title: `#${foreign}`,
      outcome: 'refused',
      reason: messages.bulkNotYours,
    });
    // Refused first.
    expect(action.results.slice(0, 2).map((row) => row.outcome)).toEqual(['refused', 'refused']);
    expect(echo.state.hits).toBe(hits + 2);
    expect((await profile(foreign))?.proxy_checked_at).toBeNull();
  });

  it('moves into a group of the owner and out of any group; a group of another owner refused per profile, an unknown group refused whole', async () => {
    const seed = await createProfile(t, alice, CLOSED, {}, 'a0');
    const group = await t.call('POST', '/api/accounts-group', alice, { name: 'Київ', accounts: [seed] });
    expect(group.statusCode, group.body).toBeLessThan(300);
    const groupId = (group.json() as { id: number }).id;
    const a1 = await createProfile(t, alice, CLOSED, {}, 'a1');
    const a2 = await createProfile(t, alice, CLOSED, {}, 'a2');
    const b1 = await createProfile(t, bob, CLOSED, {}, 'b1');
    const moved = await run(alice, { kind: 'setGroup', selection: { by: 'ids', ids: [a1, a2, b1] }, payload: { groupId } });
    expect(moved).toMatchObject({ done: 2, refused: 1 });
    expect((await profile(a1))?.group_id).toBe(groupId);
    expect((await profile(b1))?.group_id).toBeNull();
    // An admin acts on all, but a profile joins only a group of its own owner.
    const byAdmin = await run(admin, { kind: 'setGroup', selection: { by: 'ids', ids: [a2, b1] }, payload: { groupId } });
    expect(resultOf(byAdmin, b1)).toMatchObject({ outcome: 'refused', reason: messages.bulkGroupOfOtherOwner });
    expect(resultOf(byAdmin, a2)?.outcome).toBe('done');
    const out = await run(alice, { kind: 'setGroup', selection: { by: 'ids', ids: [a1, a2] }, payload: { groupId: null } });
    expect(out.done).toBe(2);
    expect((await profile(a1))?.group_id).toBeNull();
    const unknown = await t.call('POST', '/api/accounts/bulk-actions', bob, {
      requestId: randomUUID(),
      kind: 'setGroup',
      selection: { by: 'ids', ids: [b1] },
      payload: { groupId },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.groupNotFound });
  });

  it("switches a platform on through the form's rules: a profile without the platform's credentials refused with the form's reason", async () => {
    const withLogin = await createProfile(t, alice, CLOSED, { instagram: true }, 'з логіном');
    const off = await t.call('PATCH', `/api/accounts/${withLogin}`, alice, { inInstagram: false });
    expect(off.statusCode, off.body).toBe(200);
    const without = await createProfile(t, alice, CLOSED, {}, 'без логіна');
    const foreign = await createProfile(t, bob, CLOSED, {}, 'чужий');
    const action = await run(alice, {
      kind: 'setPlatform',
      selection: { by: 'ids', ids: [withLogin, without, foreign] },
      payload: { platform: 'instagram', on: true },
    });
    expect(action).toMatchObject({ done: 1, refused: 2 });
    expect((await profile(withLogin))?.in_instagram).toBe(true);
    expect((await profile(without))?.in_instagram).toBe(false);
    expect(resultOf(action, without)?.reason).toMatch(/Instagram/);
    expect(resultOf(action, foreign)?.reason).toBe(messages.bulkNotYours);
    expect(IG.login).toBeTruthy();
  });

  it('changes the proxy from a list, in the selection order (newest first); an address the SSRF rules refuse is refused, the others done and due a check', async () => {
    const [p1, p2, p3] = [
      await createProfile(t, alice, CLOSED, {}, 'p1'),
      await createProfile(t, alice, CLOSED, {}, 'p2'),
      await createProfile(t, alice, CLOSED, {}, 'p3'),
    ];
    const foreign = await createProfile(t, bob, CLOSED, {}, 'чужий');
    const ids = [p1, p2, p3, foreign];
    const mismatch = await t.call('POST', '/api/accounts/bulk-actions', alice, {
      requestId: randomUUID(),
      kind: 'setProxy',
      selection: { by: 'ids', ids },
      payload: { proxies: ['http://10.9.0.1:3128', 'http://10.9.0.2:3128'] },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: messages.bulkProxyCountMismatch(2, 4) });
    // Newest first: foreign, p3, p2, p1.
    const action = await run(alice, {
      kind: 'setProxy',
      selection: { by: 'ids', ids },
      payload: { proxies: ['http://10.9.0.9:3128', 'http://10.9.0.3:3128', 'http://169.254.169.254:80', 'http://10.9.0.1:3128'] },
    });
    expect(action).toMatchObject({ done: 2, refused: 2 });
    expect((await profile(p3))?.proxy).toBe('http://10.9.0.3:3128');
    expect((await profile(p1))?.proxy).toBe('http://10.9.0.1:3128');
    expect((await profile(p2))?.proxy).toBe(CLOSED);
    expect(resultOf(action, p2)?.reason).toBeTruthy();
    expect((await profile(foreign))?.proxy).toBe(CLOSED);
    const [due] = await db.query<{ due: boolean }>('SELECT proxy_next_check_at <= now() AS due FROM accounts WHERE id = $1', [p3]);
    expect(due?.due).toBe(true);
  });

  it("retries a profile's failed rows; a profile with none refused with why; another user's refused", async () => {
    const failed = await createProfile(t, alice, CLOSED, {}, 'з помилкою');
    const clean = await createProfile(t, alice, CLOSED, {}, 'без помилок');
    const foreign = await createProfile(t, bob, CLOSED, {}, 'чужий');
    await insertPublishedVideo(db, aliceId, failed, [{ platform: 'youtube', status: 'error', error: 'Помилка' }], 'error');
    const action = await run(alice, { kind: 'retryFailed', selection: { by: 'ids', ids: [failed, clean, foreign] }, payload: {} });
    expect(resultOf(action, failed)?.outcome).toBe('done');
    expect(resultOf(action, clean)).toMatchObject({ outcome: 'refused', reason: messages.bulkNoFailedRows });
    expect(resultOf(action, foreign)?.reason).toBe(messages.bulkNotYours);
  });

  it("deletes the selected profiles; another user's stays; a profile already gone, sent again, is refused as not found", async () => {
    const d1 = await createProfile(t, alice, CLOSED, {}, 'd1');
    const d2 = await createProfile(t, alice, CLOSED, {}, 'd2');
    const foreign = await createProfile(t, bob, CLOSED, {}, 'чужий');
    const action = await run(alice, { kind: 'delete', selection: { by: 'ids', ids: [d1, d2, foreign] }, payload: {} });
    expect(action).toMatchObject({ done: 2, refused: 1 });
    expect(await profile(d1)).toBeUndefined();
    expect(await profile(foreign)).toBeDefined();
    const again = await run(alice, { kind: 'delete', selection: { by: 'ids', ids: [d1] }, payload: {} });
    expect(again).toMatchObject({ done: 0, refused: 1 });
    expect(resultOf(again, d1)?.reason).toBe(messages.bulkNotYours);
  });

  it("'вибрати всі знайдені': the filter resolved on the server, the user's own profiles only", async () => {
    const mine = [await createProfile(t, bob, proxyUrl, {}, 'Фільтр-Львів 1'), await createProfile(t, bob, proxyUrl, {}, 'Фільтр-Львів 2')];
    const others = await createProfile(t, alice, CLOSED, {}, 'Фільтр-Львів 3');
    const group = await t.call('POST', '/api/accounts-group', bob, { name: 'Львів', accounts: [mine[0]] });
    const groupId = (group.json() as { id: number }).id;
    const action = await run(bob, { kind: 'setGroup', selection: { by: 'accounts', q: 'Фільтр-Львів' }, payload: { groupId } });
    expect(action.total).toBe(2);
    expect(action.results.map((row) => row.accountId).sort()).toEqual([...mine].sort());
    expect((await profile(others))?.group_id).toBeNull();
    // The health board's filter: bob's profiles in that group (every profile shows on the board once a platform is on).
    await db.query('UPDATE accounts SET in_tiktok = true WHERE id = ANY($1::int[])', [mine]);
    const byBoard = await run(bob, { kind: 'checkProxy', selection: { by: 'health', group: groupId }, payload: {} });
    expect(byBoard.total).toBe(2);
    const none = await t.call('POST', '/api/accounts/bulk-actions', bob, {
      requestId: randomUUID(),
      kind: 'delete',
      selection: { by: 'accounts', q: 'нічого-такого-немає' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.bulkNothingFound });
  });

  it("adds and takes off labels (case ignored, the first spelling kept); 'всі знайдені' by a label; another user's profile refused", async () => {
    const [l1, l2] = [await createProfile(t, alice, CLOSED, {}, 'мітка-1'), await createProfile(t, alice, CLOSED, {}, 'мітка-2')];
    const foreign = await createProfile(t, bob, CLOSED, {}, 'мітка-чужий');
    const labelsOf = async (id: number) =>
      (await db.query<{ label: string }>('SELECT label FROM account_labels WHERE account_id = $1 ORDER BY label', [id])).map(
        (row) => row.label,
      );
    const added = await run(alice, {
      kind: 'addLabels',
      selection: { by: 'ids', ids: [l1, l2, foreign] },
      payload: { labels: ['Київ', 'Кава'] },
    });
    expect(added).toMatchObject({ done: 2, refused: 1 });
    expect(resultOf(added, foreign)?.reason).toBe(messages.bulkNotYours);
    expect(await labelsOf(l1)).toEqual(['Кава', 'Київ']);
    expect(await labelsOf(foreign)).toEqual([]);
    // Every profile the list finds by the label 'київ' (any case): both of alice's, none of bob's.
    const removed = await run(alice, {
      kind: 'removeLabels',
      selection: { by: 'accounts', label: ['київ'] },
      payload: { labels: ['КИЇВ'] },
    });
    expect(removed.total).toBe(2);
    expect(await labelsOf(l1)).toEqual(['Кава']);
    expect(await labelsOf(l2)).toEqual(['Кава']);
    // No label: refused whole, with the reason under the field.
    const empty = await t.call('POST', '/api/accounts/bulk-actions', alice, {
      requestId: randomUUID(),
      kind: 'addLabels',
      selection: { by: 'ids', ids: [l1] },
      payload: { labels: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(messages.bulkLabelsRequired);
  });

  it('the same request sent again answers the same action and applies nothing twice', async () => {
    const [p1, p2] = [await createProfile(t, alice, CLOSED, {}, 'r1'), await createProfile(t, alice, CLOSED, {}, 'r2')];
    const body = { requestId: randomUUID(), kind: 'delete', selection: { by: 'ids', ids: [p1, p2] }, payload: {} };
    const first = (await t.call('POST', '/api/accounts/bulk-actions', alice, body)).json() as BulkAction;
    const done = await finished(alice, first.id);
    expect(done.done).toBe(2);
    const again = await t.call('POST', '/api/accounts/bulk-actions', alice, body);
    expect(again.statusCode).toBe(200);
    expect((again.json() as BulkAction).id).toBe(first.id);
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bulk_actions WHERE request_id = $1', [body.requestId]);
    expect(count?.n).toBe(1);
    // Another user's view of it: not found.
    expect((await t.call('GET', `/api/accounts/bulk-actions/${first.id}`, bob)).statusCode).toBe(404);
  });

  it('changes the proxy of 1,000 profiles (data only: no proxy is reached), each through the form', async () => {
    const ids = (
      await db.query<{ id: number }>(
        `INSERT INTO accounts (user_id, proxy, comments)
         SELECT $1, 'http://10.20.' || (g / 250) || '.' || (g % 250 + 1) || ':3128', 'масовий ' || g FROM generate_series(1, 1000) g RETURNING id`,
        [aliceId],
      )
    ).map((row) => row.id);
    const proxies = ids.map((_, index) => `http://10.30.${Math.floor(index / 250)}.${(index % 250) + 1}:8080`);
    const action = await start(alice, { kind: 'setProxy', selection: { by: 'accounts', q: 'масовий' }, payload: { proxies } });
    expect(action.total).toBe(1000);
    const done = await waitFor(
      '1,000 profiles changed',
      async () => {
        const now = (await t.call('GET', `/api/accounts/bulk-actions/${action.id}`, alice)).json() as BulkAction;
        return now.status === 'done' ? now : null;
      },
      180_000,
    );
    expect(done).toMatchObject({ done: 1000, refused: 0 });
    const [changed] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM accounts WHERE comments LIKE 'масовий %' AND proxy LIKE 'http://10.30.%:8080'",
    );
    expect(changed?.n).toBe(1000);
  }, 240_000);
});

describe("a published item's selected rows", () => {
  it('retries the failed ones and deletes the planned ones; the others refused with why', async () => {
    const account = await createProfile(t, alice, CLOSED, {}, 'рядки');
    const video = await insertPublishedVideo(
      db,
      aliceId,
      account,
      [
        { platform: 'youtube', status: 'error', error: 'Помилка' },
        { platform: 'tiktok', status: 'publication' },
        { platform: 'instagram', status: 'success', url: 'https://instagram.test/p/1' },
      ],
      'error',
    );
    const rows = await db.query<{ id: number; platform: string }>(
      'SELECT id, platform FROM publication_results WHERE publication_video_id = $1',
      [video],
    );
    const [{ id_upload: idUpload }] = (await db.query<{ id_upload: string }>(
      `SELECT cr.id_upload FROM publication_videos pv JOIN publications p ON p.id = pv.publication_id
         JOIN creation_requests cr ON cr.id = p.request_id WHERE pv.id = $1`,
      [video],
    )) as [{ id_upload: string }];
    const id = (platform: string) => rows.find((row) => row.platform === platform)!.id;
    const other = await insertPublishedVideo(db, aliceId, account, [{ platform: 'youtube', status: 'error' }]);
    const [otherRow] = await db.query<{ id: number }>('SELECT id FROM publication_results WHERE publication_video_id = $1', [other]);

    const removed = await t.call('POST', `/api/publication/${idUpload}/rows/delete`, alice, {
      ids: [id('tiktok'), id('instagram'), otherRow!.id],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const removedBody = removed.json() as RowActionResult;
    expect(removedBody.done).toEqual([id('tiktok')]);
    expect(removedBody.refused).toEqual(
      expect.arrayContaining([
        { id: otherRow!.id, reason: messages.bulkRowNotFound },
        { id: id('instagram'), reason: messages.bulkRowAlreadySent },
      ]),
    );
    expect(await db.query('SELECT 1 FROM publication_results WHERE id = $1', [id('tiktok')])).toHaveLength(0);

    const retried = await t.call('POST', `/api/publication/${idUpload}/rows/retry`, alice, { ids: [id('youtube'), id('instagram')] });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ done: [id('youtube')], refused: [{ id: id('instagram'), reason: messages.bulkRowNotFailed }] });
    // Another user cannot reach the item at all.
    expect((await t.call('POST', `/api/publication/${idUpload}/rows/retry`, bob, { ids: [id('youtube')] })).statusCode).toBe(404);
  });
});
