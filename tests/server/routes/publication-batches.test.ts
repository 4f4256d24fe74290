import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import type { PublishedItem, PublishedRow } from '@shared/schemas/publications';
import type { Video } from '@shared/schemas/videos';
import type { Database } from '@server/db/database';
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

/**
 * A publication sent in batches (the request's variants published at different times, each batch
 * with the form's title, description, tags and options): a row keeps what it went to its platform
 * with, in every list and at the platform; the item's metadata, saved by a later batch or by its edit
 * form, reaches only the rows not yet sent.
 */

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

/** The form's metadata of one batch: the title, a description and a tag after it, a YouTube category. */
const batch = (title: string, categoryId: '10' | '17' | '22') => ({
  title,
  description: `Опис ${title}`,
  tags: [tagOf(title)],
  youtube: { madeForKids: false, notifySubscribers: true, categoryId },
});
const tagOf = (title: string) => `тег-${title.toLowerCase().replaceAll(' ', '-')}`;

/** What the YouTube fake received, one entry per uploaded video, for the given titles. */
const youtubeUploads = (titles: string[]) =>
  [...platforms.youtube.videos.values()]
    .map((video) => video.metadata.snippet)
    .filter((snippet) => titles.includes(snippet?.title ?? ''))
    .map((snippet) => [snippet!.title, snippet!.description, snippet!.tags, snippet!.categoryId])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

const shown = (row: PublishedRow) => [row.platform, row.title, row.description, row.tags, row.youtube.categoryId, row.atPlatform];

async function videosOf(path: string, idUpload: string): Promise<Video[]> {
  const page = (await t.call('GET', path, admin)).json() as { data: Video[] };
  return page.data.filter((video) => video.idUpload === idUpload);
}

