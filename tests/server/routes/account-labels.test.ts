import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_MAX_LENGTH, LABELS_PER_PROFILE } from '@shared/lib/labels';
import { messages } from '@shared/messages';
import type { ImportPreview } from '@shared/schemas/account-imports';
import type { AccountDetail, AccountLabel, AccountListItem } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import type { HealthRow, HealthSummary } from '@shared/schemas/fleet-health';
import type { SessionUser } from '@shared/schemas/auth';
import type { Database } from '@server/db/database';
import { AccountRepository } from '@server/services/accounts/account-repository';
import { ProfileLabelService } from '@server/services/accounts/label-service';
import { multipart } from '../helpers/media-fixtures';
import { createTestApp, type Method, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { recordEventsWithoutDispatch } from '../helpers/events';

/**
 * Labels on profiles: set by the form (create, edit), one label whatever its case ('Київ' = 'київ', the
 * owner's first spelling kept), the `label` filter of the profiles list and the health board, the labels
 * list with its counts, the bulk add and remove methods (another user's profiles untouched) and the
 * 'Мітки' column of the import.
 */

let db: Database;
let t: TestApp;
let admin: string;
let owner: string;
let stranger: string;
let ownerUser: SessionUser;
let strangerUser: SessionUser;
let adminUser: SessionUser;
let labels: ProfileLabelService;

const call = (method: Method, url: string, token?: string, payload?: object) => t.call(method, url, token, payload);
const create = async (token: string, body: object = {}) => {
  const response = await call('POST', '/api/accounts', token, { proxy: 'http://8.8.8.8:3128', inYouTube: false, ...body });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as AccountDetail;
};
const listIds = async (token: string, query: string) =>
  ((await call('GET', `/api/accounts?${query}`, token)).json() as Page<AccountListItem>).data.map((account) => account.id);

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  admin = (await t.login()).accessToken;
  const ownerId = await t.createUser('labeller', 'labeller-pass');
  const strangerId = await t.createUser('stranger', 'stranger-pass');
  owner = (await t.login('labeller', 'labeller-pass')).accessToken;
  stranger = (await t.login('stranger', 'stranger-pass')).accessToken;
  ownerUser = { id: ownerId, login: 'labeller', role: 'user' } as SessionUser;
  strangerUser = { id: strangerId, login: 'stranger', role: 'user' } as SessionUser;
  adminUser = { id: 1, login: 'admin', role: 'admin' } as SessionUser;
  labels = new ProfileLabelService(db, new AccountRepository(db, recordEventsWithoutDispatch(db)));
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('labels in the profile form', () => {
  it('stores the labels of a new profile trimmed, once whatever their case, in their first spelling and order', async () => {
    const created = await create(owner, { labels: ['  Київ ', 'beauty', 'київ', 'Клієнт   А'] });
    expect(created.labels).toEqual(['Київ', 'beauty', 'Клієнт А']);
    expect((await call('GET', `/api/accounts/${created.id}`, owner)).json().labels).toEqual(['Київ', 'beauty', 'Клієнт А']);
  });

  it("replaces them on an edit that sends them, keeps them on one that does not, and keeps a label's stored spelling", async () => {
    const { id } = await create(owner, { labels: ['Одеса', 'food'] });
    const kept = (await call('PATCH', `/api/accounts/${id}`, owner, { comments: 'інший коментар' })).json() as AccountDetail;
    expect(kept.labels).toEqual(['Одеса', 'food']);
    const replaced = (await call('PATCH', `/api/accounts/${id}`, owner, { labels: ['FOOD', 'Львів'] })).json() as AccountDetail;
    expect(replaced.labels).toEqual(['food', 'Львів']);
    expect((await call('PATCH', `/api/accounts/${id}`, owner, { labels: [] })).json().labels).toEqual([]);
  });

  it("spells a label on another profile as its owner first did ('київ' joins 'Київ')", async () => {
    const { id } = await create(owner, { labels: ['київ'] });
    expect((await call('GET', `/api/accounts/${id}`, owner)).json().labels).toEqual(['Київ']);
  });

  it('refuses a label longer than 50 characters, more than 20 labels, an empty one and one with a comma', async () => {
    const long = 'д'.repeat(LABEL_MAX_LENGTH + 1);
    const tooLong = await call('POST', '/api/accounts', owner, { proxy: 'http://8.8.8.8:3128', labels: [long] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toEqual([messages.labelTooLong(long, LABEL_MAX_LENGTH)]);
    const many = Array.from({ length: LABELS_PER_PROFILE + 1 }, (_, i) => `мітка ${i}`);
    const tooMany = await call('POST', '/api/accounts', owner, { proxy: 'http://8.8.8.8:3128', labels: many });
    expect(tooMany.json().message).toEqual([messages.tooManyLabels(LABELS_PER_PROFILE)]);
    // The same label in two cases counts once: 20 distinct labels plus a repeat fit.
    const fits = await call('POST', '/api/accounts', owner, {
      proxy: 'http://8.8.8.8:3128',
      labels: [...many.slice(0, LABELS_PER_PROFILE), 'МІТКА 0'],
    });
    expect(fits.statusCode).toBe(201);
    await call('DELETE', `/api/accounts/${fits.json().id}`, owner);
    expect((await call('POST', '/api/accounts', owner, { proxy: 'http://8.8.8.8:3128', labels: [' '] })).json().message).toEqual([
      messages.labelEmpty,
    ]);
    expect((await call('POST', '/api/accounts', owner, { proxy: 'http://8.8.8.8:3128', labels: ['a, b'] })).json().message).toEqual([
      messages.labelSeparator,
    ]);
  });
});

describe('the label filter and the labels list', () => {
  let kyiv: number;
  let lviv: number;
  let plain: number;
  let theirs: number;

  beforeAll(async () => {
    await db.query('DELETE FROM accounts');
    kyiv = (await create(owner, { labels: ['Київ', 'beauty'], inYouTube: false })).id;
    lviv = (await create(owner, { labels: ['Львів', 'Beauty'] })).id;
    plain = (await create(owner)).id;
    theirs = (await create(stranger, { labels: ['київ', 'Таємна'] })).id;
  });

  it("keeps the owner's profiles carrying the label, case ignored, and any of several", async () => {
    expect(await listIds(owner, `label=${encodeURIComponent('КИЇВ')}`)).toEqual([kyiv]);
    expect(await listIds(owner, `label=${encodeURIComponent('Київ')}&label=${encodeURIComponent('львів')}`)).toEqual([lviv, kyiv]);
    expect(await listIds(owner, 'label=beauty')).toEqual([lviv, kyiv]);
    const page = (await call('GET', '/api/accounts?label=beauty', owner)).json() as Page<AccountListItem>;
    expect(page.total).toBe(2);
    expect(page.data.find((row) => row.id === kyiv)?.labels).toEqual(['Київ', 'beauty']);
    expect(await listIds(owner, '')).toEqual([plain, lviv, kyiv]);
  });

  it("never answers another user's profiles; an admin sees everyone's", async () => {
    expect(await listIds(stranger, `label=${encodeURIComponent('Київ')}`)).toEqual([theirs]);
    expect(await listIds(admin, `label=${encodeURIComponent('Київ')}`)).toEqual([theirs, kyiv]);
    expect(await listIds(owner, `label=${encodeURIComponent('Таємна')}`)).toEqual([]);
  });

  it('combines with the search and refuses more than 20 labels', async () => {
    expect(await listIds(owner, `label=beauty&q=${lviv}`)).toEqual([lviv]);
    const many = Array.from({ length: LABELS_PER_PROFILE + 1 }, (_, i) => `label=l${i}`).join('&');
    expect((await call('GET', `/api/accounts?${many}`, owner)).statusCode).toBe(400);
  });

  it('lists the labels the user sees, each once with how many profiles carry it', async () => {
    const mine = (await call('GET', '/api/accounts/labels', owner)).json() as AccountLabel[];
    // By name, as Ukrainian sorts (Cyrillic before Latin).
    expect(mine).toEqual([
      { label: 'Київ', count: 1 },
      { label: 'Львів', count: 1 },
      { label: 'beauty', count: 2 },
    ]);
    const all = (await call('GET', '/api/accounts/labels', admin)).json() as AccountLabel[];
    expect(all.find((label) => label.label.toLowerCase() === 'київ')?.count).toBe(2);
    expect(all.map((label) => label.label)).toContain('Таємна');
  });

  it('filters the health board and its summary by label, showing each row its labels', async () => {
    await db.query('UPDATE accounts SET in_youtube = true');
    const board = (await call('GET', `/api/accounts/health?label=${encodeURIComponent('київ')}`, owner)).json() as Page<HealthRow>;
    expect(board.data.map((row) => row.account.id)).toEqual([kyiv]);
    expect(board.data[0]!.labels).toEqual(['Київ', 'beauty']);
    expect(board.total).toBe(1);
    const both = (await call('GET', '/api/accounts/health?label=beauty', owner)).json() as Page<HealthRow>;
    expect(both.data.map((row) => row.account.id).sort()).toEqual([kyiv, lviv].sort());
    const summary = (await call('GET', '/api/accounts/health/summary?label=beauty', owner)).json() as HealthSummary;
    expect(summary.total).toBe(2);
    const adminBoard = (await call('GET', `/api/accounts/health?label=${encodeURIComponent('Київ')}`, admin)).json() as Page<HealthRow>;
    expect(adminBoard.data.map((row) => row.account.id).sort()).toEqual([kyiv, theirs].sort());
  });

  it('goes with the profile when it is deleted', async () => {
    const { id } = await create(owner, { labels: ['тимчасова'] });
    await call('DELETE', `/api/accounts/${id}`, owner);
    expect((await db.query('SELECT 1 FROM account_labels WHERE account_id = $1', [id])).length).toBe(0);
  });
});

describe('adding and removing labels on many profiles at once', () => {
  let mine: number[];
  let theirs: number;

  beforeAll(async () => {
    await db.query('DELETE FROM accounts');
    mine = [(await create(owner, { labels: ['Київ'] })).id, (await create(owner)).id, (await create(owner)).id];
    theirs = (await create(stranger, { labels: ['чуже'] })).id;
  });

  const labelsOf = async (id: number) =>
    (await db.query<{ label: string }>('SELECT label FROM account_labels WHERE account_id = $1 ORDER BY id', [id])).map((row) => row.label);

  it("adds to the user's own profiles only, in the owner's first spelling, and adding again changes nothing", async () => {
    const first = await labels.addLabels(ownerUser, [...mine, theirs], ['київ', 'Нова']);
    expect(first).toEqual([
      { accountId: mine[0], outcome: 'added' },
      { accountId: mine[1], outcome: 'added' },
      { accountId: mine[2], outcome: 'added' },
      { accountId: theirs, outcome: 'notFound' },
    ]);
    expect(await labelsOf(mine[1]!)).toEqual(['Київ', 'Нова']);
    expect(await labelsOf(theirs)).toEqual(['чуже']);
    const again = await labels.addLabels(ownerUser, mine, ['КИЇВ', 'нова']);
    expect(again.map((result) => result.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await labelsOf(mine[0]!)).toEqual(['Київ', 'Нова']);
  });

  it('adds nothing to a profile that would carry more than 20 labels, and the others still get theirs', async () => {
    const eighteen = Array.from({ length: 18 }, (_, i) => `м${i}`);
    await labels.addLabels(ownerUser, [mine[2]!], eighteen);
    const results = await labels.addLabels(ownerUser, mine, ['ще одна']);
    expect(results.map((result) => result.outcome)).toEqual(['added', 'added', 'tooMany']);
    expect(await labelsOf(mine[2]!)).toHaveLength(20);
    await expect(labels.addLabels(ownerUser, mine, ['д'.repeat(51)])).rejects.toMatchObject({ statusCode: 400 });
  });

  it("removes from the user's own profiles only, case ignored, and removing again changes nothing", async () => {
    const removed = await labels.removeLabels(ownerUser, [...mine, theirs], ['НОВА', 'чуже']);
    expect(removed.map((result) => result.outcome)).toEqual(['removed', 'removed', 'removed', 'notFound']);
    expect(await labelsOf(theirs)).toEqual(['чуже']);
    expect((await labels.removeLabels(ownerUser, mine, ['нова'])).map((result) => result.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    // The stranger cannot reach the owner's profiles either; an admin reaches everyone's.
    expect((await labels.addLabels(strangerUser, [mine[0]!], ['злам']))[0]!.outcome).toBe('notFound');
    expect((await labels.removeLabels(adminUser, [theirs], ['чуже']))[0]!.outcome).toBe('removed');
  });

  it("offers the publication form each label with the user's profiles carrying it", async () => {
    const targets = await labels.targets(ownerUser);
    expect(targets.find((target) => target.label === 'Київ')?.accounts).toEqual(mine);
    expect(targets.some((target) => target.label === 'злам' || target.label === 'чуже')).toBe(false);
  });
});

describe("the import's 'Мітки' column", () => {
  const csv = (rows: string[][]) =>
    Buffer.from('\uFEFF' + rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(';')).join('\r\n') + '\r\n');
  const send = async (url: string, file: Buffer, fields: Record<string, string> = {}) => {
    const body = await multipart([...Object.entries(fields), ['file', file, 'profiles.csv']]);
    return t.app.inject({ method: 'POST', url, headers: { ...t.bearer(owner), ...body.headers }, payload: body.payload });
  };

  it('sets the labels of a created profile, replaces those of an updated one, and refuses a bad cell by row and column', async () => {
    await db.query('DELETE FROM accounts');
    const existing = await create(owner, { labels: ['стара', 'Київ'], comments: 'Існуючий' });
    const long = 'д'.repeat(51);
    const many = Array.from({ length: 21 }, (_, i) => `m${i}`).join(', ');
    const file = csv([
      ['ID', 'Проксі', 'Коментар', 'Мітки'],
      ['', 'http://8.8.8.8:3128', 'Новий', 'Одеса; beauty, київ'],
      [String(existing.id), 'http://8.8.8.8:3128', 'Існуючий', 'КИЇВ; нова'],
      ['', 'http://8.8.8.8:3128', 'Задовга', long],
      ['', 'http://8.8.8.8:3128', 'Забагато', many],
    ]);
    const preview = (await send('/api/accounts/imports', file, { key: 'id' })).json() as ImportPreview;
    expect(preview.rows.map((row) => row.action)).toEqual(['create', 'update', 'refuse', 'refuse']);
    expect(preview.rows[2]!.refusals).toEqual([{ column: 'Мітки', message: messages.labelTooLong(long, 50) }]);
    expect(preview.rows[3]!.refusals).toEqual([{ column: 'Мітки', message: messages.tooManyLabels(20) }]);
    const applied = await send(`/api/accounts/imports/${preview.import.id}/apply`, file);
    expect(applied.statusCode).toBe(200);
    const created = (await db.query<{ id: number }>("SELECT id FROM accounts WHERE comments = 'Новий'"))[0]!;
    // 'київ' takes the owner's first spelling, 'Київ'; the existing profile keeps its own spelling and loses 'стара'.
    expect((await call('GET', `/api/accounts/${created.id}`, owner)).json().labels).toEqual(['Одеса', 'beauty', 'Київ']);
    expect((await call('GET', `/api/accounts/${existing.id}`, owner)).json().labels).toEqual(['Київ', 'нова']);

    // The same labels again, in another case and order: nothing to change.
    const again = csv([
      ['ID', 'Проксі', 'Коментар', 'Мітки'],
      [String(existing.id), 'http://8.8.8.8:3128', 'Існуючий', 'НОВА, київ'],
    ]);
    expect(((await send('/api/accounts/imports', again, { key: 'id' })).json() as ImportPreview).rows[0]!.action).toBe('unchanged');
  });

  it("exports the labels in the 'Мітки' column, separated by '; '", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/export?format=csv', headers: t.bearer(owner) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"Мітки"');
    expect(response.body).toContain('"Київ; нова"');
    // What the list's label filter shows, and only that.
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/export?format=csv&label=${encodeURIComponent('одеса')}`,
      headers: t.bearer(owner),
    });
    expect(filtered.body).toContain('"Новий"');
    expect(filtered.body).not.toContain('"Існуючий"');
  });
});
