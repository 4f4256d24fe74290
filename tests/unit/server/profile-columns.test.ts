import { describe, expect, it } from 'vitest';
import { importMessages } from '@server/messages';
import { exportCells, mapHeader, PROFILE_COLUMNS, parseSwitch, readRow } from '@server/services/accounts/profile-columns';

const mapped = (header: string[]) => {
  const result = mapHeader(header);
  if (!result.ok) throw new Error(result.message);
  return result.columns;
};

describe('the columns of the profile file', () => {
  it('finds the template’s Ukrainian headers in any order and case, and the form’s field names', () => {
    const columns = mapped([' проксі ', 'КОМЕНТАР', 'YouTubeAuthClientId', '', 'Пароль  Instagram']);
    expect([...columns.entries()]).toEqual([
      ['proxy', { index: 0, header: 'Проксі' }],
      ['comments', { index: 1, header: 'Коментар' }],
      ['YouTubeAuthClientId', { index: 2, header: 'YouTube Client ID' }],
      ['InstagramPassword', { index: 4, header: 'Пароль Instagram' }],
    ]);
  });

  it('refuses an unknown or repeated header rather than dropping its cells', () => {
    expect(mapHeader(['Проксі', 'Пароль', 'Логін'])).toEqual({ ok: false, message: importMessages.unknownColumns(['Пароль', 'Логін']) });
    expect(mapHeader(['Проксі', 'proxy'])).toEqual({ ok: false, message: importMessages.duplicateColumn('proxy') });
    expect(mapHeader(['Група'])).toEqual({ ok: false, message: importMessages.noProfileColumns });
  });

  it('reads a row into the form’s fields, only those whose columns the file has', () => {
    const columns = mapped(['ID', 'Проксі', 'Версія IP', 'YouTube', 'TikTok', 'Група', 'Мова Instagram']);
    expect(readRow(['12', 'http://8.8.8.8:1', 'IPv6', 'Так', '', ' Основна ', ''], columns)).toEqual({
      request: { proxy: 'http://8.8.8.8:1', ipVersion: 'ipv6', inYouTube: true, inTikTok: false },
      id: '12',
      group: 'Основна',
      refusals: [],
    });
    const bad = readRow(['', 'x', 'ipv5', 'може', 'ні', '', ''], columns);
    expect(bad.refusals).toEqual([
      { column: 'Версія IP', message: importMessages.ipVersionInvalid },
      { column: 'YouTube', message: importMessages.switchInvalid },
    ]);
    // No group column: the stored group stays.
    expect(readRow(['http://8.8.8.8:1'], mapped(['Проксі'])).group).toBeNull();
  });

  it('reads switches in the usual spellings', () => {
    for (const yes of ['так', 'ТАК', 'yes', 'true', '1', '+']) expect(parseSwitch(yes)).toBe(true);
    for (const no of ['ні', 'no', 'false', '0', '', ' ']) expect(parseSwitch(no)).toBe(false);
    expect(parseSwitch('maybe')).toBeNull();
  });

  it('exports the template’s columns with the secrets empty and the report columns filled', () => {
    const cells = exportCells({
      id: 5,
      proxy: 'socks5://8.8.8.8:1080',
      ipVersion: 'ipv4',
      comments: 'Київ',
      group: '',
      labels: 'Київ; beauty',
      inYouTube: true,
      YouTubeAuthClientId: 'cid',
      YouTubeLogin: '',
      inTikTok: false,
      inInstagram: false,
      InstagramLogin: '',
      InstagramLocale: 'uk_UA',
      InstagramTimezone: 'Europe/Kyiv',
      youtubeSet: true,
      tiktokSet: false,
      instagramSet: false,
    });
    expect(cells).toHaveLength(PROFILE_COLUMNS.length);
    const byHeader = Object.fromEntries(PROFILE_COLUMNS.map((column, index) => [column.header, cells[index]]));
    expect(byHeader).toMatchObject({
      ID: '5',
      YouTube: 'так',
      'YouTube Client secret': '',
      'YouTube: доступи задано': 'так',
      TikTok: 'ні',
    });
    for (const column of PROFILE_COLUMNS.filter((c) => c.secret)) expect(byHeader[column.header]).toBe('');
  });
});