describe('publishing the rest of a request later, with other metadata', () => {
  it('keeps the first batch at title A in every list and at the platform when the other variants go out as B; an edit then reaches only unsent rows', async () => {
    const profiles: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      // Only the last profile posts to Instagram too: the edit below switches Instagram on for its video alone.
      profiles.push(await createProfile(t, admin, platforms.proxyUrl, { youtube: true, instagram: index === 3 }, `партія ${index + 1}`));
    }
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 4);
    const A = 'Ранок A';
    const B = 'Вечір B';
    const C = 'Ніч C';

    // Variants 1 and 2 as A, posted.
    const first = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds.slice(0, 2), profiles.slice(0, 2), { inYouTube: true }, batch(A, '10')),
    );
    expect(first.statusCode, first.body).toBe(201);
    const afterFirst = await waitForItem(t, admin, idUpload, settled);
    expect(afterFirst.video.map((row) => [row.status, row.atPlatform])).toEqual([
      ['success', true],
      ['success', true],
    ]);

    // Variants 3 and 4 as B (the form starts from the item's current metadata, A; the operator changes it).
    const second = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds.slice(2), profiles.slice(2), { inYouTube: true }, batch(B, '17')),
    );
    expect(second.statusCode, second.body).toBe(201);
    const done = await waitForItem(t, admin, idUpload, settled);
    expect(done.video).toHaveLength(4);

    // At the platform: the first two went out as A, the last two as B, each with its own description, tags and category.
    expect(youtubeUploads([A, B])).toEqual([
      [B, `Опис ${B}`, [tagOf(B)], '17'],
      [B, `Опис ${B}`, [tagOf(B)], '17'],
      [A, `Опис ${A}`, [tagOf(A)], '10'],
      [A, `Опис ${A}`, [tagOf(A)], '10'],
    ]);

    // The item holds the latest metadata; each row shows what it went out with.
    expect(done).toMatchObject({ title: B, description: `Опис ${B}`, tags: tagOf(B) });
    expect(done.video.map(shown)).toEqual([
      ['youtube', A, `Опис ${A}`, [tagOf(A)], '10', true],
      ['youtube', A, `Опис ${A}`, [tagOf(A)], '10', true],
      ['youtube', B, `Опис ${B}`, [tagOf(B)], '17', true],
      ['youtube', B, `Опис ${B}`, [tagOf(B)], '17', true],
    ]);
    // The profiles' and the user's video lists show each video's own title.
    for (const [index, profile] of profiles.entries()) {
      expect((await videosOf(`/api/accounts/${profile}/video`, idUpload)).map((video) => video.title)).toEqual([index < 2 ? A : B]);
    }
    const userVideos = await videosOf(`/api/users/${adminId}/video`, idUpload);
    expect(userVideos.map((video) => [video.account.id, video.title]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      profiles.map((profile, index) => [profile, index < 2 ? A : B]),
    );
    // The 'YouTube' list names the item by its current title.
    expect((await t.call('GET', '/api/publication', admin)).json().data[0]).toMatchObject({ idUpload, title: B });

    // The published item's edit form: C reaches only what has not gone out, here the one Instagram row it switches on.
    const uploadsBefore = platforms.youtube.videos.size;
    const reelsBefore = platforms.instagram.media.length;
    const edited = await t.call('PATCH', `/api/upload-video/${idUpload}`, admin, {
      title: C,
      description: `Опис ${C}`,
      tags: tagOf(C),
      inYouTube: true,
      inInstagram: true,
      youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await waitForItem(t, admin, idUpload, (item) => item.video.length === 5 && settled(item));
    expect(afterEdit).toMatchObject({ title: C, description: `Опис ${C}`, tags: tagOf(C), youtube: { categoryId: '22' } });
    expect(afterEdit.video.map(shown)).toEqual([
      ['youtube', A, `Опис ${A}`, [tagOf(A)], '10', true],
      ['youtube', A, `Опис ${A}`, [tagOf(A)], '10', true],
      ['youtube', B, `Опис ${B}`, [tagOf(B)], '17', true],
      ['youtube', B, `Опис ${B}`, [tagOf(B)], '17', true],
      ['instagram', C, `Опис ${C}`, [tagOf(C)], '22', true],
    ]);
    expect(afterEdit.video[4]).toMatchObject({ status: 'success', account: { id: profiles[3] } });
    // Nothing went to YouTube again; Instagram got C.
    expect(platforms.youtube.videos.size).toBe(uploadsBefore);
    expect(youtubeUploads([A, B, C]).map((upload) => upload[0])).toEqual([B, B, A, A]);
    expect(platforms.instagram.media.slice(reelsBefore).map((reel) => reel.caption)).toEqual([`${C}\n\nОпис ${C}\n\n#${tagOf(C)}`]);
    // The lists still show what each video went out with: a video on YouTube as B and on Instagram as C is listed as B
    // (its first platform's), the others keep A and B.
    for (const [index, profile] of profiles.entries()) {
      expect((await videosOf(`/api/accounts/${profile}/video`, idUpload)).map((video) => video.title)).toEqual([index < 2 ? A : B]);
    }
  });

  it('posts a row still waiting for its slot with what was saved last: the later batch, then the edit', async () => {
    const waiting = await createProfile(t, admin, platforms.proxyUrl, { youtube: true }, 'чекає');
    const other = await createProfile(t, admin, platforms.proxyUrl, { youtube: true }, 'інший');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 2);

    // Variant 1 as A meets Google's daily quota before its upload starts: it waits, nothing went out.
    platforms.youtube.rejectNextStarts(1, 'quota');
    await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, [videoIds[0]!], [waiting], { inYouTube: true }, batch('A', '10')),
    );
    const held = await waitForItem(t, admin, idUpload, (item) => item.video[0]!.attempts === 1 && item.video[0]!.status === 'publication');
    expect(held.video[0]).toMatchObject({ error: messages.youtubeQuotaExceeded, title: 'A', atPlatform: false });

    // Variant 2 as B: the waiting row takes B too (it has not gone out), and the edit's C after that.
    await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, [videoIds[1]!], [other], { inYouTube: true }, batch('B', '17')),
    );
    const second = await waitForItem(t, admin, idUpload, (item) => item.video[1]?.status === 'success');
    expect(second.video.map(shown)).toEqual([
      ['youtube', 'B', 'Опис B', [tagOf('B')], '17', false],
      ['youtube', 'B', 'Опис B', [tagOf('B')], '17', true],
    ]);
    const edited = await t.call('PATCH', `/api/publication/${idUpload}`, admin, {
      title: 'C',
      description: 'Опис C',
      tags: [tagOf('C')],
      inYouTube: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as PublishedItem).video.map(shown)).toEqual([
      ['youtube', 'C', 'Опис C', [tagOf('C')], '17', false],
      ['youtube', 'B', 'Опис B', [tagOf('B')], '17', true],
    ]);

    // The quota comes back: the waiting row goes out as C.
    const rowId = second.video[0]!.id;
    await db.jobQueueSql(
      "UPDATE pgboss.job SET start_after = now() WHERE name = 'publish' AND data->>'resultId' = $1 AND state = 'created'",
      [String(rowId)],
    );
    const done = await waitForItem(t, admin, idUpload, settled);
    expect(done.video.map((row) => [row.status, row.title, row.atPlatform])).toEqual([
      ['success', 'C', true],
      ['success', 'B', true],
    ]);
    expect(youtubeUploads(['A', 'B', 'C']).map((upload) => upload[0])).toEqual(['B', 'C']);
    expect((await videosOf(`/api/accounts/${waiting}/video`, idUpload)).map((video) => video.title)).toEqual(['C']);
  });
});
