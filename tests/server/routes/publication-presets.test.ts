import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { createTestApp, type Method, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;
let admin: string;
let owner: string;
let other: string;
let ownerId: number;
let ownerGroup: number;
let otherGroup: number;

const PATH = '/api/publication-presets';
const call = (method: Method, url: string, token?: string, payload?: object) => t.call(method, url, token, payload);
const newAccount = async (token: string) =>
  (await call('POST', '/api/accounts', token, { proxy: 'http://8.8.8.8:3128' })).json().id as number;
const newGroup = async (token: string, name: string) =>
  (await call('POST', '/api/accounts-group', token, { name, accounts: [await newAccount(token)] })).json().id as number;

const daily = {
  name: 'Щоденний ранок',
  inYouTube: true,
  inTikTok: true,
  tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE', allowComments: true, allowDuet: false, allowStitch: true },
  youtube: { madeForKids: true, categoryId: '24' },
  tags: ['Ранок', 'ранок', ' кава '],
  labels: [' Київ ', 'київ', 'Львів'],
  timing: { kind: 'timeOfDay', minutes: 9 * 60 + 30 },
};

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  admin = (await t.login()).accessToken;
  ownerId = await t.createUser('owner', 'owner-pass');
  await t.createUser('stranger', 'stranger-pass');
  owner = (await t.login('owner', 'owner-pass')).accessToken;
  other = (await t.login('stranger', 'stranger-pass')).accessToken;
  ownerGroup = await newGroup(owner, 'Київські');
  otherGroup = await newGroup(other, 'Чужа');
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('publication presets', () => {
  let id: number;

  it('saves the form choices of the caller, tags and labels cleaned, groups named', async () => {
    const response = await call('POST', PATH, owner, { ...daily, groups: [ownerGroup, ownerGroup] });
    expect(response.statusCode).toBe(201);
    id = response.json().id;
    expect(response.json()).toMatchObject({
      name: 'Щоденний ранок',
      user: { id: ownerId, login: 'owner' },
      inYouTube: true,
      inTikTok: true,
      inInstagram: false,
      tiktok: daily.tiktok,
      youtube: { madeForKids: true, notifySubscribers: true, categoryId: '24' },
      tags: ['ранок', 'кава'],
      groups: [{ id: ownerGroup, name: 'Київські', missing: false }],
      labels: ['Київ', 'Львів'],
      timing: { kind: 'timeOfDay', minutes: 570 },
    });
  });

  it('fills what is left out with the form’s own starting choices', async () => {
    const response = await call('POST', PATH, owner, { name: 'Порожній' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      inYouTube: false,
      tiktok: null,
      youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
      tags: [],
      groups: [],
      labels: [],
      timing: { kind: 'none' },
    });
    expect((await call('DELETE', `${PATH}/${response.json().id}`, owner)).statusCode).toBe(204);
  });

  it('refuses a broken body with Ukrainian messages', async () => {
    const response = await call('POST', PATH, owner, {
      name: ' ',
      timing: { kind: 'timeOfDay', minutes: 1440 },
      youtube: { categoryId: '999' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(
      expect.arrayContaining([messages.nameRequired, messages.presetTimeInvalid, messages.youtubeCategoryInvalid]),
    );
    const long = await call('POST', PATH, owner, { name: 'я'.repeat(101) });
    expect(long.json()).toEqual({ message: [messages.presetNameTooLong] });
  });

  it('keeps one name per owner (409 under the name), while another user may use it', async () => {
    const taken = await call('POST', PATH, owner, { name: 'Щоденний ранок' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: messages.presetNameTaken, fields: { name: messages.presetNameTaken } });
    const theirs = await call('POST', PATH, other, { name: 'Щоденний ранок' });
    expect(theirs.statusCode).toBe(201);
  });

  it('shows a user only their own; an admin everyone’s with the owner, their own first', async () => {
    const mine = (await call('GET', PATH, owner)).json();
    expect(mine.map((preset: { name: string; user: { login: string } }) => [preset.name, preset.user.login])).toEqual([
      ['Щоденний ранок', 'owner'],
    ]);
    await call('POST', PATH, admin, { name: 'Адмінський' });
    const all = (await call('GET', PATH, admin)).json();
    expect(all.map((preset: { name: string; user: { login: string } }) => [preset.name, preset.user.login])).toEqual([
      ['Адмінський', 'admin'],
      ['Щоденний ранок', 'owner'],
      ['Щоденний ранок', 'stranger'],
    ]);
    expect((await call('GET', PATH)).statusCode).toBe(401);
  });

  it('renames, changing only what is sent', async () => {
    const renamed = await call('PATCH', `${PATH}/${id}`, owner, { name: 'Ранок' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Ранок',
      tags: ['ранок', 'кава'],
      groups: [{ id: ownerGroup }],
      labels: ['Київ', 'Львів'],
    });
    const edited = await call('PATCH', `${PATH}/${id}`, owner, { inInstagram: true, timing: { kind: 'none' }, tags: ['вечір'] });
    expect(edited.json()).toMatchObject({ name: 'Ранок', inYouTube: true, inInstagram: true, timing: { kind: 'none' }, tags: ['вечір'] });
  });

  it('lets an admin change a user’s preset, but only with that user’s groups', async () => {
    const byAdmin = await call('PATCH', `${PATH}/${id}`, admin, { name: 'Ранок (перевірено)' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().user.login).toBe('owner');
    const foreignGroup = await call('PATCH', `${PATH}/${id}`, admin, { groups: [otherGroup] });
    expect(foreignGroup.statusCode).toBe(404);
    expect(foreignGroup.json()).toEqual({ message: messages.groupNotFound, fields: { groups: messages.groupNotFound } });
  });

  it('names a deleted group as missing and forgets it when saved without it', async () => {
    const doomed = await newGroup(owner, 'Тимчасова');
    await call('PATCH', `${PATH}/${id}`, owner, { groups: [ownerGroup, doomed] });
    expect((await call('DELETE', `/api/accounts-group/${doomed}`, owner)).statusCode).toBe(204);
    const preset = (await call('GET', `${PATH}/${id}`, owner)).json();
    expect(preset.groups).toEqual([
      { id: ownerGroup, name: 'Київські', missing: false },
      { id: doomed, name: 'Тимчасова', missing: true },
    ]);
    // A rename keeps the stored groups as they are, the missing one included.
    expect((await call('PATCH', `${PATH}/${id}`, owner, { name: 'Ранок' })).json().groups).toHaveLength(2);
    const saved = await call('PATCH', `${PATH}/${id}`, owner, { groups: [ownerGroup] });
    expect(saved.json().groups).toEqual([{ id: ownerGroup, name: 'Київські', missing: false }]);
  });

  it('deletes only for its owner or an admin', async () => {
    const response = await call('POST', PATH, owner, { name: 'На видалення' });
    const doomed = response.json().id as number;
    expect((await call('DELETE', `${PATH}/${doomed}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `${PATH}/${doomed}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${PATH}/${doomed}`, owner)).statusCode).toBe(404);
  });
});

describe('another user’s ids are refused wherever they reach the code', () => {
  let id: number;
  beforeAll(async () => {
    id = (await call('POST', PATH, owner, { name: 'Лише мій', groups: [ownerGroup] })).json().id;
  });

  it('a preset id in the path: read, change and delete answer 404, nothing changes', async () => {
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Вкрадений' }], ['DELETE']] as const) {
      const response = await call(method, `${PATH}/${id}`, other, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.presetNotFound });
    }
    expect((await call('GET', `${PATH}/${id}`, owner)).json()).toMatchObject({ name: 'Лише мій', groups: [{ id: ownerGroup }] });
  });

  it('a group id in the body: a new preset and an edit with another user’s group answer 404, nothing is saved', async () => {
    const created = await call('POST', PATH, other, { name: 'З чужою групою', groups: [ownerGroup] });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual({ message: messages.groupNotFound, fields: { groups: messages.groupNotFound } });
    expect((await call('GET', PATH, other)).json().map((preset: { name: string }) => preset.name)).not.toContain('З чужою групою');

    const own = (await call('POST', PATH, other, { name: 'Свій' })).json().id as number;
    const edited = await call('PATCH', `${PATH}/${own}`, other, { groups: [otherGroup, ownerGroup] });
    expect(edited.statusCode).toBe(404);
    expect((await call('GET', `${PATH}/${own}`, other)).json().groups).toEqual([]);
  });

  it('an unknown group or a malformed id is refused the same way', async () => {
    expect((await call('POST', PATH, owner, { name: 'x', groups: [2_000_000_000] })).statusCode).toBe(404);
    expect((await call('POST', PATH, owner, { name: 'x', groups: ['1'] })).statusCode).toBe(400);
    expect((await call('GET', `${PATH}/abc`, owner)).statusCode).toBe(400);
  });

  it('a deleted owner takes their presets along', async () => {
    const gone = await t.createUser('leaver', 'leaver-pass');
    const token = (await t.login('leaver', 'leaver-pass')).accessToken;
    const preset = (await call('POST', PATH, token, { name: 'Тимчасовий' })).json().id as number;
    expect((await call('DELETE', `/api/users/${gone}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${PATH}/${preset}`, admin)).statusCode).toBe(404);
  });
});
