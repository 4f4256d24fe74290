import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPostText, type PostTextSource, type ProfileTextValues } from '@shared/lib/post-text';
import { messages } from '@shared/messages';
import type { ProfileTextValuesList, PublishedItem } from '@shared/schemas/publications';
import type { Platform } from '@shared/status';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import {
  createGroup,
  createProfile,
  finishedRequest,
  payload,
  type PublishingApp,
  settled,
  startPublishingApp,
  waitForItem,
} from '../helpers/publishing-setup';

/**
 * Texts written per platform and the profile variables: what the form previews (the shared builder
 * fed with GET /api/publication/text-values) is exactly what reaches each platform's fake, per profile.
 */
const fx = makeMediaFixtures();
let setup: PublishingApp;

beforeAll(async () => {
  setup = await startPublishingApp();
});
afterAll(() => setup.close());

/** A refusal's `message`: one sentence or a list of them. */
const messageOf = (response: { json: () => { message: string | string[] } }) => [response.json().message].flat();

const texts = {
  youtubeTitle: '{профіль}: ранкова кава',
  youtubeDescription: 'Канал: {посилання}\nГрупа {група}',
  tiktok: 'Кава для {профіль} 🇺🇦 із групи «{група}»',
  instagram: 'Інстаграм-підпис від {профіль}',
};

describe('texts per platform and per profile', () => {
  it('reaches each platform exactly as previewed, with the variables filled per profile; refuses a variable a profile cannot fill', async () => {
    const { t, admin, adminId, platforms } = setup;
    const morning = await createProfile(t, admin, platforms.proxyUrl, { youtube: true, tiktok: true, instagram: true }, 'Ранок');
    const evening = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'Вечір');
    await createGroup(t, admin, 'Кавові', [morning]);
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'));
    const flags = { inYouTube: true, inTikTok: true, inInstagram: true };

    // What the form reads to preview and check.
    const read = await t.call('GET', `/api/publication/text-values?accounts=${morning},${evening}`, admin);
    expect(read.statusCode, read.body).toBe(200);
    const values = (read.json() as ProfileTextValuesList).data;
    expect(values.map((value) => [value.accountId, value.name, value.group, value.platforms])).toEqual([
      [morning, 'Ранок', 'Кавові', ['youtube', 'tiktok', 'instagram']],
      [evening, 'Вечір', null, ['tiktok']],
    ]);
    expect(values[0]!.links.youtube).toMatch(/^https:\/\/www\.youtube\.com\//);

    // 'Вечір' has no group: its TikTok caption cannot fill {група}; nothing is made.
    const refused = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [morning, evening], flags, { texts }),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(messageOf(refused)).toEqual([messages.variableNotFilled('{група}', [`${values[1]!.title} (TikTok)`])]);
    // {посилання} on TikTok: no profile has a TikTok page kept.
    const noLink = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [morning], flags, { texts: { tiktok: '{посилання}' } }),
    );
    expect(noLink.statusCode).toBe(422);
    expect(messageOf(noLink).join()).toContain('Змінну {посилання} нічим заповнити для профілю');
    const unknown = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [morning], flags, { texts: { instagram: '{канал}' } }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toEqual([messages.unknownVariable('{канал}')]);
    expect((await t.db.query('SELECT id FROM publications')).length).toBe(0);

    // With its group, 'Вечір' fills it too.
    await createGroup(t, admin, 'Вечірні', [evening]);
    const filled = (
      (await t.call('GET', `/api/publication/text-values?accounts=${morning},${evening}`, admin)).json() as ProfileTextValuesList
    ).data;
    const body = payload(idUpload, videoIds, [morning, evening], flags, { texts });
    const created = await t.call('POST', `/api/publication/create/${idUpload}`, admin, body);
    expect(created.statusCode, created.body).toBe(201);

    const source: PostTextSource = { title: body.title, description: body.description, tags: body.tags, texts };
    const preview = (platform: Platform, profile: ProfileTextValues) => buildPostText(platform, source, profile).post;
    const [morningValues, eveningValues] = filled as [ProfileTextValues, ProfileTextValues];
    const done = await waitForItem(t, admin, idUpload, settled);
    expect(done.video.map((row) => [row.account.id, row.platform, row.status, row.error])).toEqual([
      [morning, 'youtube', 'success', null],
      [morning, 'tiktok', 'success', null],
      [morning, 'instagram', 'success', null],
      [evening, 'tiktok', 'success', null],
    ]);

    // YouTube: its own title and description, the variables filled for 'Ранок'.
    const youtube = preview('youtube', morningValues);
    expect(youtube.title).toBe('Ранок: ранкова кава');
    const [uploaded] = [...platforms.youtube.videos.values()];
    expect(uploaded!.metadata.snippet).toMatchObject({ title: youtube.title, description: youtube.description, tags: ['кава', 'ранок'] });

    // TikTok: each profile's caption with the hashtags after it.
    const tiktokTitles = platforms.tiktok.published.map((post) => post.title).sort();
    const expected = [preview('tiktok', morningValues).caption!, preview('tiktok', eveningValues).caption!].sort();
    expect(tiktokTitles).toEqual(expected);
    expect(expected).toContain('Кава для Вечір 🇺🇦 із групи «Вечірні»\n\n#кава #ранок');

    // Instagram: the caption as previewed.
    expect(platforms.instagram.media.map((media) => media.caption)).toEqual([preview('instagram', morningValues).caption]);

    // Each row shows what it was posted with.
    const row = (accountId: number, platform: Platform) =>
      done.video.find((entry) => entry.account.id === accountId && entry.platform === platform)!;
    expect(row(evening, 'tiktok').caption).toBe(preview('tiktok', eveningValues).caption);
    expect(row(morning, 'instagram').caption).toBe('Інстаграм-підпис від Ранок\n\n#кава #ранок');
    expect(row(morning, 'youtube')).toMatchObject({ title: youtube.title, description: youtube.description, caption: null });
    expect((done as PublishedItem).texts).toEqual(texts);
  });
});
