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
let mine: number[];
let theirs: number;

const call = (method: Method, url: string, token?: string, payload?: object) => t.call(method, url, token, payload);
const newAccount = async (token: string) =>
  (await call('POST', '/api/accounts', token, { proxy: 'http://8.8.8.8:3128' })).json().id as number;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  admin = (await t.login()).accessToken;
  ownerId = await t.createUser('owner', 'owner-pass');
  await t.createUser('stranger', 'stranger-pass');
  owner = (await t.login('owner', 'owner-pass')).accessToken;
  other = (await t.login('stranger', 'stranger-pass')).accessToken;
  mine = [await newAccount(owner), await newAccount(owner), await newAccount(owner)];
  theirs = await newAccount(other);
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('group rules (SPEC §5 "Group")', () => {
  it('needs a name and at least one profile', async () => {
    const response = await call('POST', '/api/accounts-group', owner, { name: ' ', accounts: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [messages.required, messages.minOneProfile] });
    expect((await call('POST', '/api/accounts-group', owner, {})).json()).toEqual({ message: [messages.required, messages.minOneProfile] });
  });
});

describe('groups', () => {
  let groupId: number;

  it('offers the free profiles of the user for a new group', async () => {
    const options = (await call('GET', '/api/accounts/search?groupId=0', owner)).json();
    expect(options.map((option: { id: number }) => option.id)).toEqual(mine);
    // With its status and its proxy's last check (never checked yet), which the picker shows beside the name.
    expect(options[0]).toEqual({
      id: mine[0],
      value: mine[0],
      title: `#${mine[0]} · http://8.8.8.8:3128`,
      status: 'noactive',
      proxyOk: null,
    });
  });

  it('creates a group of two profiles, accepting options as the multi-select holds them', async () => {
    const response = await call('POST', '/api/accounts-group', owner, {
      name: 'Ранкові',
      accounts: [{ id: mine[0], title: 'x', value: mine[0] }, mine[1]],
    });
    expect(response.statusCode).toBe(201);
    const group = response.json();
    groupId = group.id;
    expect(group).toMatchObject({ name: 'Ранкові', user: { id: ownerId, login: 'owner' } });
    expect(group.accounts.map((option: { id: number }) => option.id)).toEqual([mine[0], mine[1]]);
    const account = (await call('GET', `/api/accounts/${mine[0]}`, owner)).json();
    expect(account.group).toEqual({ id: groupId, name: 'Ранкові' });
  });

  it("offers, for an existing group, its own profiles plus the free ones; a profile in another group comes with that group's name", async () => {
    const forGroup = (await call('GET', `/api/accounts/search?groupId=${groupId}`, owner)).json();
    expect(forGroup.map((option: { id: number }) => option.id)).toEqual(mine);
    expect(forGroup.every((option: { otherGroup?: unknown }) => option.otherGroup === undefined)).toBe(true);
    const forNew: { id: number; otherGroup?: { id: number; name: string } }[] = (
      await call('GET', '/api/accounts/search?groupId=0', owner)
    ).json();
    // All of the owner's profiles: those already in 'Ранкові' say so (the picker shows them as taken), never another user's.
    expect(forNew.map((option) => [option.id, option.otherGroup ?? null])).toEqual([
      [mine[0], { id: groupId, name: 'Ранкові' }],
      [mine[1], { id: groupId, name: 'Ранкові' }],
      [mine[2], null],
    ]);
    expect(forNew.map((option) => option.id)).not.toContain(theirs);
  });

  it('refuses a profile of another user', async () => {
    const response = await call('POST', '/api/accounts-group', owner, { name: 'Чужі', accounts: [mine[2], theirs] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: [`${messages.foreignProfileInGroup}: #${theirs}`],
      fields: { accounts: `${messages.foreignProfileInGroup}: #${theirs}` },
    });
    const groups = (await call('GET', '/api/accounts-group?page=1', owner)).json();
    expect(groups.total).toBe(1);
  });

  it('refuses a profile that already belongs to another group', async () => {
    const response = await call('POST', '/api/accounts-group', owner, { name: 'Друга', accounts: [mine[1]] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: [`${messages.profileInAnotherGroup}: #${mine[1]}`],
      fields: { accounts: `${messages.profileInAnotherGroup}: #${mine[1]}` },
    });
  });

  it('renames and changes the profiles of a group', async () => {
    const response = await call('PATCH', `/api/accounts-group/${groupId}`, owner, { name: 'Вечірні', accounts: [mine[1], mine[2]] });
    expect(response.statusCode).toBe(200);
    expect(response.json().accounts.map((option: { id: number }) => option.id)).toEqual([mine[1], mine[2]]);
    expect((await call('GET', `/api/accounts/${mine[0]}`, owner)).json().group).toBeNull();
  });

  it('lists own groups to a user and all to an admin', async () => {
    await call('POST', '/api/accounts-group', other, { name: 'Їхня', accounts: [theirs] });
    const own = (await call('GET', '/api/accounts-group?page=1', owner)).json();
    expect(own.data.map((group: { name: string }) => group.name)).toEqual(['Вечірні']);
    const all = (await call('GET', '/api/accounts-group?page=1', admin)).json();
    expect(all.total).toBe(2);
  });

  it("answers 404 to another user on every route of someone else's group, 401 without a token", async () => {
    const routes: Array<[Method, string, object?]> = [
      ['GET', `/api/accounts-group/${groupId}`],
      ['PATCH', `/api/accounts-group/${groupId}`, { name: 'x', accounts: [theirs] }],
      ['DELETE', `/api/accounts-group/${groupId}`],
      ['GET', `/api/accounts/search?groupId=${groupId}`],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, other, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: messages.groupNotFound });
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/accounts-group?page=1')).statusCode).toBe(401);
    expect((await call('POST', '/api/accounts-group', undefined, { name: 'x', accounts: [1] })).statusCode).toBe(401);
  });

  it("lets an admin edit a user's group only with that user's profiles", async () => {
    const refused = await call('PATCH', `/api/accounts-group/${groupId}`, admin, { name: 'Адмін', accounts: [theirs] });
    expect(refused.statusCode).toBe(400);
    const allowed = await call('PATCH', `/api/accounts-group/${groupId}`, admin, { name: 'Адмін', accounts: [mine[0]] });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().user).toEqual({ id: ownerId, login: 'owner' });
  });

  it('deletes a group and keeps its profiles', async () => {
    expect((await call('DELETE', `/api/accounts-group/${groupId}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/accounts-group/${groupId}`, owner)).statusCode).toBe(404);
    const account = (await call('GET', `/api/accounts/${mine[0]}`, owner)).json();
    expect(account.group).toBeNull();
  });
});
