import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthStateLabels } from '@shared/schemas/fleet-health';
import type { PublishReadiness } from '@shared/schemas/publish-readiness';
import type { PublishedItem } from '@shared/schemas/publications';
import { messages } from '@server/messages';
import type { Database } from '@server/db/database';
import { accountTitle } from '@server/services/accounts/account-title';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createProfile, finishedRequest, payload, type PublishingApp, startPublishingApp } from '../helpers/publishing-setup';
import type { TestApp } from '../helpers/test-app';

/**
 * The publishing form's readiness read (GET /api/publication/readiness) and the publication's `skip`
 * list: an unready profile × platform is left out only when the operator says so, never silently.
 */
const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
let setup: PublishingApp;
let admin: string;
let operator: string;
let operatorId: number;
let other: string;
/** The operator's: YouTube on but never connected, TikTok connected; Instagram off. */
let unconnected: number;
/** The operator's: TikTok and Instagram connected. */
let ready: number;
/** The operator's: Instagram connected, its proxy's last check failed a minute ago. */
let proxyDown: number;
/** Another user's profile, connected on TikTok. */
let foreign: number;

beforeAll(async () => {
  setup = await startPublishingApp();
  ({ db, t, admin } = setup);
  operatorId = await t.createUser('operator-readiness');
  operator = (await t.login('operator-readiness', 'secret-pass')).accessToken;
  await t.createUser('other-readiness');
  other = (await t.login('other-readiness', 'secret-pass')).accessToken;
  const proxy = setup.platforms.proxyUrl;
  unconnected = (
    await t.call('POST', '/api/accounts', operator, {
      proxy,
      comments: 'без YouTube',
      inYouTube: true,
      YouTubeAuthClientId: 'client-id.apps.googleusercontent.com',
      YouTubeAuthClientSecret: 'client-secret',
      inTikTok: true,
      TikTokAccess: 'act.fake',
    })
  ).json().id;
  ready = await createProfile(t, operator, proxy, { tiktok: true, instagram: true }, 'готовий');
  proxyDown = await createProfile(t, operator, proxy, { instagram: true }, 'проксі');
  await db.query(
    `UPDATE accounts SET proxy_ok = false, proxy_holds_posts = true, proxy_checked_at = now() - interval '1 minute' WHERE id = $1`,
    [proxyDown],
  );
  foreign = await createProfile(t, other, proxy, { tiktok: true }, 'чужий');
});

afterAll(() => setup.close());

/** The profile's name as messages give it. */
const titleOf = async (id: number) => {
  const [row] = await db.query<{ id: number; proxy: string; comments: string }>('SELECT id, proxy, comments FROM accounts WHERE id = $1', [
    id,
  ]);
  return accountTitle(row!);
};

