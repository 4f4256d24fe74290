import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import type { Database } from '@server/db/database';
import { secondsUntilQuotaReset } from '@server/platforms/youtube/errors';
import type { PublishedItem, PublishedRow } from '@shared/schemas/publications';
import { startSocks5Proxy } from '../fakes/socks5-proxy';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import {
  createProfile,
  finishedRequest,
  payload,
  type PublishingApp,
  settled,
  startPublishingApp,
  waitForItem,
} from '../helpers/publishing-setup';
import type { TestApp } from '../helpers/test-app';

const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
let setup: PublishingApp;
let platforms: PublishingApp['platforms'];
let admin: string;
let adminId: number;

beforeAll(async () => {
  setup = await startPublishingApp();
  ({ db, t, platforms, admin, adminId } = setup);
});

afterAll(() => setup.close());

/**
 * Every row and the item's own status have settled. The item's status is read apart from its rows,
 * so one read may show the rows' new statuses beside the item's old one; the next agrees.
 */
const itemSettled = (item: PublishedItem) => settled(item) && item.status !== 'loading' && item.status !== 'publication';

const rowOf = (item: PublishedItem, platform: PublishedRow['platform'], accountId: number) =>
  item.video.find((row) => row.platform === platform && row.account.id === accountId)!;

describe('publishing a finished creation request', () => {
  it('publishes video k to profile k on each chosen platform through the profile proxy, then pulls counts back', async () => {
    const ytIg = await createProfile(t, admin, platforms.proxyUrl, { youtube: true, instagram: true }, 'YouTube і Instagram');
    const tiktok = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'TikTok');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'));
    const seenBefore = platforms.proxy.seen.length;

    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [ytIg, tiktok], { inYouTube: true, inTikTok: true, inInstagram: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as PublishedItem;
    expect(item.video.map((row) => [row.video.id, row.account.id, row.platform])).toEqual([
      [videoIds[0], ytIg, 'youtube'],
      [videoIds[0], ytIg, 'instagram'],
      [videoIds[1], tiktok, 'tiktok'],
    ]);
    expect(item.tags).toBe('кава, ранок');

    const done = await waitForItem(t, admin, idUpload, itemSettled);
    expect(done.video.map((row) => [row.platform, row.status, row.error])).toEqual([
      ['youtube', 'success', null],
      ['instagram', 'success', null],
      ['tiktok', 'success', null],
    ]);
    expect(rowOf(done, 'youtube', ytIg).postUrl).toMatch(/^https:\/\/www\.youtube\.com\/shorts\/vid_/);
    expect(rowOf(done, 'instagram', ytIg).postUrl).toMatch(/^https:\/\/www\.instagram\.com\/reel\//);
    expect(rowOf(done, 'tiktok', tiktok).postUrl).toMatch(/^https:\/\/www\.tiktok\.com\/@studio\.ua\/video\//);
    expect(done.status).toBe('success');

    // Every platform call went through the profile's proxy.
    const through = platforms.proxy.seen.slice(seenBefore).join('\n');
    for (const base of [platforms.youtube.base, platforms.tiktok.base, platforms.instagram.base]) {
      expect(through).toContain(new URL(base).host);
    }
    const [uploaded] = [...platforms.youtube.videos.values()];
    expect(uploaded!.metadata.snippet).toMatchObject({ title: 'Ранкова кава', description: 'Опис відео', tags: ['кава', 'ранок'] });
    expect(platforms.instagram.media).toHaveLength(1);

    // The stats job runs after each post: YouTube and Instagram counts apart, added up on display.
    const deadline = Date.now() + 15_000;
    let video:
      | {
          views: number;
          viewsInstagram: number;
          likes: number;
          likesInstagram: number;
          comments: number;
          commentsInstagram: number;
          status: string;
        }
      | undefined;
    while (Date.now() < deadline) {
      video = (await t.call('GET', `/api/accounts/${ytIg}/video`, admin)).json().data[0];
      if (video && video.views > 0 && video.viewsInstagram > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(video).toMatchObject({
      status: 'success',
      views: 120,
      likes: 7,
      comments: 3,
      viewsInstagram: 900,
      likesInstagram: 40,
      commentsInstagram: 5,
    });
    const history = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM publication_stats');
    expect(history[0]!.count).toBeGreaterThanOrEqual(2);

    // The creation detail now marks the videos as sent, and a second send of them is refused.
    const detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, admin)).json() as {
      video: Array<{ status?: string; account?: { id: number } }>;
    };
    expect(detail.video.map((video) => [video.status, video.account?.id])).toEqual([
      ['success', ytIg],
      ['success', tiktok],
    ]);
    const again = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [ytIg], { inYouTube: true }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.videoAlreadyPublished(`#${videoIds[0]}`));

    // The 'YouTube' list, under both paths.
    for (const path of ['/api/publication', '/api/upload-video']) {
      const list = (await t.call('GET', path, admin)).json();
      expect(list.data[0]).toMatchObject({
        idUpload,
        title: 'Ранкова кава',
        status: 'success',
        rowCount: 3,
        successCount: 3,
        errorCount: 0,
      });
    }
  });

  it('goes through a SOCKS5 proxy too, and refuses a proxy that points at a blocked address when used', async () => {
    const socks = await startSocks5Proxy({ username: 'su', password: 'sp' });
    try {
      const profile = await createProfile(t, admin, `socks5://su:sp@127.0.0.1:${socks.port}`, { tiktok: true });
      const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
      expect(
        (await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [profile], { inTikTok: true })))
          .statusCode,
      ).toBe(201);
      const done = await waitForItem(t, admin, idUpload, settled);
      expect(done.video[0]).toMatchObject({ status: 'success', error: null });
      expect(socks.destinations.some((target) => String(target).includes(String(new URL(platforms.tiktok.base).port)))).toBe(true);
    } finally {
      await socks.close();
    }

    // A profile whose proxy became a metadata address (saved before the rule, or DNS changed) fails at use.
    const blocked = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true });
    await db.query("UPDATE accounts SET proxy = 'http://169.254.169.254:80', proxy_credentials_enc = NULL WHERE id = $1", [blocked]);
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    const before = platforms.tiktok.uploads.size;
    expect(
      (await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [blocked], { inTikTok: true })))
        .statusCode,
    ).toBe(201);
    const failed = await waitForItem(t, admin, idUpload, settled);
    expect(failed.video[0]).toMatchObject({ status: 'error', error: messages.proxyForbiddenAddress });
    expect(platforms.tiktok.uploads.size).toBe(before);
  });

  it('shows a refused upload as an error with a Ukrainian message; a retry publishes it once', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { youtube: true });
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    platforms.youtube.rejectNextStarts(1);
    const videosBefore = platforms.youtube.videos.size;
    await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [profile], { inYouTube: true }));

    const failed = await waitForItem(t, admin, idUpload, itemSettled);
    const row = failed.video[0]!;
    expect(row.status).toBe('error');
    expect(row.error).toBe(messages.youtubeTitleRejected);
    expect(failed.status).toBe('error');
    expect((await t.call('GET', '/api/publication', admin)).json().data[0]).toMatchObject({ idUpload, status: 'error', errorCount: 1 });

    // Only failed (or stuck) rows may be retried; someone else's row does not exist for them.
    const other = await t.createUser('retry-intruder');
    const { accessToken: intruder } = await t.login('retry-intruder', 'secret-pass');
    expect((await t.call('POST', `/api/publication/retry/${row.id}`, intruder)).statusCode).toBe(404);
    expect(other).toBeGreaterThan(0);

    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/upload-video/upload',
      headers: t.bearer(admin),
      payload: { videoId: row.id, youTubeId: idUpload },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: row.id, status: 'publication', error: null });
    const done = await waitForItem(t, admin, idUpload, settled);
    expect(done.video[0]).toMatchObject({ status: 'success', attempts: 2 });
    expect(platforms.youtube.videos.size).toBe(videosBefore + 1);
    const again = await t.call('POST', `/api/publication/retry/${row.id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.retryNotAllowed });
  });

  it('logs in to Instagram once per profile and reuses the saved (sealed) session', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { instagram: true });
    const loginsBefore = platforms.instagram.logins();
    for (let round = 0; round < 2; round += 1) {
      const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
      await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [profile], { inInstagram: true }));
      expect((await waitForItem(t, admin, idUpload, settled)).video[0]).toMatchObject({ status: 'success' });
    }
    expect(platforms.instagram.logins()).toBe(loginsBefore + 1);
    const [stored] = await db.query<{ session: Uint8Array | null }>('SELECT instagram_session_enc AS session FROM accounts WHERE id = $1', [
      profile,
    ]);
    expect(Buffer.from(stored!.session!).toString('latin1')).not.toContain('IGT:2');
  });
});

describe('publish jobs', () => {
  it("reschedules on a platform's quota advice instead of failing, and publishes when the time comes", async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { youtube: true }, 'квота');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    platforms.youtube.rejectNextStarts(1, 'quota');
    await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [profile], { inYouTube: true }));

    const waiting = await waitForItem(
      t,
      admin,
      idUpload,
      (item) => item.video[0]!.attempts === 1 && item.video[0]!.status === 'publication',
    );
    expect(waiting.video[0]!.error).toBe(messages.youtubeQuotaExceeded);
    const [{ rows }] = [
      await db.jobQueueSql("SELECT start_after FROM pgboss.job WHERE name = 'publish' AND data->>'resultId' = $1 AND state = 'created'", [
        String(waiting.video[0]!.id),
      ]),
    ];
    const startAfter = new Date((rows[0] as { start_after: Date }).start_after).getTime();
    // Google's daily quota comes back at midnight Pacific time: the row waits until then.
    expect(startAfter).toBeGreaterThanOrEqual(Date.now() + (secondsUntilQuotaReset(new Date()) - 120) * 1000);
    expect(waiting.video[0]!.retryAt).not.toBeNull();
    // The profile is not blamed for a quota.
    expect((await t.call('GET', `/api/accounts/${profile}`, admin)).json().status).toBe('success');

    // Time passes: the rescheduled job runs and publishes.
    await db.jobQueueSql(
      "UPDATE pgboss.job SET start_after = now() WHERE name = 'publish' AND data->>'resultId' = $1 AND state = 'created'",
      [String(waiting.video[0]!.id)],
    );
    const done = await waitForItem(t, admin, idUpload, settled);
    expect(done.video[0]).toMatchObject({ status: 'success', error: null, attempts: 2 });
  });

  it('a retry after a lost response finds the post already made instead of posting twice', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { instagram: true }, 'втрачена відповідь');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    platforms.instagram.dropNextConfigureResponses(1);
    const before = platforms.instagram.media.length;
    await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [profile], { inInstagram: true }));

    const done = await waitForItem(t, admin, idUpload, settled);
    expect(done.video[0]).toMatchObject({ status: 'success', attempts: 2 });
    expect(platforms.instagram.media.length).toBe(before + 1);
    expect(done.video[0]!.postUrl).toBe(`https://www.instagram.com/reel/${platforms.instagram.media.at(-1)!.code}/`);
  });

  it('marks the profile when the platform refuses its authorisation', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'недійсний доступ');
    await t.call('PATCH', `/api/accounts/${profile}`, admin, { proxy: platforms.proxyUrl, inTikTok: true, TikTokAccess: 'act.revoked' });
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [profile], { inTikTok: true }));
    const done = await waitForItem(t, admin, idUpload, settled);
    expect(done.video[0]!.error).toMatch(/^Токен доступу TikTok недійсний/);
    const account = (await t.call('GET', `/api/accounts/${profile}`, admin)).json();
    expect(account).toMatchObject({ status: 'error', error: done.video[0]!.error });
  });
});

