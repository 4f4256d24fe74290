import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { captionLength, INSTAGRAM_CAPTION_LIMIT, TIKTOK_CAPTION_LIMIT } from '@shared/lib/captions';
import { buildPostText, postTextProblems, type ProfileTextValues, resolveVariables, unknownVariables } from '@shared/lib/post-text';
import { PublicationRequestSchema } from '@shared/schemas/publications';

const profile = (patch: Partial<ProfileTextValues> = {}): ProfileTextValues => ({
  accountId: 3,
  title: '#3 · Ранок',
  name: 'Ранок',
  group: 'Кава',
  links: { youtube: 'https://www.youtube.com/channel/UC3', tiktok: null, instagram: 'https://www.instagram.com/ranok/' },
  platforms: ['youtube', 'tiktok', 'instagram'],
  ...patch,
});
const source = (texts: Record<string, string> = {}, patch: Partial<{ title: string; description: string; tags: string[] }> = {}) => ({
  title: 'Кава {профіль}',
  description: 'Опис',
  tags: ['кава', 'ранок'],
  texts,
  ...patch,
});

describe('variables', () => {
  it('fills the profile name, its group and its page on the row’s platform', () => {
    expect(resolveVariables('{профіль} з групи {група}: {посилання}', profile(), 'instagram')).toEqual({
      text: 'Ранок з групи Кава: https://www.instagram.com/ranok/',
      missing: [],
    });
  });

  it('lists a variable the profile cannot fill and leaves it as written, never empty', () => {
    expect(resolveVariables('Дивіться {посилання} ({група})', profile({ group: null }), 'tiktok')).toEqual({
      text: 'Дивіться {посилання} ({група})',
      missing: ['посилання', 'група'],
    });
    // A blank comment is no name.
    expect(resolveVariables('{профіль}', profile({ name: null }), 'youtube').missing).toEqual(['профіль']);
  });

  it('finds unknown names in braces', () => {
    expect(unknownVariables('{профіль} {назва} {група} {назва}')).toEqual(['назва']);
    expect(unknownVariables('Без змінних {}')).toEqual([]);
  });

  it('is refused by the schema when unknown, naming it, in the shared text and in a platform’s', () => {
    const result = v.safeParse(PublicationRequestSchema, {
      title: 'Кава {канал}',
      tags: ['кава'],
      accounts: [{ id: 1, title: 'a' }],
      video: [{ id: 1, url: '/a.mp4', idUpload: 'x', createdAt: 'now' }],
      inTikTok: true,
      tiktok: { privacyLevel: 'SELF_ONLY' },
      texts: { tiktok: 'Підпис {лінк}' },
    });
    expect(result.success).toBe(false);
    const messages = (result.issues ?? []).map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
    expect(messages).toContain('title: Невідома змінна {канал}: можна {профіль}, {група}, {посилання}');
    expect(messages).toContain('texts.tiktok: Невідома змінна {лінк}: можна {профіль}, {група}, {посилання}');
  });
});