const readiness = async (token: string, ids: number[]) => {
  const response = await t.call('GET', `/api/publication/readiness?accounts=${ids.join(',')}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PublishReadiness).data;
};

describe('GET /api/publication/readiness', () => {
  it('says per profile and platform whether it is switched on and what holds it back, by the health board rules', async () => {
    expect(await readiness(operator, [unconnected, ready, proxyDown])).toEqual([
      { accountId: unconnected, platform: 'youtube', enabled: true, unready: ['reconnect'] },
      { accountId: unconnected, platform: 'tiktok', enabled: true, unready: [] },
      { accountId: unconnected, platform: 'instagram', enabled: false, unready: [] },
      { accountId: ready, platform: 'youtube', enabled: false, unready: [] },
      { accountId: ready, platform: 'tiktok', enabled: true, unready: [] },
      { accountId: ready, platform: 'instagram', enabled: true, unready: [] },
      { accountId: proxyDown, platform: 'youtube', enabled: false, unready: [] },
      { accountId: proxyDown, platform: 'tiktok', enabled: false, unready: [] },
      { accountId: proxyDown, platform: 'instagram', enabled: true, unready: ['proxy_down'] },
    ]);
  });

  it("tells an operator nothing about another user's profile; an admin sees every profile", async () => {
    expect(await readiness(operator, [foreign])).toEqual([]);
    expect((await readiness(operator, [foreign, ready])).map((pair) => pair.accountId)).toEqual([ready, ready, ready]);
    expect((await readiness(other, [unconnected])).length).toBe(0);
    expect((await readiness(admin, [foreign, unconnected])).map((pair) => pair.accountId)).toEqual([
      foreign,
      foreign,
      foreign,
      unconnected,
      unconnected,
      unconnected,
    ]);
  });

  it('refuses ids that are not ids, and answers nothing for none', async () => {
    expect((await t.call('GET', '/api/publication/readiness?accounts=1,x', operator)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/publication/readiness', operator)).statusCode).toBe(400);
    expect(await readiness(operator, [])).toEqual([]);
  });
});

describe('publishing with unready pairs', () => {
  const flags = { inYouTube: true, inTikTok: true, inInstagram: true };

  it('refuses (422) every unready pair the body does not skip, naming the profile, platform and reason', async () => {
    const { idUpload, videoIds } = await finishedRequest(t, operatorId, fx.path('clip.mp4'), 3);
    const refused = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      operator,
      payload(idUpload, videoIds, [unconnected, ready, proxyDown], flags),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toEqual([
      messages.profileMissingCredentials(await titleOf(unconnected), 'YouTube (підключіть YouTube у профілі)'),
      messages.profileNotReady(await titleOf(proxyDown), 'Instagram', healthStateLabels.proxy_down),
    ]);
    // Skipping one of the two is not enough: the other is still refused, and nothing was made.
    const half = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      operator,
      payload(idUpload, videoIds, [unconnected, ready, proxyDown], flags, { skip: [{ accountId: unconnected, platform: 'youtube' }] }),
    );
    expect(half.statusCode).toBe(422);
    expect(half.json().message).toEqual([messages.profileNotReady(await titleOf(proxyDown), 'Instagram', healthStateLabels.proxy_down)]);
    expect(
      await db.query('SELECT 1 FROM publications p JOIN creation_requests r ON r.id = p.request_id WHERE r.id_upload = $1', [idUpload]),
    ).toEqual([]);
  });

  it('makes exactly the ready rows when the unready pairs are skipped; a video whose every pair is skipped stays unsent', async () => {
    const { idUpload, videoIds } = await finishedRequest(t, operatorId, fx.path('clip.mp4'), 3);
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      operator,
      payload(idUpload, videoIds, [unconnected, ready, proxyDown], flags, {
        skip: [
          { accountId: unconnected, platform: 'youtube' },
          { accountId: proxyDown, platform: 'instagram' },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as PublishedItem;
    expect(item.video.map((row) => [row.video.id, row.account.id, row.platform])).toEqual([
      [videoIds[0], unconnected, 'tiktok'],
      [videoIds[1], ready, 'tiktok'],
      [videoIds[1], ready, 'instagram'],
    ]);
    // The third video went nowhere: it can go out later through another profile.
    const left = await db.query('SELECT 1 FROM publication_videos WHERE rendered_video_id = $1', [videoIds[2]]);
    expect(left).toEqual([]);
  });

  it("refuses a skip that names another user's profile, as it refuses choosing it", async () => {
    const { idUpload, videoIds } = await finishedRequest(t, operatorId, fx.path('clip.mp4'), 1);
    const refused = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      operator,
      payload(idUpload, videoIds, [ready], { inTikTok: true }, { skip: [{ accountId: foreign, platform: 'tiktok' }] }),
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.accountNotFound);
  });

  it('refuses a skip list that is not pairs of a profile id and a platform (400)', async () => {
    const { idUpload, videoIds } = await finishedRequest(t, operatorId, fx.path('clip.mp4'), 1);
    const refused = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      operator,
      payload(idUpload, videoIds, [ready], { inTikTok: true }, { skip: [{ accountId: ready, platform: 'myspace' }] }),
    );
    expect(refused.statusCode).toBe(400);
  });

  it('says there is nothing to publish when every chosen pair is skipped', async () => {
    const { idUpload, videoIds } = await finishedRequest(t, operatorId, fx.path('clip.mp4'), 1);
    const refused = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      operator,
      payload(idUpload, videoIds, [proxyDown], { inInstagram: true }, { skip: [{ accountId: proxyDown, platform: 'instagram' }] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.nothingToPublish);
  });
});
