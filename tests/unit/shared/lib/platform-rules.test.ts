import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { parseTikTokAccess, serializeTikTokAccess } from '@shared/lib/tiktok-access';
import { sanitizeYouTubeMetadata, utf8Bytes, youtubeTagsLength } from '@shared/lib/youtube-metadata';
import { PublicationRequestSchema, PublicationUpdateSchema, tiktokOptionsOf } from '@shared/schemas/publications';

function problems(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.issues) (byField[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return byField;
}

const request = (patch: Record<string, unknown> = {}) => ({
  title: 'Ранкова кава',
  description: 'Опис',
  tags: ['кава'],
  accounts: [{ id: 1, title: '#1', value: 1 }],
  video: [{ id: 5, url: '/api/media/x.mp4', idUpload: 'u', createdAt: '2026-11-23T10:00:00.000Z' }],
  inYouTube: true,
  ...patch,
});

describe('YouTube metadata as videos.insert counts it', () => {
  it('counts tags with the commas between them and quotes around a tag with a space', () => {
    expect(youtubeTagsLength([])).toBe(0);
    expect(youtubeTagsLength(['abc'])).toBe(3);
    expect(youtubeTagsLength(['abc', 'de'])).toBe(6);
    expect(youtubeTagsLength(['a b', 'c'])).toBe(3 + 2 + 1 + 1);
    expect(youtubeTagsLength(['кава'])).toBe(4);
    expect(youtubeTagsLength(['😀'])).toBe(2);
  });

  it('refuses angle brackets, a description over 5000 bytes and tags over 500 when YouTube is on', () => {
    const tags = Array.from({ length: 60 }, (_, i) => `тег${String(i).padStart(5, '0')}`); // 60 × 8 + 59 = 539
    expect(youtubeTagsLength(tags)).toBeGreaterThan(500);
    const cyrillic = 'ї'.repeat(2101); // 2101 characters, 4202 bytes: within 2200 characters, within 5000 bytes
    expect(problems(PublicationRequestSchema, request({ description: cyrillic }))).toEqual({});
    const wide = '中'.repeat(1700); // 5100 bytes
    expect(utf8Bytes(wide)).toBe(5100);
    expect(problems(PublicationRequestSchema, request({ title: 'Кава <b>', description: `${wide}>`, tags }))).toEqual({
      title: [messages.youtubeTitleBrackets],
      description: [messages.youtubeDescriptionBrackets, messages.youtubeDescriptionTooLong],
      tags: [messages.youtubeTagsTooLong],
    });
    // The same text is fine where YouTube is off.
    expect(problems(PublicationRequestSchema, request({ inYouTube: false, inInstagram: true, title: 'Кава <b>', tags }))).toEqual({});
    // The edit form keeps the same rules.
    expect(problems(PublicationUpdateSchema, { title: 'a>b', description: '', tags: 'x', inYouTube: true })).toEqual({
      title: [messages.youtubeTitleBrackets],
    });
  });

  it('shows its rules beside other fields’ errors', () => {
    expect(problems(PublicationRequestSchema, request({ title: '', description: '<p>', tags: [] }))).toMatchObject({
      title: [messages.nameRequired],
      description: [messages.youtubeDescriptionBrackets],
      tags: [messages.minOneTag],
    });
  });

  it('sanitizes older rows: brackets replaced, cut on whole characters, tags dropped from the end', () => {
    const out = sanitizeYouTubeMetadata({
      title: `<${'я'.repeat(120)}>`,
      description: '😀'.repeat(1300),
      tags: ['a b', ...Array.from({ length: 100 }, () => 'довгийтег')],
    });
    expect(out.title).toHaveLength(100);
    expect(out.title.startsWith('‹')).toBe(true);
    expect(utf8Bytes(out.description)).toBe(5000);
    expect(out.description).toBe('😀'.repeat(1250));
    expect(youtubeTagsLength(out.tags)).toBeLessThanOrEqual(500);
    expect(out.tags[0]).toBe('a b');
  });
});

describe('TikTok choices in the publication payload', () => {
  it('requires privacy when TikTok is on and stores nothing for it when TikTok is off', () => {
    expect(problems(PublicationRequestSchema, request({ inYouTube: false, inTikTok: true }))).toEqual({
      tiktok: [messages.tiktokPrivacyRequired],
    });
    expect(problems(PublicationRequestSchema, request({ inYouTube: false, inTikTok: true, tiktok: { privacyLevel: '' } }))).toEqual({
      tiktok: [messages.tiktokPrivacyRequired],
    });
    expect(problems(PublicationRequestSchema, request({ inTikTok: true, tiktok: { privacyLevel: 'EVERYONE' } }))).toHaveProperty([
      'tiktok.privacyLevel',
    ]);
    const parsed = v.parse(
      PublicationRequestSchema,
      request({ inTikTok: true, tiktok: { privacyLevel: 'FOLLOWER_OF_CREATOR', allowComments: true } }),
    );
    expect(tiktokOptionsOf(parsed)).toEqual({
      privacyLevel: 'FOLLOWER_OF_CREATOR',
      allowComments: true,
      allowDuet: false,
      allowStitch: false,
    });
    expect(parsed.youtube).toEqual({ madeForKids: false, notifySubscribers: true, categoryId: '22' });
    expect(tiktokOptionsOf({ ...parsed, inTikTok: false })).toBeNull();
  });

  it('refuses a YouTube category that does not exist', () => {
    expect(problems(PublicationRequestSchema, request({ youtube: { categoryId: '999' } }))).toEqual({
      'youtube.categoryId': [messages.youtubeCategoryInvalid],
    });
  });
});

describe('the TikTok access field', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('takes app credentials as TikTok’s OAuth gives them, with relative or absolute expiry', () => {
    const app = parseTikTokAccess(
      JSON.stringify({
        client_key: 'awx',
        client_secret: 'sec',
        refresh_token: 'rft.1',
        access_token: 'act.1',
        expires_in: 86400,
        refresh_expires_in: 31536000,
        open_id: 'o-1',
      }),
      now,
    );
    expect(app).toEqual({
      kind: 'app',
      clientKey: 'awx',
      clientSecret: 'sec',
      refreshToken: 'rft.1',
      accessToken: 'act.1',
      accessExpiresAt: now + 86_400_000,
      refreshExpiresAt: now + 31_536_000_000,
      openId: 'o-1',
    });
    expect(parseTikTokAccess(serializeTikTokAccess(app as Extract<typeof app, { kind: 'app' }>), now + 5)).toEqual(app);
  });

  it('takes a bare token, and refuses JSON without the refresh credentials', () => {
    expect(parseTikTokAccess(' act.abc ')).toEqual({ kind: 'token', accessToken: 'act.abc' });
    expect(parseTikTokAccess('{"client_key":"k","client_secret":"s"}')).toBeNull();
    expect(parseTikTokAccess('{not json')).toBeNull();
    expect(parseTikTokAccess('two words')).toBeNull();
    expect(parseTikTokAccess('')).toBeNull();
  });
});

