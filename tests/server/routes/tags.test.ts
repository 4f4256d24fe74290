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
