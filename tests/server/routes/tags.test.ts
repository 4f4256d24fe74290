import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { createTestApp, type Method, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;
let admin: string;
let author: string;
let colleague: string;

const call = (method: Method, url: string, token?: string, payload?: object) => t.call(method, url, token, payload);

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  admin = (await t.login()).accessToken;
  await t.createUser('author', 'author-pass');
  await t.createUser('colleague', 'colleague-pass');
  author = (await t.login('author', 'author-pass')).accessToken;
  colleague = (await t.login('colleague', 'colleague-pass')).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('tag set rules (SPEC §5 "Tag set")', () => {
  it('needs a name and at least one tag', async () => {
    expect((await call('POST', '/api/tags', author, { name: '', tags: [] })).json()).toEqual({
      message: [messages.required, messages.minOneTag],
    });
    expect((await call('POST', '/api/tags', author, { name: 'x', tags: ['  ', ''] })).json()).toEqual({
      message: [messages.minOneTag],
    });
  });

  it('trims, lowercases and deduplicates tags', async () => {
    const response = await call('POST', '/api/tags', author, { name: 'Кулінарія', tags: ['Foo', 'foo ', ' BAR', 'bar', 'baz qux'] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Кулінарія', tags: ['foo', 'bar', 'baz', 'qux'], createdBy: { login: 'author' } });
  });
});

describe('tag sets are shared by the team', () => {
  let id: number;
  beforeAll(async () => {
    id = (await call('POST', '/api/tags', author, { name: 'Спорт', tags: ['футбол'] })).json().id;
  });

  it('are listed and shown to everyone signed in, to nobody else', async () => {
    const list = (await call('GET', '/api/tags?page=1', colleague)).json();
    expect(list.data.map((tagSet: { name: string }) => tagSet.name)).toContain('Спорт');
    expect((await call('GET', `/api/tags/${id}`, colleague)).json()).toMatchObject({ id, tags: ['футбол'] });
    expect((await call('GET', '/api/tags?page=1')).statusCode).toBe(401);
    expect((await call('GET', `/api/tags/${id}`)).statusCode).toBe(401);
  });

  it('may be changed or deleted only by their author or an admin', async () => {
    const edit = await call('PATCH', `/api/tags/${id}`, colleague, { name: 'Моє', tags: ['x'] });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: messages.notYourTagSet });
    expect((await call('DELETE', `/api/tags/${id}`, colleague)).statusCode).toBe(403);

    const byAuthor = await call('PATCH', `/api/tags/${id}`, author, { name: 'Спорт і здоровʼя', tags: ['Футбол', 'біг'] });
    expect(byAuthor.json()).toMatchObject({ name: 'Спорт і здоровʼя', tags: ['футбол', 'біг'] });
    const byAdmin = await call('PATCH', `/api/tags/${id}`, admin, { name: 'Спорт', tags: ['біг'] });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().createdBy).toMatchObject({ login: 'author' });

    expect((await call('DELETE', `/api/tags/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/tags/${id}`, author)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown tag set', async () => {
    const response = await call('PATCH', '/api/tags/9999', author, { name: 'x', tags: ['y'] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.tagSetNotFound });
  });
});

describe('the create calls of tag sets, groups, profiles and users honour Idempotency-Key', () => {
  const keyed = (url: string, token: string, key: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...t.bearer(token), 'idempotency-key': key }, payload });
  const countOf = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params))[0]!.n;

  it('a repeated key replays the first answer and creates nothing more', async () => {
    const profile = async (key: string) => keyed('/api/accounts', author, key, { proxy: 'http://8.8.8.8:3128', comments: 'двічі' });
    const cases = [
      {
        send: () => keyed('/api/tags', author, 'tag-create-key-01', { name: 'Двічі', tags: ['раз'] }),
        count: () => countOf("SELECT count(*)::int AS n FROM tag_sets WHERE name = 'Двічі'", []),
      },
      {
        send: () => profile('account-create-key-01'),
        count: () => countOf("SELECT count(*)::int AS n FROM accounts WHERE comments = 'двічі'", []),
      },
      {
        send: () => keyed('/api/users', admin, 'user-create-key-01', { login: 'twice', password: 'twice-pass' }),
        count: () => countOf("SELECT count(*)::int AS n FROM users WHERE login = 'twice'", []),
      },
    ];
    for (const { send, count } of cases) {
      const first = await send();
      expect(first.statusCode, first.body).toBe(201);
      const again = await send();
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await count()).toBe(1);
    }
    const accountId = (await profile('account-create-key-01')).json().id as number;
    const group = () => keyed('/api/accounts-group', author, 'group-create-key-01', { name: 'Двічі', accounts: [accountId] });
    const first = await group();
    expect(first.statusCode, first.body).toBe(201);
    expect((await group()).headers['idempotent-replayed']).toBe('true');
    expect(await countOf("SELECT count(*)::int AS n FROM account_groups WHERE name = 'Двічі'", [])).toBe(1);
  });
});
