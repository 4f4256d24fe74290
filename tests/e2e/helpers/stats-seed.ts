import type { Queryable } from '@server/db/database';
import { insertPublicationWithStats, type PostFixture, type SnapshotFixture } from '../../server/helpers/stats-fixtures';

const HOUR = 3_600_000;

/** Snapshots every `everyHours` hours over `days` days up to `now`, growing like a post that catches on and levels off. */
export function growingSnapshots(now: number, days: number, everyHours: number, finalViews: number, seed = 1): SnapshotFixture[] {
  const snapshots: SnapshotFixture[] = [];
  const start = now - days * 24 * HOUR;
  const steps = Math.floor((days * 24) / everyHours);
  for (let step = 0; step <= steps; step += 1) {
    const at = start + step * everyHours * HOUR;
    const progress = step / steps;
    const wobble = 1 + 0.04 * Math.sin(step * 0.7 + seed);
    const views = Math.round(finalViews * (1 - Math.exp(-4 * progress)) * Math.min(1, wobble) + step * seed);
    snapshots.push({ at: new Date(at), views, likes: Math.round(views * 0.06), comments: Math.round(views * 0.008) });
  }
  return snapshots;
}

/**
 * A published item with a stats history across three profiles (four variants, YouTube and Instagram,
 * one TikTok post without counts) from `days` days ago to now; returns its idUpload.
 */
export async function seedStatsItem(
  db: Queryable,
  userId: number,
  accounts: number[],
  now = Date.now(),
  days = 20,
  title = 'Літня кампанія',
) {
  const post = (platform: PostFixture['platform'], finalViews: number, seed: number, url: string): PostFixture => ({
    platform,
    url,
    snapshots: platform === 'tiktok' ? [] : growingSnapshots(now, days, 6, finalViews, seed),
  });
  const videos = [
    {
      accountId: accounts[0]!,
      variantIndex: 0,
      posts: [
        post('youtube', 12_400, 1, 'https://www.youtube.com/shorts/a1'),
        post('instagram', 8_300, 2, 'https://www.instagram.com/reel/a1/'),
      ],
    },
    {
      accountId: accounts[1]!,
      variantIndex: 1,
      posts: [post('youtube', 3_100, 3, 'https://www.youtube.com/shorts/b2'), post('tiktok', 0, 0, 'https://www.tiktok.com/@s/video/2')],
    },
    { accountId: accounts[2]!, variantIndex: 2, posts: [post('instagram', 21_700, 4, 'https://www.instagram.com/reel/c3/')] },
    { accountId: accounts[0]!, variantIndex: 3, posts: [post('youtube', 950, 5, 'https://www.youtube.com/shorts/d4')] },
  ];
  return { ...(await insertPublicationWithStats(db, userId, videos, title)), videos };
}
