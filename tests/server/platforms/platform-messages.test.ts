import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
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
 * Bug 4 of issue 15: a platform's own words never reach the screen. The row and the profile show a
 * Ukrainian sentence; the platform's answer is in the log. Rows stored by older versions with the raw
 * answer are cleaned when read.
 */
const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
let setup: PublishingApp;
let platforms: PublishingApp['platforms'];
let admin: string;
let adminId: number;

const RAW_TITLE_ANSWER = 'The request metadata specifies an invalid or empty video title.';
const OLD_ROW = 'YouTube відхилив початок завантаження: invalidTitle The request metadata specifies an invalid video title.';

beforeAll(async () => {
  setup = await startPublishingApp();
  ({ db, t, platforms, admin, adminId } = setup);
});

afterAll(() => setup.close());

describe('platform answers on the screen', () => {
  it('YouTube refusing the title with invalidTitle: the row says it in Ukrainian, the log keeps the raw answer', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { youtube: true }, 'Канал про каву');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    platforms.youtube.rejectNextStarts(1, 'invalid');
    const logsBefore = t.logs.length;
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [profile], { inYouTube: true }),
    );
    expect(created.statusCode, created.body).toBe(201);

    const item = await waitForItem(t, admin, idUpload, settled);
    const row = item.video[0]!;
    expect(row.status).toBe('error');
    expect(row.error).toBe(messages.youtubeTitleRejected);
    expect(row.error).not.toContain('invalidTitle');

    // The profile's video list shows the same sentence.
    const videos = (await t.call('GET', `/api/accounts/${profile}/video`, admin)).json();
    expect(videos.data[0].error).toBe(messages.youtubeTitleRejected);

    // The log has YouTube's own reason and words.
    const log = t.logs.slice(logsBefore).join('\n');
    expect(log).toContain('publish failed');
    expect(log).toContain('invalidTitle');
    expect(log).toContain(RAW_TITLE_ANSWER);
  });

  it('rows and profiles stored by older versions with the raw answer are shown cleaned', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { youtube: true }, 'Старий профіль');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    platforms.youtube.rejectNextStarts(1, 'invalid');
    await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [profile], { inYouTube: true }));
    await waitForItem(t, admin, idUpload, settled);

    // What an older version wrote.
    await db.query(
      `UPDATE publication_results SET error = $1 WHERE platform = 'youtube' AND publication_video_id IN
                      (SELECT pv.id FROM publication_videos pv WHERE pv.account_id = $2)`,
      [OLD_ROW, profile],
    );
    await db.query('UPDATE accounts SET error = $1 WHERE id = $2', ['TikTok відхилив запит: access_token_invalid (HTTP 401)', profile]);

    const item = (await t.call('GET', `/api/publication/${idUpload}`, admin)).json();
    expect(item.video[0].error).toBe(messages.youtubeTitleRejected);
    const detail = (await t.call('GET', `/api/accounts/${profile}`, admin)).json();
    expect(detail.error).toBe(messages.platformFailed('TikTok'));
    expect(detail.video.data[0].error).toBe(messages.youtubeTitleRejected);
    // The stored text itself is left as it was: cleaning happens on read.
    const [stored] = await db.query<{ error: string }>('SELECT error FROM accounts WHERE id = $1', [profile]);
    expect(stored!.error).toContain('access_token_invalid');
  });

  it('a Ukrainian sentence stored on a row is shown unchanged', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { youtube: true }, 'Квота');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    platforms.youtube.rejectNextStarts(1, 'invalid');
    await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [profile], { inYouTube: true }));
    await waitForItem(t, admin, idUpload, settled);
    const text = `${messages.platformUnreachable}; ${messages.willRetry}`;
    await db.query(
      `UPDATE publication_results SET error = $1 WHERE publication_video_id IN
                      (SELECT pv.id FROM publication_videos pv WHERE pv.account_id = $2)`,
      [text, profile],
    );
    const item = (await t.call('GET', `/api/publication/${idUpload}`, admin)).json();
    expect(item.video[0].error).toBe(text);
  });
});
