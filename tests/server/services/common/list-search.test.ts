import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { SEARCH_MAX_LENGTH } from '@shared/schemas/common';
import type { Database } from '@server/db/database';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';

/**
 * `?q=` on every list (issue 15): matched server-side by substring with letter case ignored, by id
 * when q is a number, with LIKE's `%` `_` `\` meaning themselves, within the caller's own rows.
 */

let db: Database;
let t: TestApp;
let admin: string;
let olena: string;
let petro: string;
let olenaId: number;
let petroId: number;

interface Listed {
  id: number;
}
interface ListPage {
  data: Listed[];
  page: number;
  totalPages: number;
  total: number;
}

async function list(path: string, token: string, q: string, page = 1): Promise<ListPage> {
  const response = await t.app.inject({ method: 'GET', url: path, query: { page: String(page), q }, headers: t.bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListPage>();
}
const ids = async (path: string, token: string, q: string) => (await list(path, token, q)).data.map((row) => row.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

async function insertAccount(userId: number, proxy: string, comments: string) {
  const [row] = await db.query<{ id: number }>('INSERT INTO accounts (user_id, proxy, comments) VALUES ($1, $2, $3) RETURNING id', [
    userId,
    proxy,
    comments,
  ]);
  return row!.id;
}

async function insertRequest(userId: number, sourceName: string) {
  const [row] = await db.query<{ id: number; idUpload: string }>(
    `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_video, source_storage_key, source_name)
     VALUES ($1, gen_random_uuid(), 'success', 1, true, 'src/' || gen_random_uuid(), $2) RETURNING id, id_upload::text AS "idUpload"`,
    [userId, sourceName],
  );
  return row!;
}

async function insertPublication(userId: number, requestId: number, title: string) {
  const [row] = await db.query<{ id: number }>('INSERT INTO publications (user_id, request_id, title) VALUES ($1, $2, $3) RETURNING id', [
    userId,
    requestId,
    title,
  ]);
  return row!.id;
}

/** The app's statements that search (recorded while `recording`), to look at their plans. */
const searches: Array<{ sql: string; params: readonly unknown[] }> = [];
let recording = false;
const recorder = <T extends (sql: string, params?: readonly unknown[]) => Promise<unknown>>(run: T): T =>
  (async (sql: string, params: readonly unknown[] = []) => {
    if (recording && sql.includes('search_fold')) searches.push({ sql, params });
    return run(sql, params);
  }) as T;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp({ ...db, query: recorder(db.query), cachedQuery: recorder(db.cachedQuery) });
  admin = (await t.login()).accessToken;
  olenaId = await t.createUser('olena', 'olena-pass');
  petroId = await t.createUser('petro', 'petro-pass');
  olena = (await t.login('olena', 'olena-pass')).accessToken;
  petro = (await t.login('petro', 'petro-pass')).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('profiles (/api/accounts): id, comment, proxy, owner login', () => {
  const a: Record<string, number> = {};
  beforeAll(async () => {
    a.kyiv = await insertAccount(olenaId, 'http://alpha.example', 'Київ основний');
    a.percent = await insertAccount(olenaId, 'http://beta.example', 'знижка%ціна');
    a.underscore = await insertAccount(olenaId, 'socks5://gamma.example', 'під_рядок');
    a.backslash = await insertAccount(olenaId, 'http://delta.example', 'back\\slash');
    a.petroKyiv = await insertAccount(petroId, 'http://proxy-petrivka.example', 'КИЇВ запасний');
  });

  it('finds by comment with letter case ignored, Cyrillic included', async () => {
    expect(await ids('/api/accounts', admin, 'київ')).toEqual(sorted(a.kyiv!, a.petroKyiv!));
    expect(await ids('/api/accounts', admin, 'ОСНОВНИЙ')).toEqual([a.kyiv]);
  });

  it('finds by proxy and by the owner login', async () => {
    expect(await ids('/api/accounts', admin, 'GAMMA.example')).toEqual([a.underscore]);
    expect(await ids('/api/accounts', admin, 'petr')).toEqual([a.petroKyiv]);
    expect(await ids('/api/accounts', admin, 'olena')).toEqual(sorted(a.kyiv!, a.percent!, a.underscore!, a.backslash!));
  });

  it('finds by id when q is a number, and only by a whole id', async () => {
    expect(await ids('/api/accounts', admin, String(a.percent))).toEqual([a.percent]);
    expect(await ids('/api/accounts', admin, '999999')).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await ids('/api/accounts', admin, '%')).toEqual([a.percent]);
    expect(await ids('/api/accounts', admin, 'а%ц')).toEqual([a.percent]);
    expect(await ids('/api/accounts', admin, '_')).toEqual([a.underscore]);
    expect(await ids('/api/accounts', admin, 'd_r')).toEqual([]);
    expect(await ids('/api/accounts', admin, '\\')).toEqual([a.backslash]);
    expect(await ids('/api/accounts', admin, 'k\\s')).toEqual([a.backslash]);
  });

  it('keeps an ordinary user within their own profiles', async () => {
    expect(await ids('/api/accounts', olena, 'київ')).toEqual([a.kyiv]);
    expect(await ids('/api/accounts', petro, 'київ')).toEqual([a.petroKyiv]);
    expect(await ids('/api/accounts', petro, String(a.kyiv))).toEqual([]);
    expect(await ids('/api/accounts', petro, 'olena')).toEqual([]);
  });

  it('an empty or blank q is the whole list', async () => {
    const all = await list('/api/accounts', admin, '');
    expect(all.total).toBe(5);
    expect((await list('/api/accounts', admin, '   ')).total).toBe(5);
  });

  it('pages the matches: total and totalPages count only them', async () => {
    const many = [];
    for (let i = 0; i < 23; i += 1)
      many.push(await insertAccount(petroId, 'http://bulk.example', `масовий ${String.fromCharCode(97 + i)}`));
    const first = await list('/api/accounts', admin, 'Масовий');
    expect(first).toMatchObject({ page: 1, total: 23, totalPages: 2 });
    expect(first.data).toHaveLength(20);
    const second = await list('/api/accounts', admin, 'Масовий', 2);
    expect(second).toMatchObject({ page: 2, total: 23, totalPages: 2 });
    expect(second.data.map((row) => row.id).sort((x, y) => x - y)).toEqual(many.slice(0, 3));
    await db.query('DELETE FROM accounts WHERE id = ANY($1::int[])', [many]);
  });
});

describe('groups (/api/accounts-group): id, name, a member profile comment', () => {
  let kyivGroup: number;
  let petroGroup: number;
  beforeAll(async () => {
    const member = await insertAccount(olenaId, 'http://member.example', 'учасник-оболонь');
    const created = await t.call('POST', '/api/accounts-group', olena, { name: 'Київ 50%', accounts: [member] });
    expect(created.statusCode, created.body).toBe(201);
    kyivGroup = created.json<{ id: number }>().id;
    const other = await insertAccount(petroId, 'http://petro-member.example', 'петрова');
    petroGroup = (await t.call('POST', '/api/accounts-group', petro, { name: 'київ_петра', accounts: [other] })).json<{ id: number }>().id;
  });

  it('finds by name, member comment and id', async () => {
    expect(await ids('/api/accounts-group', admin, 'КИЇВ')).toEqual(sorted(kyivGroup, petroGroup));
    expect(await ids('/api/accounts-group', admin, 'оболонь')).toEqual([kyivGroup]);
    expect(await ids('/api/accounts-group', admin, String(petroGroup))).toEqual([petroGroup]);
    expect(await ids('/api/accounts-group', admin, '%')).toEqual([kyivGroup]);
    expect(await ids('/api/accounts-group', admin, '_')).toEqual([petroGroup]);
  });

  it('keeps an ordinary user within their own groups', async () => {
    expect(await ids('/api/accounts-group', olena, 'київ')).toEqual([kyivGroup]);
    expect(await ids('/api/accounts-group', olena, String(petroGroup))).toEqual([]);
    expect(await ids('/api/accounts-group', petro, 'оболонь')).toEqual([]);
  });
});

describe('tag sets (/api/tags): id, name, any tag', () => {
  let travel: number;
  let food: number;
  beforeAll(async () => {
    travel = (await t.call('POST', '/api/tags', olena, { name: 'Подорожі', tags: ['travel', 'mountains'] })).json<{ id: number }>().id;
    food = (await t.call('POST', '/api/tags', petro, { name: 'Їжа', tags: ['борщ', 'food_blog'] })).json<{ id: number }>().id;
  });

  it('finds by name, by a tag and by id, for every signed-in user', async () => {
    expect(await ids('/api/tags', olena, 'подорож')).toEqual([travel]);
    expect(await ids('/api/tags', olena, 'MOUNT')).toEqual([travel]);
    expect(await ids('/api/tags', petro, 'БОРЩ')).toEqual([food]);
    expect(await ids('/api/tags', petro, String(travel))).toEqual([travel]);
    expect(await ids('/api/tags', petro, '_')).toEqual([food]);
    expect(await ids('/api/tags', petro, 'нема такого')).toEqual([]);
  });
});

describe('background folders (/api/folder/photo-bg): name', () => {
  let autumn: number;
  beforeAll(async () => {
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO background_folders (name, created_by) VALUES ('Осінь у парку', $1) RETURNING id",
      [olenaId],
    );
    autumn = row!.id;
    await db.query("INSERT INTO background_folders (name, created_by) VALUES ('Зима', $1)", [petroId]);
  });

  it('finds by name for every signed-in user', async () => {
    expect(await ids('/api/folder/photo-bg', petro, 'ОСІНЬ')).toEqual([autumn]);
    expect(await ids('/api/folder/photo-bg', petro, 'у п')).toEqual([autumn]);
    expect(await ids('/api/folder/photo-bg', petro, '%')).toEqual([]);
  });
});

describe('users (/api/users): id, login', () => {
  it('finds by login and by id', async () => {
    expect(await ids('/api/users', admin, 'OLE')).toEqual([olenaId]);
    expect(await ids('/api/users', admin, String(petroId))).toEqual([petroId]);
    expect((await list('/api/users', admin, 'ни')).total).toBe(0);
  });

  it('stays admin-only with q', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users', query: { q: 'olena' }, headers: t.bearer(olena) });
    expect(response.statusCode).toBe(403);
  });
});

