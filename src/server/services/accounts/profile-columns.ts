import type { AccountRequest } from '@shared/schemas/accounts';
import { IP_VERSIONS } from '@shared/schemas/accounts';
import { LABEL_MAX_LENGTH, LABELS_PER_PROFILE, splitLabels } from '@shared/lib/labels';
import { importMessages } from '@server/messages';

/** What a cell of the profile table feeds: a field of the profile form, the id, the group, or a report of the export. */
export type ColumnKey = 'id' | 'group' | 'youtubeSet' | 'tiktokSet' | 'instagramSet' | keyof AccountRequest;

export interface ProfileColumn {
  key: ColumnKey;
  /** The Ukrainian header of the template and the export (what the import looks for first). */
  header: string;
  /** One line for the template's explanation sheet or comment lines. */
  help: string;
  /** A write-only secret: read on import, never written by the export. */
  secret?: true;
  /** Written by the export (whether a platform's credentials are set) and read by no import. */
  reportOnly?: true;
}

const YES_NO = 'так або ні (порожньо — ні)';
const SECRET = 'секрет: порожньо — залишити збережене; в експорті завжди порожньо';

/** The columns of the template, the export and the import, in their order. */
export const PROFILE_COLUMNS: readonly ProfileColumn[] = [
  { key: 'id', header: 'ID', help: 'Номер профілю. Порожньо — новий профіль; з ключем «ID» рядок з номером змінює цей профіль' },
  {
    key: 'proxy',
    header: 'Проксі',
    help: "Обов'язковий для нового профілю: http://логін:пароль@host:port, https://…, socks5://host:port або host:port:логін:пароль",
  },
  { key: 'ipVersion', header: 'Версія IP', help: 'ipv4 або ipv6 (порожньо — ipv4)' },
  { key: 'comments', header: 'Коментар', help: 'Те, що розрізняє профілі у списках; з ключем «Коментар» за ним шукають профіль для зміни' },
  {
    key: 'group',
    header: 'Група',
    help: 'Назва вашої групи профілів (порожньо — без групи); невідома група — відмова, якщо не позначено «створити відсутні групи»',
  },
  {
    key: 'labels',
    header: 'Мітки',
    help:
      `Мітки профілю (ніша, місто, клієнт) через кому або крапку з комою, наприклад «Київ; beauty»: до ${LABELS_PER_PROFILE} міток ` +
      `по ${LABEL_MAX_LENGTH} символів, великі й малі літери не розрізняються; з цим стовпцем мітки профілю замінюються вказаними ` +
      '(порожньо — без міток), без нього — залишаються',
  },
  { key: 'inYouTube', header: 'YouTube', help: `Публікувати в YouTube: ${YES_NO}` },
  { key: 'YouTubeAuthClientId', header: 'YouTube Client ID', help: "client_id застосунку Google; обов'язковий, коли YouTube увімкнено" },
  {
    key: 'YouTubeAuthClientSecret',
    header: 'YouTube Client secret',
    help: `client_secret застосунку Google; обов'язковий, коли YouTube увімкнено; ${SECRET}`,
    secret: true,
  },
  { key: 'YouTubeLogin', header: 'Логін YouTube', help: 'Необов’язково' },
  { key: 'YouTubePassword', header: 'Пароль YouTube', help: `Необов’язково; ${SECRET}`, secret: true },
  { key: 'inTikTok', header: 'TikTok', help: `Публікувати в TikTok: ${YES_NO}` },
  {
    key: 'TikTokAccess',
    header: 'Доступи TikTok',
    help: `JSON з client_key, client_secret (і refresh_token) або токен доступу; обов'язкові, коли TikTok увімкнено; ${SECRET}`,
    secret: true,
  },
  { key: 'inInstagram', header: 'Instagram', help: `Публікувати в Instagram: ${YES_NO}` },
  { key: 'InstagramLogin', header: 'Логін Instagram', help: "Обов'язковий, коли Instagram увімкнено" },
  {
    key: 'InstagramPassword',
    header: 'Пароль Instagram',
    help: `Обов'язковий, коли Instagram увімкнено; ${SECRET}`,
    secret: true,
  },
  { key: 'InstagramLocale', header: 'Мова Instagram', help: 'У форматі uk_UA (порожньо — uk_UA)' },
  { key: 'InstagramTimezone', header: 'Часовий пояс Instagram', help: 'Наприклад, Europe/Kyiv (порожньо — Europe/Kyiv)' },
  {
    key: 'youtubeSet',
    header: 'YouTube: доступи задано',
    help: 'Лише в експорті (так/ні); імпорт цей стовпець не читає',
    reportOnly: true,
  },
  { key: 'tiktokSet', header: 'TikTok: доступи задано', help: 'Лише в експорті (так/ні); імпорт цей стовпець не читає', reportOnly: true },
  {
    key: 'instagramSet',
    header: 'Instagram: доступи задано',
    help: 'Лише в експорті (так/ні); імпорт цей стовпець не читає',
    reportOnly: true,
  },
];

const normalized = (header: string) => header.replace(/\s+/g, ' ').trim().toLowerCase();

/** A header as the import knows it: the Ukrainian one, or the form field's own name (`proxy`, `YouTubeAuthClientId` …). */
const byHeader = new Map<string, ProfileColumn>(
  PROFILE_COLUMNS.flatMap((column) => [
    [normalized(column.header), column],
    [normalized(column.key), column],
  ]),
);

