import { createReadStream } from 'node:fs';
import { expect } from 'vitest';
import type { PublishedItem } from '@shared/schemas/publications';
import type { Database } from '@server/db/database';
import { startInstagramFake } from '../fakes/instagram-api';
import { startTikTokFake } from '../fakes/tiktok-api';
import { startYouTubeFake } from '../fakes/youtube-api';
import { connectHere } from './connect-flow';
import { startAuthProxy } from './local-servers';
import { createTestApp, type TestApp, type TestAppInjections } from './test-app';
import { createTestDatabase } from './test-database';

export const IG = { login: 'studio.ua', password: 'ig-secret-pass' };
export const TIKTOK_TOKEN = 'act.fake';

/** The three platform fakes and an HTTP proxy every profile goes through. */
export async function startPlatforms() {
  const [youtube, tiktok, instagram, proxy] = await Promise.all([
    startYouTubeFake(),
    startTikTokFake({ accessToken: TIKTOK_TOKEN }),
    startInstagramFake({ username: IG.login, password: IG.password, counts: { plays: 900, likes: 40, comments: 5 } }),
    startAuthProxy('proxy-user', 'proxy-pass'),
  ]);
  return {
    youtube,
    tiktok,
    instagram,
    proxy,
    /** The environment that points the app at the fakes. */
    env: {
      GOOGLE_AUTH_URL: youtube.authUrl,
      GOOGLE_TOKEN_URL: `${youtube.base}/token`,
      YOUTUBE_API_URL: youtube.base,
      TIKTOK_API_URL: tiktok.base,
      INSTAGRAM_API_URL: instagram.base,
      ALLOW_PRIVATE_PROXY: 'true',
      JOB_POLL_SECONDS: '0.5',
      PUBLISH_CONCURRENCY: '2',
      PUBLISH_RETRY_SECONDS: '1',
    },
    proxyUrl: `http://proxy-user:proxy-pass@127.0.0.1:${proxy.port}`,
    close: () => Promise.all([youtube.close(), tiktok.close(), instagram.close(), proxy.close()]),
  };
}

/** The platform fakes, a fresh database and the app pointed at the fakes, with the admin signed in. */
export interface PublishingApp {
  platforms: Awaited<ReturnType<typeof startPlatforms>>;
  db: Database;
  t: TestApp;
  /** The admin's access token and id. */
  admin: string;
  adminId: number;
  /** Stops the app and the fakes (for afterAll). */
  close(): Promise<void>;
}

/**
 * The setup every publishing integration test starts from (call it in beforeAll): the three platform
 * fakes and the proxy, a fresh database, the app on them (`env` added to or overriding the fakes'
 * environment) and the admin's session.
 */
export async function startPublishingApp(env: Record<string, string> = {}, injections: TestAppInjections = {}): Promise<PublishingApp> {
  const platforms = await startPlatforms();
  const db = await createTestDatabase();
  const t = await createTestApp(db, { ...platforms.env, ...env }, injections);
  const { accessToken: admin, userId: adminId } = await t.login();
  return {
    platforms,
    db,
    t,
    admin,
    adminId,
    async close() {
      await t.close();
      await platforms.close();
    },
  };
}

/** A profile made through the API; YouTube is connected through the real OAuth callback. */
export async function createProfile(
  t: TestApp,
  token: string,
  proxy: string,
  platforms: { youtube?: boolean; tiktok?: boolean; instagram?: boolean },
  comments = 'профіль',
): Promise<number> {
  const created = await t.call('POST', '/api/accounts', token, {
    proxy,
    comments,
    inYouTube: platforms.youtube ?? false,
    YouTubeAuthClientId: platforms.youtube ? 'client-id.apps.googleusercontent.com' : '',
    YouTubeAuthClientSecret: platforms.youtube ? 'client-secret' : '',
    inTikTok: platforms.tiktok ?? false,
    TikTokAccess: platforms.tiktok ? TIKTOK_TOKEN : '',
    inInstagram: platforms.instagram ?? false,
    InstagramLogin: platforms.instagram ? IG.login : '',
    InstagramPassword: platforms.instagram ? IG.password : '',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: number }).id;
  if (platforms.youtube) {
    const callback = await connectHere(t.app, token, id, 'youtube');
    expect(callback.statusCode, callback.body).toBeLessThan(400);
  }
  return id;
}

/** A profile group made through the API: `{група}` in a publication's text reads its name. */
export async function createGroup(t: TestApp, token: string, name: string, accountIds: number[]): Promise<number> {
  const created = await t.call('POST', '/api/accounts-group', token, { name, accounts: accountIds });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { id: number }).id;
}

/** A creation request that finished rendering `count` variants (real MP4 files in storage). */
export async function finishedRequest(
  t: TestApp,
  userId: number,
  clip: string,
  count = 2,
): Promise<{ idUpload: string; videoIds: number[] }> {
  const [request] = await t.db.query<{ id: number; id_upload: string }>(
    `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_photo, source_storage_key, source_name, source_duration_ms)
     VALUES ($1, gen_random_uuid(), 'success', $2, true, 'sources/x/source.mp4', 'source.mp4', 1000) RETURNING id, id_upload`,
    [userId, count],
  );
  const videoIds: number[] = [];
  for (let variant = 0; variant < count; variant += 1) {
    const key = `renders/${request!.id_upload}/${variant + 1}/video-${variant + 1}.mp4`;
    await t.storage.put(key, createReadStream(clip));
    const [row] = await t.db.query<{ id: number }>(
      'INSERT INTO rendered_videos (request_id, variant_index, storage_key, duration_ms) VALUES ($1, $2, $3, 1000) RETURNING id',
      [request!.id, variant, key],
    );
    videoIds.push(row!.id);
  }
  return { idUpload: request!.id_upload, videoIds };
}

/** The publishing form's payload: video k goes to profile k. */
export function payload(
  idUpload: string,
  videoIds: number[],
  accountIds: number[],
  flags: { inYouTube?: boolean; inTikTok?: boolean; inInstagram?: boolean },
  extra: Record<string, unknown> = {},
) {
  return {
    title: 'Ранкова кава',
    description: 'Опис відео',
    tags: ['кава', 'ранок'],
    accounts: accountIds.map((id) => ({ id, title: `#${id}`, value: id })),
    video: videoIds.map((id) => ({ id, url: `/api/media/${id}`, idUpload, createdAt: new Date().toISOString() })),
    inYouTube: false,
    inTikTok: false,
    inInstagram: false,
    // TikTok's Content Sharing Guidelines: the operator chooses privacy and interactions.
    tiktok: flags.inTikTok ? { privacyLevel: 'PUBLIC_TO_EVERYONE', allowComments: true, allowDuet: false, allowStitch: false } : null,
    ...flags,
    ...extra,
  };
}

/** Polls the publication until `done` holds for it (jobs run in the background). */
export async function waitForItem(t: TestApp, token: string, idUpload: string, done: (item: PublishedItem) => boolean, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let item: PublishedItem | undefined;
  while (Date.now() < deadline) {
    item = (await t.call('GET', `/api/publication/${idUpload}`, token)).json() as PublishedItem;
    if (done(item)) return item;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`publication did not settle: ${JSON.stringify(item?.video.map((row) => [row.platform, row.status, row.error]))}`);
}

export const settled = (item: PublishedItem) => item.video.every((row) => row.status === 'success' || row.status === 'error');