describe('creation requests (/api/create-video) and the YouTube list (/api/publication)', () => {
  let sunset: { id: number; idUpload: string };
  let morning: { id: number; idUpload: string };
  let petroRequest: { id: number; idUpload: string };
  let sunsetPublication: number;
  let petroPublication: number;
  beforeAll(async () => {
    sunset = await insertRequest(olenaId, 'sunset_dnipro.mp4');
    morning = await insertRequest(olenaId, 'ранок.mov');
    petroRequest = await insertRequest(petroId, 'sunset-petro.mp4');
    sunsetPublication = await insertPublication(olenaId, sunset.id, 'Вечірній Дніпро');
    await insertPublication(olenaId, morning.id, '');
    petroPublication = await insertPublication(petroId, petroRequest.id, 'Вечір у Львові');
  });

  it('finds requests by source name, idUpload, publication title and id', async () => {
    expect(await ids('/api/create-video', admin, 'SUNSET')).toEqual(sorted(sunset.id, petroRequest.id));
    expect(await ids('/api/create-video', admin, 'Ранок')).toEqual([morning.id]);
    expect(await ids('/api/create-video', admin, morning.idUpload.slice(9, 18).toUpperCase())).toEqual([morning.id]);
    expect(await ids('/api/create-video', admin, 'вечірній')).toEqual([sunset.id]);
    expect(await ids('/api/create-video', admin, String(petroRequest.id))).toContain(petroRequest.id);
    expect(await ids('/api/create-video', admin, 't_d')).toEqual([sunset.id]);
  });

  it('keeps an ordinary user within their own requests', async () => {
    expect(await ids('/api/create-video', olena, 'sunset')).toEqual([sunset.id]);
    expect(await ids('/api/create-video', petro, 'вечірній')).toEqual([]);
    expect(await ids('/api/create-video', petro, morning.idUpload)).toEqual([]);
  });

  it('finds publications by title, idUpload and id, on both paths', async () => {
    expect(await ids('/api/publication', admin, 'ВЕЧІР')).toEqual(sorted(sunsetPublication, petroPublication));
    expect(await ids('/api/publication', admin, morning.idUpload)).toHaveLength(1);
    expect(await ids('/api/publication', admin, String(petroPublication))).toContain(petroPublication);
    expect(await ids('/api/upload-video', admin, 'львов')).toEqual([petroPublication]);
  });

  it('keeps an ordinary user within their own publications', async () => {
    expect(await ids('/api/publication', olena, 'вечір')).toEqual([sunsetPublication]);
    expect(await ids('/api/upload-video', petro, 'дніпро')).toEqual([]);
  });
});

