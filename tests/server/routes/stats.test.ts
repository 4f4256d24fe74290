import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { AccountStats, PublicationStats, StatsPoint } from '@shared/schemas/stats';
import { TIME_ZONE } from '@shared/constants';
import { wallClock } from '@shared/lib/time-zone';
import { insertAccount } from '../helpers/fixtures';
import { insertPublicationWithStats, type SnapshotFixture, type VideoFixture } from '../helpers/stats-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/**
 * GET /api/publication/stats/{idUpload} and /api/accounts/{id}/stats: the stats job's snapshots as
 * a history (each post's latest snapshot by each point, added up per platform), the item's posts
 * ranked by views, owner scoping (another's item or profile answers 404). On PGlite and PostgreSQL.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let ownerToken: string;
let strangerToken: string;
let adminToken: string;
let ownerId: number;
let strangerId: number;
let first: number;
let second: number;
let strangersProfile: number;
const now = Date.now();
const ago = (ms: number) => new Date(now - ms);
const snap = (at: Date, views: number, likes: number, comments: number): SnapshotFixture => ({ at, views, likes, comments });

/** Item: variant 1 on the first profile (YouTube, Instagram, TikTok), variant 0 on the second (YouTube; Instagram failed). */
let item: { idUpload: string; resultIds: number[][] };
let videos: VideoFixture[];

beforeAll(async () => {
  t = await createTestApp(await createTestDatabase());
  ownerId = await t.createUser('stats-owner', 'owner-pass');
  strangerId = await t.createUser('stats-stranger', 'stranger-pass');
  ownerToken = (await t.login('stats-owner', 'owner-pass')).accessToken;
  strangerToken = (await t.login('stats-stranger', 'stranger-pass')).accessToken;
  adminToken = (await t.login()).accessToken;
  first = await insertAccount(t.db, ownerId, 'http://first.example:8080');
  second = await insertAccount(t.db, ownerId, 'http://second.example:8080');
  strangersProfile = await insertAccount(t.db, strangerId, 'http://stranger.example:8080');
  videos = [
    {
      accountId: first,
      variantIndex: 1,
      posts: [
        {
          platform: 'youtube',
          url: 'https://www.youtube.com/shorts/a',
          snapshots: [snap(ago(30 * HOUR), 10, 1, 0), snap(ago(3 * HOUR), 50, 5, 1)],
        },
        { platform: 'instagram', url: 'https://www.instagram.com/reel/a/', snapshots: [snap(ago(10 * HOUR), 100, 10, 2)] },
        { platform: 'tiktok', url: 'https://www.tiktok.com/@a/video/1' },
      ],
    },
    {
      accountId: second,
      variantIndex: 0,
      posterKey: 'posters/v0.jpg',
      posts: [
        {
          platform: 'youtube',
          url: 'https://www.youtube.com/shorts/b',
          snapshots: [snap(ago(20 * HOUR), 5, 0, 0), snap(ago(1 * HOUR), 500, 20, 4)],
        },
        { platform: 'instagram', status: 'error' },
      ],
    },
  ];
  item = await insertPublicationWithStats(t.db, ownerId, videos);
});

afterAll(async () => {
  await t?.close();
});

/** The reference: at `at`, each post's latest snapshot taken by then, added up per platform. */
function expectedAt(posts: Array<{ platform: string; snapshots?: SnapshotFixture[] }>, at: string) {
  const sum = (platform: string) => {
    const counts = { views: 0, likes: 0, comments: 0 };
    for (const post of posts.filter((candidate) => candidate.platform === platform)) {
      const latest = (post.snapshots ?? [])
        .filter((s) => s.at.getTime() <= Date.parse(at))
        .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
      if (latest) {
        counts.views += latest.views;
        counts.likes += latest.likes;
        counts.comments += latest.comments;
      }
    }
    return counts;
  };
  return { youtube: sum('youtube'), instagram: sum('instagram') };
}

function expectIncreasing(points: StatsPoint[]) {
  for (let index = 1; index < points.length; index += 1)
    expect(Date.parse(points[index]!.at)).toBeGreaterThan(Date.parse(points[index - 1]!.at));
}

describe('GET /api/publication/stats/{idUpload}', () => {
  it("the item's history: a point every whole hour since the first snapshot, each post's latest counts by then, YouTube and Instagram apart", async () => {
    const response = await t.call('GET', `/api/publication/stats/${item.idUpload}`, ownerToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicationStats>();
    const { points } = body.history;
    expectIncreasing(points);
    // 30 hours ago → every whole hour since, and the moment of the answer.
    expect(points.length).toBeGreaterThanOrEqual(30);
    expect(points.length).toBeLessThanOrEqual(32);
    expect(points.every((point) => point.step === 'hour')).toBe(true);
    expect(Date.parse(points[0]!.at)).toBeGreaterThan(now - 30 * HOUR);
    expect(Date.parse(points[0]!.at)).toBeLessThanOrEqual(now - 29 * HOUR);
    expect(Date.parse(points.at(-1)!.at)).toBeGreaterThanOrEqual(now);
    for (const point of points.slice(0, -1)) expect(Date.parse(point.at) % HOUR).toBe(0);
    const posts = videos.flatMap((video) => video.posts);
    for (const point of points)
      expect({ at: point.at, youtube: point.youtube, instagram: point.instagram }).toEqual({
        at: point.at,
        ...expectedAt(posts, point.at),
      });
    // Spelled out: the first point has only the first YouTube snapshot; the last adds both posts' latest.
    expect(points[0]).toMatchObject({ youtube: { views: 10, likes: 1, comments: 0 }, instagram: { views: 0, likes: 0, comments: 0 } });
    expect(points.at(-1)).toMatchObject({
      youtube: { views: 550, likes: 25, comments: 5 },
      instagram: { views: 100, likes: 10, comments: 2 },
    });
  });

  it('ranks the published YouTube and Instagram posts by views, best first, with the video number, poster, profile and link', async () => {
    const body = (await t.call('GET', `/api/publication/stats/${item.idUpload}`, ownerToken)).json<PublicationStats>();
    expect(body.ranking).toEqual([
      {
        id: item.resultIds[1]![0],
        position: 1,
        posterUrl: '/api/media/posters/v0.jpg',
        account: { id: second, title: expect.stringContaining('second.example') },
        platform: 'youtube',
        views: 500,
        likes: 20,
        comments: 4,
        postUrl: 'https://www.youtube.com/shorts/b',
      },
      {
        id: item.resultIds[0]![1],
        position: 2,
        posterUrl: null,
        account: { id: first, title: expect.stringContaining('first.example') },
        platform: 'instagram',
        views: 100,
        likes: 10,
        comments: 2,
        postUrl: 'https://www.instagram.com/reel/a/',
      },
      {
        id: item.resultIds[0]![0],
        position: 2,
        posterUrl: null,
        account: { id: first, title: expect.stringContaining('first.example') },
        platform: 'youtube',
        views: 50,
        likes: 5,
        comments: 1,
        postUrl: 'https://www.youtube.com/shorts/a',
      },
    ]);
  });

  it('an item whose counts have not come back yet has an empty history; its published posts rank with zeros', async () => {
    const fresh = await insertPublicationWithStats(t.db, ownerId, [
      { accountId: first, variantIndex: 0, posts: [{ platform: 'youtube' }, { platform: 'tiktok' }] },
    ]);
    const body = (await t.call('GET', `/api/publication/stats/${fresh.idUpload}`, ownerToken)).json<PublicationStats>();
    expect(body.history.points).toEqual([]);
    expect(body.ranking.map((post) => [post.platform, post.views])).toEqual([['youtube', 0]]);
  });

  it("another user's item answers 404 'Публікацію не знайдено'; an admin sees it; an unknown or malformed id is 404 / 400", async () => {
    const stranger = await t.call('GET', `/api/publication/stats/${item.idUpload}`, strangerToken);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: messages.publicationNotFound });
    const admin = await t.call('GET', `/api/publication/stats/${item.idUpload}`, adminToken);
    expect(admin.statusCode).toBe(200);
    expect(admin.json<PublicationStats>().ranking).toHaveLength(3);
    expect((await t.call('GET', '/api/publication/stats/5f0c2f8e-2b7b-4c59-9d2c-0c3c0d7b2b11', ownerToken)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/publication/stats/not-a-uuid', ownerToken)).statusCode).toBe(400);
    expect((await t.call('GET', `/api/publication/stats/${item.idUpload}`)).statusCode).toBe(401);
  });
});

describe('GET /api/accounts/{id}/stats', () => {
  it("a profile's history adds up only its own posts", async () => {
    const firstBody = (await t.call('GET', `/api/accounts/${first}/stats`, ownerToken)).json<AccountStats>();
    expectIncreasing(firstBody.history.points);
    for (const point of firstBody.history.points)
      expect({ youtube: point.youtube, instagram: point.instagram }).toEqual(expectedAt(videos[0]!.posts, point.at));
    expect(firstBody.history.points.at(-1)).toMatchObject({ youtube: { views: 50 }, instagram: { views: 100 } });

    const secondBody = (await t.call('GET', `/api/accounts/${second}/stats`, ownerToken)).json<AccountStats>();
    expect(Date.parse(secondBody.history.points[0]!.at)).toBeGreaterThan(now - 20 * HOUR);
    expect(secondBody.history.points.at(-1)).toMatchObject({ youtube: { views: 500, likes: 20, comments: 4 }, instagram: { views: 0 } });
  });

  it('a long history: Kyiv Mondays, then Kyiv midnights of the last 90 days, then whole hours; counts carry forward between snapshots', async () => {
    const profile = await insertAccount(t.db, ownerId, 'http://long.example:8080');
    const posts = [
      {
        platform: 'youtube' as const,
        snapshots: [
          snap(ago(200 * DAY), 1, 0, 0),
          snap(ago(100 * DAY), 2, 0, 0),
          snap(ago(5 * DAY), 30, 3, 0),
          snap(ago(2 * HOUR), 40, 4, 1),
        ],
      },
      { platform: 'instagram' as const, snapshots: [snap(ago(60 * DAY), 7, 1, 1)] },
    ];
    await insertPublicationWithStats(t.db, ownerId, [{ accountId: profile, variantIndex: 0, posts }]);
    const { points } = (await t.call('GET', `/api/accounts/${profile}/stats`, ownerToken)).json<AccountStats>().history;
    expectIncreasing(points);
    const steps = points.map((point) => point.step);
    expect(steps.indexOf('day')).toBeGreaterThan(steps.lastIndexOf('week'));
    expect(steps.indexOf('hour')).toBeGreaterThan(steps.lastIndexOf('day'));
    const weeks = points.filter((point) => point.step === 'week');
    const days = points.filter((point) => point.step === 'day');
    expect(weeks.length).toBeGreaterThanOrEqual(14);
    expect(days.length).toBeGreaterThanOrEqual(88);
    for (const point of [...weeks, ...days]) {
      const wall = wallClock(TIME_ZONE, Date.parse(point.at));
      expect([wall.hour, wall.minute, wall.second]).toEqual([0, 0, 0]);
    }
    for (const point of points) expect({ youtube: point.youtube, instagram: point.instagram }).toEqual(expectedAt(posts, point.at));
    expect(points.at(-1)).toMatchObject({ youtube: { views: 40, likes: 4, comments: 1 }, instagram: { views: 7, likes: 1, comments: 1 } });
  });

  it("another user's profile answers 404 'Профіль не знайдено'; an admin sees it; a profile without posts has no history", async () => {
    const stranger = await t.call('GET', `/api/accounts/${first}/stats`, strangerToken);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: messages.accountNotFound });
    expect((await t.call('GET', `/api/accounts/${first}/stats`, adminToken)).json<AccountStats>().history.points.length).toBeGreaterThan(0);
    const own = await t.call('GET', `/api/accounts/${strangersProfile}/stats`, strangerToken);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ history: { points: [] } });
    expect((await t.call('GET', '/api/accounts/0/stats', ownerToken)).statusCode).toBe(400);
  });
});