/** The file's columns, each with its position; or why the header row cannot be read. */
export type HeaderMapping = { ok: true; columns: Map<ColumnKey, { index: number; header: string }> } | { ok: false; message: string };

/** Finds the known columns in the header row; an unknown or repeated header refuses the whole file (a typo must not drop a secret). */
export function mapHeader(header: readonly string[]): HeaderMapping {
  const columns = new Map<ColumnKey, { index: number; header: string }>();
  const unknown: string[] = [];
  for (const [index, raw] of header.entries()) {
    const text = raw.trim();
    if (text === '') continue;
    const column = byHeader.get(normalized(text));
    if (!column) unknown.push(text);
    else if (columns.has(column.key)) return { ok: false, message: importMessages.duplicateColumn(text) };
    else columns.set(column.key, { index, header: column.header });
  }
  if (unknown.length > 0) return { ok: false, message: importMessages.unknownColumns(unknown) };
  if (!columns.has('proxy') && !columns.has('id') && !columns.has('comments'))
    return { ok: false, message: importMessages.noProfileColumns };
  return { ok: true, columns };
}

const TRUE_WORDS = new Set(['так', 'yes', 'true', '1', '+', 'y', 'т', 'да']);
const FALSE_WORDS = new Set(['ні', 'no', 'false', '0', '-', 'n', 'н', '']);

/** A switch cell: 'так'/'ні' and the usual spellings; null when it is neither. */
export function parseSwitch(cell: string): boolean | null {
  const word = cell.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** One data row read through the header: what the profile form receives, the id and group cells, and cell-level refusals. */
export interface RowCells {
  /** Only the form fields whose columns the file has: a missing column keeps the stored value of an updated profile. */
  request: AccountRequest;
  id: string;
  group: string | null;
  /** Column header → refusal, for cells no form rule can read (a switch that is not так/ні, an IP version). */
  refusals: Array<{ column: string; message: string }>;
}

const SWITCHES = ['inYouTube', 'inTikTok', 'inInstagram'] as const;
const TEXT_FIELDS = [
  'proxy',
  'comments',
  'YouTubeAuthClientId',
  'YouTubeAuthClientSecret',
  'YouTubeLogin',
  'YouTubePassword',
  'TikTokAccess',
  'InstagramLogin',
  'InstagramPassword',
] as const;
/** Fields whose empty cell means "the default", as the form sends nothing for them. */
const DEFAULTED = ['InstagramLocale', 'InstagramTimezone'] as const;

/** Reads a data row by the mapped header. */
export function readRow(cells: readonly string[], columns: Map<ColumnKey, { index: number; header: string }>): RowCells {
  const cell = (key: ColumnKey) => {
    const column = columns.get(key);
    return column ? (cells[column.index] ?? '') : undefined;
  };
  const request: AccountRequest = {};
  const refusals: RowCells['refusals'] = [];
  for (const key of TEXT_FIELDS) {
    const value = cell(key);
    if (value !== undefined) request[key] = value;
  }
  for (const key of DEFAULTED) {
    const value = cell(key)?.trim();
    if (value) request[key] = value;
  }
  const ipVersion = cell('ipVersion')?.trim().toLowerCase();
  if (ipVersion) {
    if ((IP_VERSIONS as readonly string[]).includes(ipVersion)) request.ipVersion = ipVersion as (typeof IP_VERSIONS)[number];
    else refusals.push({ column: columns.get('ipVersion')!.header, message: importMessages.ipVersionInvalid });
  }
  for (const key of SWITCHES) {
    const value = cell(key);
    if (value === undefined) continue;
    const on = parseSwitch(value);
    if (on === null) refusals.push({ column: columns.get(key)!.header, message: importMessages.switchInvalid });
    else request[key] = on;
  }
  const labels = cell('labels');
  if (labels !== undefined) request.labels = splitLabels(labels);
  const group = cell('group');
  return { request, id: (cell('id') ?? '').trim(), group: group === undefined ? null : group.trim(), refusals };
}

/** The header a form field's refusal belongs to (the form's field names are the column keys). */
export function headerOf(field: string): string {
  // A list field's item ('labels.3') belongs to the list's column.
  const key = field.split('.')[0];
  return PROFILE_COLUMNS.find((column) => column.key === key)?.header ?? field;
}

/** A profile as the export writes it: the template's columns, secrets empty, the report columns filled. */
export interface ExportedProfile {
  id: number;
  proxy: string;
  ipVersion: string;
  comments: string;
  group: string;
  /** The profile's labels, separated by '; '. */
  labels: string;
  inYouTube: boolean;
  YouTubeAuthClientId: string;
  YouTubeLogin: string;
  inTikTok: boolean;
  inInstagram: boolean;
  InstagramLogin: string;
  InstagramLocale: string;
  InstagramTimezone: string;
  youtubeSet: boolean;
  tiktokSet: boolean;
  instagramSet: boolean;
}

const yesNo = (value: boolean) => (value ? 'так' : 'ні');

/** One exported row in the columns' order. */
export function exportCells(profile: ExportedProfile): string[] {
  return PROFILE_COLUMNS.map((column) => {
    if (column.secret) return '';
    const value = profile[column.key as keyof ExportedProfile];
    if (typeof value === 'boolean') return yesNo(value);
    return String(value ?? '');
  });
}