describe('a bad q', () => {
  const paths = [
    '/api/accounts',
    '/api/accounts-group',
    '/api/tags',
    '/api/folder/photo-bg',
    '/api/users',
    '/api/create-video',
    '/api/publication',
    '/api/upload-video',
  ];

  it(`longer than ${SEARCH_MAX_LENGTH} characters answers 400 with a Ukrainian message on every list`, async () => {
    for (const url of paths) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        query: { q: 'я'.repeat(SEARCH_MAX_LENGTH + 1) },
        headers: t.bearer(admin),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: [messages.searchTooLong] });
    }
  });

  it(`of exactly ${SEARCH_MAX_LENGTH} characters, or longer only by surrounding spaces, is taken`, async () => {
    expect((await list('/api/accounts', admin, 'я'.repeat(SEARCH_MAX_LENGTH))).total).toBe(0);
    expect((await list('/api/accounts', admin, ` ${'я'.repeat(SEARCH_MAX_LENGTH)} `)).total).toBe(0);
  });

  it('given twice answers 400 in Ukrainian, not 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts?q=a&q=b', headers: t.bearer(admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [messages.searchInvalid] });
  });
});

describe('trigram indexes (0004_search.sql)', () => {
  // With sequential scans priced out, the planner picks an index whenever one matches the
  // expression the service searches (list-search.ts), so each plan names the index made for it.
  const contains = (expression: string) => `search_fold(${expression}) LIKE search_fold('%київ%'::text)`;
  const cases: Array<[string, string]> = [
    ['accounts_comments_trgm', `SELECT id FROM accounts a WHERE ${contains('a.comments')}`],
    ['accounts_proxy_trgm', `SELECT id FROM accounts a WHERE ${contains('a.proxy')}`],
    ['users_login_trgm', `SELECT id FROM users u WHERE ${contains('u.login')}`],
    ['account_groups_name_trgm', `SELECT id FROM account_groups g WHERE ${contains('g.name')}`],
    ['tag_sets_name_trgm', `SELECT id FROM tag_sets t WHERE ${contains('t.name')}`],
    ['tag_sets_tags_trgm', `SELECT id FROM tag_sets t WHERE ${contains('tags_search_text(t.tags)')}`],
    ['background_folders_name_trgm', `SELECT id FROM background_folders f WHERE ${contains('f.name')}`],
    ['creation_requests_source_name_trgm', `SELECT id FROM creation_requests r WHERE ${contains('r.source_name')}`],
    ['creation_requests_id_upload_trgm', `SELECT id FROM creation_requests r WHERE ${contains('r.id_upload::text')}`],
    ['publications_title_trgm', `SELECT id FROM publications p WHERE ${contains('p.title')}`],
  ];

  it.each(cases)('%s serves its column', async (index, query) => {
    const plan = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(index);
  });
});

