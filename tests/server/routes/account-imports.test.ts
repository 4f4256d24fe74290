import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportProgress } from '@shared/schemas/account-imports';
import type { Database } from '@server/db/database';
import { importMessages, messages } from '@server/messages';
import { multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;
let owner: string;
let ownerId: number;
let stranger: string;
let admin: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  admin = (await t.login()).accessToken;
  ownerId = await t.createUser('importer', 'importer-pass');
  await t.createUser('stranger', 'stranger-pass');
  owner = (await t.login('importer', 'importer-pass')).accessToken;
  stranger = (await t.login('stranger', 'stranger-pass')).accessToken;
  await db.query("INSERT INTO account_groups (user_id, name) VALUES ($1, 'Основна')", [ownerId]);
});
afterAll(async () => {
  await t.close();
  await db.close();
});

const HEADER = [
  'ID',
  'Проксі',
  'Версія IP',
  'Коментар',
  'Група',
  'YouTube',
  'YouTube Client ID',
  'YouTube Client secret',
  'TikTok',
  'Доступи TikTok',
];
const HEADER_MORE = ['Instagram', 'Логін Instagram', 'Пароль Instagram'];
/** Every secret of the file carries this, so one search finds any that leaks. */
const SECRET_MARK = 'ТАЄМНИЦЯ';

