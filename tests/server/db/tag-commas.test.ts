import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import type { PublishedItem } from '@shared/schemas/publications';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createProfile, finishedRequest, payload } from '../helpers/publishing-setup';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Issue 15, bug 9: a tag with a comma was one chip in a tag set and two tags once published. Every
 * tag is now split at commas as at blanks — tag sets, publications, and the rows stored before.
 */
const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { RUN_WORKERS: 'false', ALLOW_PRIVATE_PROXY: 'true' });
  ({ accessToken: admin, userId: adminId } = await t.login());
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('tags never hold a comma', () => {
  it('a tag set saved with "a,b" has two tags, on create and on edit', async () => {
    const created = await t.call('POST', '/api/tags', admin, { name: 'travel', tags: ['a,b', 'Kyiv , food'] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().tags).toEqual(['a', 'b', 'kyiv', 'food']);
    const id = created.json().id as number;
    const edited = await t.call('PATCH', `/api/tags/${id}`, admin, { name: 'travel', tags: ['x,y', 'a'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().tags).toEqual(['x', 'y', 'a']);
  });

  it("a publication's tags: a comma inside a tag splits it, and the shown string round-trips", async () => {
    const profile = await createProfile(t, admin, 'http://127.0.0.1:3128', { tiktok: true });
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(
        idUpload,
        videoIds,
        [profile],
        { inTikTok: true },
        { tags: ['a,b', 'c'], tiktok: { privacyLevel: 'SELF_ONLY', allowComments: false, allowDuet: false, allowStitch: false } },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as PublishedItem;
    expect(item.tags).toBe('a, b, c');

    // The published item's form sends the string back as it shows it: the same three tags.
    const updated = await t.call('PATCH', `/api/publication/${idUpload}`, admin, {
      title: item.title,
      description: item.description,
      tags: item.tags,
      inTikTok: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as PublishedItem).tags).toBe('a, b, c');
    const [stored] = await db.query<{ tags: string[] }>('SELECT tags FROM publications WHERE id = $1', [item.id]);
    expect(stored!.tags).toEqual(['a', 'b', 'c']);
  });

  it('migration 0006 splits the tags stored before, keeping order and dropping repeats', async () => {
    const [set] = await db.query<{ id: number }>("INSERT INTO tag_sets (created_by, name, tags) VALUES ($1, 'old', $2) RETURNING id", [
      adminId,
      ['a,b', 'c', 'b, d', ','],
    ]);
    const [untouched] = await db.query<{ id: number }>(
      "INSERT INTO tag_sets (created_by, name, tags) VALUES ($1, 'clean', $2) RETURNING id",
      [adminId, ['кава', 'ранок']],
    );
    const sql = await readFile(new URL('../../../src/server/db/migrations/0006_tag_commas.sql', import.meta.url), 'utf8');
    await db.exec(sql);
    const rows = await db.query<{ id: number; tags: string[] }>('SELECT id, tags FROM tag_sets WHERE id = ANY($1) ORDER BY id', [
      [set!.id, untouched!.id],
    ]);
    expect(rows.map((row) => row.tags)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['кава', 'ранок'],
    ]);
  });
});