describe('buildPostText', () => {
  it('YouTube: its own title and description over the shared ones, variables filled, tags kept', () => {
    const { post, problems } = buildPostText(
      'youtube',
      source({ youtubeTitle: '{профіль}: кава', youtubeDescription: 'Канал: {посилання}' }),
      profile(),
    );
    expect(problems).toEqual([]);
    expect(post).toEqual({
      title: 'Ранок: кава',
      description: 'Канал: https://www.youtube.com/channel/UC3',
      tags: ['кава', 'ранок'],
      caption: null,
    });
  });

  it('TikTok: its own caption with the hashtags after it; the shared text when empty', () => {
    expect(buildPostText('tiktok', source({ tiktok: 'Смачно у {група} 🇺🇦' }), profile()).post.caption).toBe(
      'Смачно у Кава 🇺🇦\n\n#кава #ранок',
    );
    expect(buildPostText('tiktok', source({ tiktok: '   ' }), profile()).post.caption).toBe('Кава Ранок\n\nОпис\n\n#кава #ранок');
  });

  it('Instagram: at most 30 hashtags after its own caption', () => {
    const tags = Array.from({ length: 35 }, (_, index) => `т${index}`);
    const caption = buildPostText('instagram', source({ instagram: 'Підпис' }, { tags }), profile()).post.caption!;
    expect(caption.split('#').length - 1).toBe(30);
    expect(caption.startsWith('Підпис\n\n#т0 ')).toBe(true);
  });

  it('without a profile leaves the variables as written (the preview before profiles are chosen)', () => {
    const { post, problems } = buildPostText('youtube', source(), null);
    expect(post.title).toBe('Кава {профіль}');
    expect(problems).toEqual([]);
  });

  it('counts TikTok in UTF-16 units: an emoji flag is 4, a Cyrillic letter 1, exactly at the limit passes', () => {
    const tagLine = '\n\n#кава #ранок';
    const room = TIKTOK_CAPTION_LIMIT - tagLine.length;
    const atLimit = `${'🇺🇦'.repeat(100)}${'ї'.repeat(room - 400)}`;
    const fits = buildPostText('tiktok', source({ tiktok: atLimit }), profile());
    expect(fits.post.caption!.length).toBe(TIKTOK_CAPTION_LIMIT);
    expect(fits.problems).toEqual([]);
    const over = buildPostText('tiktok', source({ tiktok: `${atLimit}ї` }), profile());
    expect(over.problems).toEqual([{ kind: 'tooLong', field: 'tiktok', length: 2201, max: 2200 }]);
  });

  it('counts Instagram in code points: the same flags count 2 each', () => {
    const tagLine = '\n\n#кава #ранок';
    const text = `${'🇺🇦'.repeat(100)}${'ї'.repeat(INSTAGRAM_CAPTION_LIMIT - tagLine.length - 200)}`;
    const fits = buildPostText('instagram', source({ instagram: text }), profile());
    expect(captionLength('instagram', fits.post.caption!)).toBe(INSTAGRAM_CAPTION_LIMIT);
    expect(fits.problems).toEqual([]);
    expect(buildPostText('instagram', source({ instagram: `${text}😀` }), profile()).problems).toEqual([
      { kind: 'tooLong', field: 'instagram', length: 2201, max: 2200 },
    ]);
  });

  it('checks YouTube’s title after the variables are filled: 100 characters pass, 101 do not', () => {
    const long = profile({ name: 'ж'.repeat(95) });
    expect(buildPostText('youtube', source({ youtubeTitle: 'Кава {профіль}' }), long).problems).toEqual([]);
    expect(buildPostText('youtube', source({ youtubeTitle: 'Кава! {профіль}' }), long).problems).toEqual([
      { kind: 'tooLong', field: 'youtubeTitle', length: 101, max: 100 },
    ]);
  });

  it('checks YouTube’s description in bytes: Cyrillic takes 2', () => {
    const { problems } = buildPostText('youtube', source({ youtubeDescription: 'д'.repeat(2501) }), profile());
    expect(problems).toEqual([{ kind: 'tooLong', field: 'youtubeDescription', length: 5002, max: 5000 }]);
  });

  it('fits the shared text to TikTok’s limit as before: the description gives way', () => {
    const { post, problems } = buildPostText('tiktok', source({}, { description: 'д'.repeat(3000) }), profile());
    expect(problems).toEqual([]);
    expect(post.caption!.length).toBeLessThanOrEqual(TIKTOK_CAPTION_LIMIT);
    expect(post.caption!.endsWith('…\n\n#кава #ранок')).toBe(true);
  });
});

describe('postTextProblems', () => {
  it('names each profile and platform that cannot fill a variable, once per variable', () => {
    const noGroup = profile({ accountId: 4, title: '#4 · Вечір', group: null });
    const problems = postTextProblems(source({ tiktok: '{посилання} {група}', youtubeDescription: '{група}' }), [
      { profile: profile(), platform: 'tiktok' },
      { profile: noGroup, platform: 'tiktok' },
      { profile: noGroup, platform: 'youtube' },
    ]);
    expect(problems).toEqual([
      'Змінну {посилання} нічим заповнити для профілів #3 · Ранок (TikTok), #4 · Вечір (TikTok)',
      'Змінну {група} нічим заповнити для профілів #4 · Вечір (TikTok), #4 · Вечір (YouTube)',
    ]);
  });

  it('names the profile whose text is over the limit after its variables are filled', () => {
    const problems = postTextProblems(source({ youtubeTitle: '{профіль}' }), [
      { profile: profile({ name: 'ж'.repeat(101) }), platform: 'youtube' },
    ]);
    expect(problems).toEqual(['Назва для YouTube задовга для профілю #3 · Ранок: 101 символ із 100']);
  });
});