const csvCell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** A CSV as Excel in a Ukrainian locale saves it: BOM, `;`, CRLF. */
const csv = (rows: string[][]) => Buffer.from('\uFEFF' + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n', 'utf8');

type Kind = 'ok' | 'badProxy' | 'loopback' | 'metadata' | 'missingSecret' | 'unknownGroup' | 'duplicate';
const KINDS: Kind[] = ['badProxy', 'loopback', 'metadata', 'missingSecret', 'unknownGroup', 'duplicate'];

/** 1,000 rows: 50 of each refusal kind, the rest valid, with Cyrillic comments (one with `;` and quotes inside). */
function fleetRows(): { rows: string[][]; kinds: Kind[] } {
  const rows: string[][] = [];
  const kinds: Kind[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const kind: Kind = i < KINDS.length * 50 ? KINDS[i % KINDS.length]! : 'ok';
    const n = i + 1;
    const proxy =
      kind === 'badProxy'
        ? 'просто текст'
        : kind === 'loopback'
          ? 'http://127.0.0.1:8080'
          : kind === 'metadata'
            ? 'http://169.254.169.254:80'
            : n % 3 === 0
              ? `8.8.4.${n % 250}:8000:user${n}:${SECRET_MARK}-proxy-${n}`
              : n % 3 === 1
                ? `socks5://8.8.8.${n % 250}:1080`
                : `http://user${n}:${SECRET_MARK}-p${n}@1.1.1.${n % 250}:3128`;
    const comment = kind === 'duplicate' ? `Профіль №${n - 1}` : n === 307 ? 'Київ; "головний"' : `Профіль №${n}`;
    const group = kind === 'unknownGroup' ? `Невідома ${n}` : n % 2 === 0 ? 'Основна' : '';
    const youtube = n % 4 === 0 || kind === 'missingSecret';
    const tiktok = n % 5 === 0;
    const instagram = n % 7 === 0;
    rows.push([
      '',
      proxy,
      n % 10 === 0 ? 'ipv6' : 'ipv4',
      comment,
      group,
      youtube ? 'так' : 'ні',
      youtube ? `client-${n}.apps.googleusercontent.com` : '',
      youtube && kind !== 'missingSecret' ? `${SECRET_MARK}-yt-${n}` : '',
      tiktok ? 'Так' : '',
      tiktok ? `${SECRET_MARK}tiktoktoken${n}` : '',
      instagram ? 'так' : 'ні',
      instagram ? `insta_${n}` : '',
      instagram ? `${SECRET_MARK}-ig-${n}` : '',
    ]);
    kinds.push(kind);
  }
  return { rows, kinds };
}

async function send(url: string, token: string, file: Buffer, fields: Record<string, string> = {}, name = 'profiles.csv') {
  const body = await multipart([...Object.entries(fields), ['file', file, name]]);
  return t.app.inject({ method: 'POST', url, headers: { ...t.bearer(token), ...body.headers }, payload: body.payload });
}
async function dryRun(token: string, file: Buffer, fields: Record<string, string> = { key: 'id' }, name?: string) {
  const response = await send('/api/accounts/imports', token, file, fields, name);
  if (response.statusCode !== 200) throw new Error(response.body);
  return { preview: response.json() as ImportPreview, body: response.body };
}
async function apply(token: string, id: number, file: Buffer, name?: string) {
  const response = await send(`/api/accounts/imports/${id}/apply`, token, file, {}, name);
  if (response.statusCode !== 200) throw new Error(response.body);
  return { progress: response.json() as ImportProgress, body: response.body };
}
const profilesOf = async (userId: number) =>
  (await db.query<{ total: number }>('SELECT count(*)::int AS total FROM accounts WHERE user_id = $1', [userId]))[0]!.total;

describe('importing 1,000 profiles from a CSV with a BOM and `;`', () => {
  const { rows, kinds } = fleetRows();
  const file = csv([[...HEADER, ...HEADER_MORE], ...rows]);

  it('checks every row as the profile form does, refusing each bad row by line and column, and creates the rest once', async () => {
    const before = await profilesOf(ownerId);
    const { preview, body } = await dryRun(owner, file, { key: 'comment' });
    expect(preview.counts).toEqual({ created: 700, updated: 0, unchanged: 0, refused: 300 });
    expect(preview.import).toMatchObject({ status: 'checked', totalRows: 1000, processedRows: 0 });
    const byLine = new Map(preview.rows.map((row) => [row.row, row]));
    // Line 1 is the header: data row i is line i + 2.
    const refusalOf = (kind: Kind) => byLine.get(kinds.indexOf(kind) + 2)!.refusals;
    expect(refusalOf('badProxy')).toEqual([{ column: 'Проксі', message: messages.proxyInvalid }]);
    expect(refusalOf('loopback')).toEqual([{ column: 'Проксі', message: messages.proxyForbiddenAddress }]);
    expect(refusalOf('metadata')).toEqual([{ column: 'Проксі', message: messages.proxyForbiddenAddress }]);
    expect(refusalOf('missingSecret')).toEqual([{ column: 'YouTube Client secret', message: messages.clientSecretRequired }]);
    expect(refusalOf('unknownGroup')[0]).toEqual({
      column: 'Група',
      message: importMessages.groupUnknown(`Невідома ${kinds.indexOf('unknownGroup') + 1}`),
    });
    expect(refusalOf('duplicate')).toEqual([{ column: 'Коментар', message: importMessages.duplicateKey(kinds.indexOf('duplicate') + 1) }]);
    for (const kind of KINDS) expect(kinds.filter((k, i) => k === kind && byLine.get(i + 2)!.action === 'refuse')).toHaveLength(50);
    expect(byLine.get(308)).toMatchObject({ action: 'create', comments: 'Київ; "головний"' });
    // The proxy shows only as its endpoint: its login and password are secrets too.
    expect(byLine.get(303)).toMatchObject({ action: 'create', proxy: 'http://1.1.1.52:3128' });
    expect(body).not.toContain(SECRET_MARK);
    expect(await profilesOf(ownerId)).toBe(before);

    const first = await apply(owner, preview.import.id, file);
    expect(first.progress).toMatchObject({
      status: 'done',
      processedRows: 1000,
      result: { created: 700, updated: 0, unchanged: 0, refused: 300 },
    });
    expect(await profilesOf(ownerId)).toBe(before + 700);

    // Sent again twice, dry run and apply: the same import, the same answer, nothing created twice.
    for (let round = 0; round < 2; round += 1) {
      const again = await dryRun(owner, file, { key: 'comment' });
      expect(again.preview.import).toMatchObject({ id: preview.import.id, status: 'done' });
      const repeated = await apply(owner, again.preview.import.id, file);
      expect(repeated.progress).toEqual(first.progress);
      expect(repeated.body).not.toContain(SECRET_MARK);
    }
    expect(await profilesOf(ownerId)).toBe(before + 700);

    const [stored] = await db.query<{
      comments: string;
      group_name: string | null;
      in_youtube: boolean;
      youtube_client_secret_enc: Uint8Array | null;
    }>(
      `SELECT a.comments, g.name AS group_name, a.in_youtube, a.youtube_client_secret_enc
         FROM accounts a LEFT JOIN account_groups g ON g.id = a.group_id WHERE a.user_id = $1 AND a.comments = 'Профіль №1000'`,
      [ownerId],
    );
    expect(stored).toMatchObject({ group_name: 'Основна', in_youtube: true });
    // Sealed as the form seals it: the stored bytes are not the secret.
    expect(Buffer.from(stored!.youtube_client_secret_enc!).toString('utf8')).not.toContain(SECRET_MARK);
    expect(t.logs.join('\n')).not.toContain(SECRET_MARK);
  });

  it('answers the progress of an import, and only to its owner', async () => {
    const { preview } = await dryRun(owner, file, { key: 'comment' });
    const progress = await t.call('GET', `/api/accounts/imports/${preview.import.id}`, owner);
    expect(progress.json()).toMatchObject({ id: preview.import.id, status: 'done', processedRows: 1000 });
    expect((await t.call('GET', `/api/accounts/imports/${preview.import.id}`, stranger)).statusCode).toBe(404);
  });

  it('refuses to apply a file other than the one checked', async () => {
    const { preview } = await dryRun(owner, csv([HEADER, ['', 'http://8.8.8.8:3128', 'ipv4', 'інший', '', 'ні', '', '', 'ні', '']]));
    const response = await send(`/api/accounts/imports/${preview.import.id}/apply`, owner, file);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: importMessages.importFileChanged });
  });
});