describe('the profile form’s platform fields', () => {
  it('refuses a TikTok access that is neither app credentials nor a token, and checks Instagram’s locale and timezone', async () => {
    const { accountFormSchema } = await import('@shared/schemas/accounts');
    const base = { proxy: 'http://8.8.8.8:3128', inTikTok: true, inInstagram: true, InstagramLogin: 'studio', InstagramPassword: 'secret' };
    expect(problems(accountFormSchema(), { ...base, TikTokAccess: '{"client_key":"k"}' })).toEqual({
      TikTokAccess: [messages.tiktokAccessInvalid],
    });
    expect(
      problems(accountFormSchema(), {
        ...base,
        TikTokAccess: 'act.token',
        InstagramLocale: 'ukrainian',
        InstagramTimezone: 'Mars/Olympus',
      }),
    ).toEqual({
      InstagramLocale: [messages.instagramLocaleInvalid],
      InstagramTimezone: [messages.instagramTimezoneInvalid],
    });
    const parsed = v.parse(accountFormSchema(), {
      ...base,
      TikTokAccess: 'act.token',
      InstagramLocale: '',
      InstagramTimezone: ' America/New_York ',
    });
    expect([parsed.InstagramLocale, parsed.InstagramTimezone]).toEqual(['uk_UA', 'America/New_York']);
  });
});
