import { describe, expect, it } from 'vitest';
import type { ProfileTextValues } from '@shared/lib/post-text';
import { formTextProblems, postTextSource, sentLength } from '@client/features/publishing/model/platform-texts-model';

const profile = (patch: Partial<ProfileTextValues> = {}): ProfileTextValues => ({
  accountId: 1,
  title: '#1 · Ранок',
  name: 'Ранок',
  group: null,
  links: { youtube: null, tiktok: null, instagram: null },
  platforms: ['youtube', 'tiktok'],
  ...patch,
});

describe('the platform texts on the form', () => {
  it('counts what will be sent: the shared title when the platform’s is empty, a caption with its hashtags, a description in bytes', () => {
    const source = postTextSource({ title: 'Кава', description: 'Опис', tags: ['Кава', 'ранок'], texts: { tiktok: 'Підпис' } });
    expect(sentLength('youtube', 'youtubeTitle', source)).toBe(4);
    expect(sentLength('youtube', 'youtubeDescription', source)).toBe(8);
    // 'Підпис' + blank line + '#кава #ранок' (tags lowercased as the schema does).
    expect(sentLength('tiktok', 'tiktok', source)).toBe(6 + 2 + 12);
  });

  it('checks only the chosen platforms a profile has switched on, naming the profile', () => {
    const values = { title: 'Кава', tags: ['кава'], texts: { instagram: '{група}', tiktok: '{група}' } };
    expect(formTextProblems(values, ['instagram'], [profile()])).toEqual([]);
    expect(formTextProblems(values, ['tiktok', 'instagram'], [profile()])).toEqual([
      'Змінну {група} нічим заповнити для профілю #1 · Ранок (TikTok)',
    ]);
  });
});