describe('export, then import again', () => {
  it('exports the owner’s profiles without secrets, and the export imported with key id changes nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/export?format=xlsx', headers: t.bearer(owner) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('profiles.xlsx');
    const exported = response.rawPayload;
    expect(exported.toString('latin1')).not.toContain('tiktoktoken');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toContain('YouTube: доступи задано');
    expect(sheet.actualRowCount - 1).toBe(await profilesOf(ownerId));
    const secretColumn = header.indexOf('YouTube Client secret') + 1;
    const setColumn = header.indexOf('YouTube: доступи задано') + 1;
    const withYouTube = sheet.getRows(2, sheet.actualRowCount - 1)!.find((row) => row.getCell(setColumn).text === 'так')!;
    expect(withYouTube.getCell(secretColumn).text).toBe('');

    const before = await db.query('SELECT id, updated_at, proxy_credentials_enc, group_id FROM accounts WHERE user_id = $1 ORDER BY id', [
      ownerId,
    ]);
    const { preview } = await dryRun(owner, exported, { key: 'id' }, 'profiles.xlsx');
    expect(preview.counts).toEqual({ created: 0, updated: 0, unchanged: before.length, refused: 0 });
    const { progress } = await apply(owner, preview.import.id, exported, 'profiles.xlsx');
    expect(progress.result).toEqual({ created: 0, updated: 0, unchanged: before.length, refused: 0 });
    expect(
      await db.query('SELECT id, updated_at, proxy_credentials_enc, group_id FROM accounts WHERE user_id = $1 ORDER BY id', [ownerId]),
    ).toEqual(before);
  });

  it("exports only what the list's search finds, as CSV with the template's columns", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/export?format=csv&q=${encodeURIComponent('Профіль №99')}`,
      headers: t.bearer(owner),
    });
    const text = response.body.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('"Проксі"');
    expect(lines.slice(1).every((line) => line.includes('Профіль №99'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
  });

  it("refuses another user's profile id as not found, and an admin may update it", async () => {
    const [theirs] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 LIMIT 1', [ownerId]);
    const file = csv([HEADER, [String(theirs!.id), 'http://8.8.8.8:3128', 'ipv4', 'чуже', '', 'ні', '', '', 'ні', '']]);
    const { preview } = await dryRun(stranger, file);
    expect(preview.rows[0]).toMatchObject({ action: 'refuse', id: null, refusals: [{ column: 'ID', message: messages.accountNotFound }] });
    expect((await dryRun(admin, file)).preview.rows[0]).toMatchObject({ action: 'update', id: theirs!.id });
  });
});

describe('the file and its options', () => {
  it('creates a missing group once when asked to', async () => {
    const file = csv([
      HEADER,
      ...['нова-1', 'нова-2'].map((comment) => ['', 'http://8.8.8.8:3128', '', comment, 'Нова група', '', '', '', '', '']),
    ]);
    const { preview } = await dryRun(owner, file, { key: 'comment', createGroups: 'true' });
    expect(preview.counts.created).toBe(2);
    await apply(owner, preview.import.id, file);
    const groups = await db.query('SELECT id FROM account_groups WHERE user_id = $1 AND name = $2', [ownerId, 'Нова група']);
    expect(groups).toHaveLength(1);
  });

  it('reads `,` CSV without a BOM and refuses unknown columns and bad switches', async () => {
    const plain = Buffer.from('Проксі,Коментар,TikTok\nhttp://8.8.8.8:3128,"кома, всередині",може\n', 'utf8');
    const { preview } = await dryRun(owner, plain, { key: 'comment' });
    expect(preview.rows[0]).toMatchObject({
      row: 2,
      comments: 'кома, всередині',
      refusals: [{ column: 'TikTok', message: importMessages.switchInvalid }],
    });
    const unknown = await send('/api/accounts/imports', owner, Buffer.from('Проксі;Пароль\nx;y\n'));
    expect(unknown.json()).toEqual({ message: importMessages.unknownColumns(['Пароль']) });
  });

  it('reads the template back (CSV with its # lines, XLSX with its explanation sheet)', async () => {
    for (const format of ['csv', 'xlsx']) {
      const template = await t.app.inject({
        method: 'GET',
        url: `/api/accounts/import-template?format=${format}`,
        headers: t.bearer(owner),
      });
      expect(template.statusCode).toBe(200);
      const response = await send('/api/accounts/imports', owner, template.rawPayload, { key: 'id' }, `template.${format}`);
      expect(response.json()).toEqual({ message: importMessages.importEmpty });
    }
  });

  it('names the row limit and the size limit', async () => {
    const many = csv([['Проксі'], ...Array.from({ length: 10_001 }, () => ['http://8.8.8.8:3128'])]);
    const rowsRefused = await send('/api/accounts/imports', owner, many);
    expect(rowsRefused.statusCode).toBe(413);
    expect(rowsRefused.json()).toEqual({ message: importMessages.importTooManyRows(10_000) });
    const large = await send('/api/accounts/imports', owner, Buffer.alloc(11 * 1024 * 1024, 'a'));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: importMessages.importFileTooLarge(10) });
  });
});