describe("every list's search can be served by indexes", () => {
  // With sequential scans priced out, the planner reads rows through any index that serves a
  // condition. A text comparison (LIKE, `~~` in a plan) left as a Filter means some alternative of
  // the search had no index it could use (e.g. one on another table, joined), so every row's text
  // would be folded and compared: each must be an index's condition (or its recheck).
  it.each([
    ['/api/accounts', 'accounts_comments_trgm'],
    ['/api/accounts-group', 'account_groups_name_trgm'],
    ['/api/tags', 'tag_sets_tags_trgm'],
    ['/api/folder/photo-bg', 'background_folders_name_trgm'],
    ['/api/users', 'users_login_trgm'],
    ['/api/create-video', 'creation_requests_source_name_trgm'],
    ['/api/publication', 'publications_title_trgm'],
  ])('%s compares texts only through indexes (%s, …)', async (path, index) => {
    searches.length = 0;
    recording = true;
    try {
      // Past the first page, so that the count query runs as well.
      await t.app.inject({ method: 'GET', url: path, query: { q: 'ab12c', page: '5' }, headers: t.bearer(admin) });
    } finally {
      recording = false;
    }
    expect(searches.length).toBeGreaterThanOrEqual(2);
    for (const { sql, params } of searches) {
      const plan = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        return rows.map((row) => row['QUERY PLAN']);
      });
      const comparisons = plan.filter((line) => line.includes('~~'));
      expect(comparisons.length, sql).toBeGreaterThan(0);
      for (const line of comparisons) expect(line.trim(), plan.join('\n')).toMatch(/^(Index Cond|Recheck Cond):/);
      expect(plan.join('\n')).toContain(index);
    }
  });
});