describe('publication rules', () => {
  it('refuses profiles without an active chosen platform or without credentials, past dates, and more profiles than videos', async () => {
    const tiktokOnly = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'лише TikTok');
    const unconnected = (
      await t.call('POST', '/api/accounts', admin, {
        proxy: platforms.proxyUrl,
        inYouTube: true,
        YouTubeAuthClientId: 'id',
        YouTubeAuthClientSecret: 'secret',
      })
    ).json().id as number;
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 2);
    const send = (body: object) => t.call('POST', `/api/publication/create/${idUpload}`, admin, body);

    const noPlatform = await send(payload(idUpload, videoIds, [tiktokOnly], { inYouTube: true }));
    expect(noPlatform.statusCode).toBe(422);
    expect(noPlatform.json().message).toEqual([
      messages.profileWithoutPlatform(`#${tiktokOnly} · лише TikTok · http://127.0.0.1:${platforms.proxy.port}`),
    ]);

    const noCredentials = await send(payload(idUpload, videoIds, [unconnected], { inYouTube: true }));
    expect(noCredentials.statusCode).toBe(422);
    expect(noCredentials.json().message[0]).toContain('немає доступів YouTube');

    const past = await send(payload(idUpload, videoIds, [tiktokOnly], { inTikTok: true }, { date: '2020-01-01T10:00' }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: [messages.dateInPast] });

    const tooMany = await send(payload(idUpload, videoIds.slice(0, 1), [tiktokOnly, unconnected], { inTikTok: true }));
    expect(tooMany.json()).toEqual({ message: [messages.moreProfilesThanVideos] });

    const empty = await send({ title: ' ', tags: [], accounts: [], video: [], inYouTube: false });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(
      expect.arrayContaining([
        messages.nameRequired,
        messages.minOneTag,
        messages.minOneProfile,
        messages.minOneVideo,
        messages.platformRequired,
      ]),
    );

    const foreign = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    expect((await send(payload(idUpload, foreign.videoIds, [tiktokOnly], { inTikTok: true }))).json()).toEqual({
      message: messages.videoNotInRequest,
    });

    // Nothing was written by any refused call.
    expect((await t.call('GET', `/api/publication/${idUpload}`, admin)).statusCode).toBe(404);
  });

  it('waits for a future date on TikTok and Instagram; YouTube uploads at once and goes public at the date', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { youtube: true, tiktok: true }, 'за розкладом');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    const at = new Date(Date.now() + 3 * 3600_000);
    const tiktokBefore = platforms.tiktok.uploads.size;
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [profile], { inYouTube: true, inTikTok: true }, { date: at.toISOString() }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as PublishedItem).date).toBe(at.toISOString());

    const item = await waitForItem(t, admin, idUpload, (current) =>
      current.video.some((row) => row.platform === 'youtube' && row.status === 'success'),
    );
    const youtubeVideo = [...platforms.youtube.videos.values()].at(-1)!;
    expect(youtubeVideo.metadata.status).toMatchObject({ privacyStatus: 'private', publishAt: at.toISOString() });
    expect(rowOf(item, 'tiktok', profile).status).toBe('publication');
    expect(platforms.tiktok.uploads.size).toBe(tiktokBefore);
    const [job] = await db
      .jobQueueSql("SELECT start_after FROM pgboss.job WHERE name = 'publish' AND data->>'resultId' = $1 AND state = 'created'", [
        String(rowOf(item, 'tiktok', profile).id),
      ])
      .then((result) => result.rows as Array<{ start_after: Date }>);
    expect(new Date(job!.start_after).getTime()).toBe(at.getTime());
  });

  it('edits the item: new text for rows not yet published, a platform switched off stops its waiting rows', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'редагування');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    const later = new Date(Date.now() + 3600_000).toISOString();
    await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [profile], { inTikTok: true }, { date: later }),
    );

    const edited = await t.call('PATCH', `/api/upload-video/${idUpload}`, admin, {
      title: 'Нова назва',
      description: '',
      tags: 'Кава, чай ,кава',
      inTikTok: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Нова назва', tags: 'кава, чай', inTikTok: false, status: 'noactive' });
    expect(edited.json().video[0]).toMatchObject({ platform: 'tiktok', status: 'noactive' });

    const back = await t.call('PATCH', `/api/publication/${idUpload}`, admin, { title: 'Нова назва', tags: ['кава'], inTikTok: true });
    expect(back.json().video[0]).toMatchObject({ platform: 'tiktok', status: 'publication' });
    expect((await t.call('PATCH', `/api/publication/${idUpload}`, admin, { title: '', tags: '' })).json()).toEqual({
      message: [messages.nameRequired, messages.minOneTag],
    });
  });

  it('keeps publications to their owners', async () => {
    await t.createUser('pub-owner');
    const { accessToken: owner, userId: ownerId } = await t.login('pub-owner', 'secret-pass');
    const { idUpload } = await finishedRequest(t, ownerId, fx.path('clip.mp4'), 1);
    const adminProfile = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true });
    const mine = (await t.call('GET', `/api/create-video/request/${idUpload}`, owner)).json() as { video: Array<{ id: number }> };
    const foreignProfile = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      owner,
      payload(idUpload, [mine.video[0]!.id], [adminProfile], { inTikTok: true }),
    );
    expect(foreignProfile.statusCode).toBe(404);
    expect((await t.call('GET', '/api/publication', owner)).json().total).toBe(0);
  });

  it("shows an admin's publication to the owner of the profiles it publishes to, in 'YouTube' and as an item, not to others", async () => {
    await t.createUser('pub-operator');
    await t.createUser('pub-bystander');
    const { accessToken: operator, userId: operatorId } = await t.login('pub-operator', 'secret-pass');
    const { accessToken: bystander } = await t.login('pub-bystander', 'secret-pass');
    const operatorProfile = await createProfile(t, operator, platforms.proxyUrl, { tiktok: true });
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [operatorProfile], { inTikTok: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await t.call('GET', '/api/publication', operator)).json();
    expect(listed.data.map((row: { idUpload: string }) => row.idUpload)).toContain(idUpload);
    expect(listed.total).toBe(listed.data.length);
    expect((await t.call('GET', `/api/publication/${idUpload}`, operator)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/users/${operatorId}/video?page=1`, admin)).json().total).toBe(1);
    expect((await t.call('GET', '/api/publication', bystander)).json().total).toBe(0);
    expect((await t.call('GET', `/api/publication/${idUpload}`, bystander)).statusCode).toBe(404);
    // The profile deleted: its videos go, and with them the operator's sight of the admin's item.
    await t.db.query('DELETE FROM publication_videos WHERE account_id = $1', [operatorProfile]);
    expect((await t.call('GET', '/api/publication', operator)).json().total).toBe(0);
    expect((await t.call('GET', '/api/publication', admin)).json().data.map((row: { idUpload: string }) => row.idUpload)).toContain(
      idUpload,
    );
  });
});