describe('letter case whatever the database locale', () => {
  it('search_fold folds Ukrainian capitals and ASCII', async () => {
    const [row] = await db.query<{ folded: string }>("SELECT search_fold('ҐАНОК Є ЇЖАК І КИЇВ, Lviv') AS folded");
    expect(row!.folded).toBe('ґанок є їжак і київ, lviv');
  });

  // A PostgreSQL database created with the plain C locale folds only ASCII in lower() and ILIKE.
  it.runIf(process.env.TEST_DB === 'postgres')('finds Cyrillic in any case on a PostgreSQL database with LC_CTYPE C', async () => {
    const pg = (await import('pg')).default;
    const { openDatabase } = await import('@server/db/database');
    const { migrate } = await import('@server/db/migrate');
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_c_locale_${Date.now().toString(36)}`;
    const admin_ = new pg.Client({ connectionString: serverUrl });
    await admin_.connect();
    await admin_.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const cdb = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrate(cdb);
      const [plain] = await cdb.query<{ matches: boolean }>("SELECT 'КИЇВ' ILIKE '%київ%' AS matches");
      expect(plain!.matches).toBe(false);
      const [user] = await cdb.query<{ id: number }>("INSERT INTO users (login, password_hash) VALUES ('оЛЕна', 'x') RETURNING id");
      const { searchCondition } = await import('@server/services/common/list-search');
      const search = searchCondition('ОЛЕНА', { table: 'users u', key: 'u.id', text: ['u.login'] }, 1);
      const found = await cdb.query<{ id: number }>(`SELECT id FROM users u WHERE ${search.sql}`, search.params);
      expect(found.map((row) => row.id)).toEqual([user!.id]);
    } finally {
      await cdb.close();
      await admin_.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin_.end();
    }
  });
});
