import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { dumpAllTables } from '../helpers/dump';
import { insertPublishedVideo } from '../helpers/fixtures';
import { createTestApp, type Method, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;
let admin: string;
let owner: string;
let other: string;
let ownerId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  admin = (await t.login()).accessToken;
  ownerId = await t.createUser('owner', 'owner-pass');
  await t.createUser('stranger', 'stranger-pass');
  owner = (await t.login('owner', 'owner-pass')).accessToken;
  other = (await t.login('stranger', 'stranger-pass')).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

const call = (method: Method, url: string, token?: string, payload?: object) => t.call(method, url, token, payload);

const PUBLIC_PROXY = 'http://8.8.8.8:3128';
const createAccount = async (token: string, body: object = {}) => {
  const response = await call('POST', '/api/accounts', token, { proxy: PUBLIC_PROXY, ...body });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { id: number } & Record<string, unknown>;
};

describe('profile rules (SPEC §5 "Profile")', () => {
  it("requires the proxy: 'Проксі обов'язковий'", async () => {
    const response = await call('POST', '/api/accounts', owner, { comments: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [messages.proxyRequired] });
    expect((await call('POST', '/api/accounts', owner, { proxy: '   ' })).json()).toEqual({ message: [messages.proxyRequired] });
  });

  it('refuses a proxy in an unknown form', async () => {
    for (const proxy of ['ftp://1.2.3.4:21', 'just-text', '8.8.8.8', 'socks4://8.8.8.8:1080', '8.8.8.8:99999', 'http://8.8.8.8:80/path']) {
      const response = await call('POST', '/api/accounts', owner, { proxy });
      expect(response.json(), proxy).toEqual({ message: [messages.proxyInvalid] });
    }
  });

  it('needs client id and client secret while YouTube is on', async () => {
    const response = await call('POST', '/api/accounts', owner, { proxy: PUBLIC_PROXY, inYouTube: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [messages.clientIdRequired, messages.clientSecretRequired] });
  });

  it('needs the TikTok access string while TikTok is on', async () => {
    const response = await call('POST', '/api/accounts', owner, { proxy: PUBLIC_PROXY, inTikTok: true, TikTokAccess: ' ' });
    expect(response.json()).toEqual({ message: [messages.tiktokAccessRequired] });
  });

  it('needs the Instagram login and password while Instagram is on', async () => {
    const response = await call('POST', '/api/accounts', owner, { proxy: PUBLIC_PROXY, inInstagram: true });
    expect(response.json()).toEqual({ message: [messages.instagramLoginRequired, messages.instagramPasswordRequired] });
  });

  it('reports every broken rule at once', async () => {
    const response = await call('POST', '/api/accounts', owner, { inYouTube: true, inTikTok: true, inInstagram: true, ipVersion: 'ipv5' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.arrayContaining([messages.required]));
  });

  it('creates a profile with defaults: ipv4, not active', async () => {
    const account = await createAccount(owner, { comments: '  основний  ' });
    expect(account).toMatchObject({
      proxy: PUBLIC_PROXY,
      ipVersion: 'ipv4',
      comments: 'основний',
      status: 'noactive',
      isActiveYouTube: false,
      inYouTube: false,
      user: { id: ownerId, login: 'owner' },
      group: null,
      error: null,
      video: { data: [], page: 1, total: 0, totalPages: 0 },
    });
  });

  it('accepts a stored secret as satisfying its rule on update', async () => {
    const account = await createAccount(owner, { YouTubeAuthClientId: 'client-1', YouTubeAuthClientSecret: 'secret-1' });
    expect(account.hasYouTubeAuthClientSecret).toBe(true);
    const response = await call('PATCH', `/api/accounts/${account.id}`, owner, { inYouTube: true, YouTubeAuthClientSecret: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ inYouTube: true, hasYouTubeAuthClientSecret: true, YouTubeAuthClientId: 'client-1' });
    const noId = await call('PATCH', `/api/accounts/${account.id}`, owner, { YouTubeAuthClientId: '' });
    expect(noId.json()).toEqual({ message: [messages.clientIdRequired] });
  });

  it('turns Instagram and TikTok active once their credentials are stored', async () => {
    const account = await createAccount(owner, {
      inInstagram: true,
      InstagramLogin: 'insta',
      InstagramPassword: 'insta-pass',
      inTikTok: true,
      TikTokAccess: 'tiktok-token',
    });
    expect(account).toMatchObject({ isActiveInstagram: true, isActiveTikTok: true, status: 'success' });
  });
});

describe('proxy addresses', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:8080'],
    ['loopback IPv6', 'http://[::1]:8080'],
    ['private 10/8', 'socks5://10.1.2.3:1080'],
    ['private 172.16/12', '172.16.0.5:3128'],
    ['private 192.168/16', 'http://192.168.1.1:3128'],
    ['link-local / cloud metadata', 'http://169.254.169.254:80'],
    ['link-local IPv6', 'http://[fe80::1]:3128'],
    ['unique-local IPv6', 'http://[fd00::1]:3128'],
    ['carrier-grade NAT', 'http://100.64.0.1:3128'],
    ['unspecified', 'http://0.0.0.0:3128'],
    ['multicast', 'http://224.0.0.1:3128'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:3128'],
    ['metadata host name', 'http://metadata.google.internal:80'],
    ['localhost', 'http://localhost:3128'],
  ])('refuses a %s proxy', async (_kind, proxy) => {
    const response = await call('POST', '/api/accounts', owner, { proxy });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [messages.proxyForbiddenAddress], fields: { proxy: messages.proxyForbiddenAddress } });
  });

  it.each([
    ['IPv4-compatible loopback', 'http://[::127.0.0.1]:3128'],
    ['IPv4-compatible loopback, hex', 'socks5://[::7f00:1]:1080'],
    ['IPv4-compatible private', 'http://[::a00:5]:3128'],
    ['IPv4-compatible public (deprecated form)', 'http://[::8.8.8.8]:3128'],
    ['IPv4-mapped loopback, hex', 'http://[::ffff:7f00:1]:3128'],
    ['IPv4-mapped loopback, full and uppercase', 'https://[0:0:0:0:0:FFFF:127.0.0.1]:443'],
    ['IPv4-mapped metadata, leading zeros', 'http://[0000:0000:0000:0000:0000:ffff:a9fe:a9fe]:80'],
    ['SIIT loopback', 'http://[::ffff:0:127.0.0.1]:3128'],
    ['NAT64 private', 'http://[64:ff9b::10.0.0.5]:3128'],
    ['NAT64 local-use prefix', 'http://[64:ff9b:1::a00:5]:3128'],
    ['6to4 loopback', 'http://[2002:7f00:1::1]:3128'],
    ['6to4 private', 'socks5://[2002:a00:5::1]:1080'],
    ['Teredo, private client', 'http://[2001:0:808:808::f5ff:fffa]:3128'],
    ['Teredo, loopback server', 'http://[2001:0:7f00:1::f7f7:f7f7]:3128'],
  ])('refuses an IPv6 proxy embedding a non-public IPv4 (%s) on create and on edit, storing nothing', async (_kind, proxy) => {
    const countAccounts = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts'))[0]!.n;
    const before = await countAccounts();
    const created = await call('POST', '/api/accounts', owner, { proxy, ipVersion: 'ipv6' });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message: [messages.proxyForbiddenAddress], fields: { proxy: messages.proxyForbiddenAddress } });
    expect(await countAccounts()).toBe(before);

    const account = await createAccount(owner);
    const edited = await call('PATCH', `/api/accounts/${account.id}`, owner, { proxy, ipVersion: 'ipv6' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ message: [messages.proxyForbiddenAddress], fields: { proxy: messages.proxyForbiddenAddress } });
    expect((await call('GET', `/api/accounts/${account.id}`, owner)).json()).toMatchObject({
      proxy: PUBLIC_PROXY,
      ipVersion: account.ipVersion,
    });
  });

  it('refuses a host name that does not resolve', async () => {
    const response = await call('POST', '/api/accounts', owner, { proxy: 'http://no-such-host.invalid:3128' });
    expect(response.json()).toEqual({ message: [messages.proxyUnresolvable], fields: { proxy: messages.proxyUnresolvable } });
  });

  it('normalises the common forms and keeps credentials out of the answer', async () => {
    const url = await createAccount(owner, { proxy: 'SOCKS5://user:p%40ss@8.8.4.4:1080' });
    expect(url).toMatchObject({ proxy: 'socks5://8.8.4.4:1080', hasProxyCredentials: true });
    const colon = await createAccount(owner, { proxy: '8.8.4.4:3128:login:secret', ipVersion: 'ipv4' });
    expect(colon).toMatchObject({ proxy: 'http://8.8.4.4:3128', hasProxyCredentials: true });
    const v6 = await createAccount(owner, { proxy: 'https://[2606:4700:4700::1111]:443', ipVersion: 'ipv6' });
    expect(v6).toMatchObject({ proxy: 'https://[2606:4700:4700::1111]:443', ipVersion: 'ipv6', hasProxyCredentials: false });
  });

  it('keeps stored credentials when the endpoint comes back unchanged, replaces them with a new proxy', async () => {
    const account = await createAccount(owner, { proxy: 'http://user:pw@8.8.4.4:3128' });
    const same = await call('PATCH', `/api/accounts/${account.id}`, owner, { proxy: 'http://8.8.4.4:3128', comments: 'a' });
    expect(same.json()).toMatchObject({ hasProxyCredentials: true, comments: 'a' });
    const changed = await call('PATCH', `/api/accounts/${account.id}`, owner, { proxy: 'http://8.8.4.4:3129' });
    expect(changed.json()).toMatchObject({ proxy: 'http://8.8.4.4:3129', hasProxyCredentials: false });
  });

  it('allows private ranges with ALLOW_PRIVATE_PROXY, never metadata or link-local', async () => {
    const selfHosted = await createTestApp(db, { ALLOW_PRIVATE_PROXY: 'true' });
    try {
      const token = (await selfHosted.login('owner', 'owner-pass')).accessToken;
      const post = (proxy: string) =>
        selfHosted.app.inject({ method: 'POST', url: '/api/accounts', headers: selfHosted.bearer(token), payload: { proxy } });
      expect((await post('http://10.0.0.7:3128')).statusCode).toBe(201);
      expect((await post('http://127.0.0.1:3128')).statusCode).toBe(201);
      expect((await post('http://169.254.169.254:80')).json()).toEqual({
        message: [messages.proxyForbiddenAddress],
        fields: { proxy: messages.proxyForbiddenAddress },
      });
      expect((await post('http://metadata.google.internal:80')).statusCode).toBe(400);
      expect((await post('http://[::ffff:10.0.0.7]:3128')).statusCode).toBe(201);
      for (const embedded of [
        'http://[::a9fe:a9fe]:80',
        'http://[64:ff9b::169.254.169.254]:80',
        'http://[2002:a9fe:a9fe::1]:80',
        'http://[::10.0.0.7]:3128',
      ]) {
        expect((await post(embedded)).json(), embedded).toEqual({
          message: [messages.proxyForbiddenAddress],
          fields: { proxy: messages.proxyForbiddenAddress },
        });
      }
    } finally {
      await selfHosted.close();
    }
  });
});

describe('secrets', () => {
  const secrets = {
    YouTubeAuthClientSecret: 'yt-client-secret-4f1d',
    YouTubePassword: 'yt-password-83ab',
    TikTokAccess: 'tiktok-access-d2c9',
    InstagramPassword: 'ig-password-77e0',
  };
  const proxyPassword = 'proxy-pass-5b6a';

  it('never appear in any response nor in the database in plain text', async () => {
    const created = await call('POST', '/api/accounts', owner, {
      proxy: `http://proxyuser:${proxyPassword}@8.8.8.8:3128`,
      inYouTube: true,
      YouTubeAuthClientId: 'client-id-1',
      YouTubeLogin: 'yt-login',
      inTikTok: true,
      inInstagram: true,
      InstagramLogin: 'ig-login',
      ...secrets,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      hasYouTubeAuthClientSecret: true,
      hasYouTubePassword: true,
      hasTikTokAccess: true,
      hasInstagramPassword: true,
      hasProxyCredentials: true,
    });
    const responses = [
      created.body,
      (await call('GET', `/api/accounts/${id}`, owner)).body,
      (await call('GET', '/api/accounts?page=1', owner)).body,
      (await call('GET', '/api/accounts?page=1', admin)).body,
      (await call('PATCH', `/api/accounts/${id}`, owner, { comments: 'changed' })).body,
      (await call('GET', `/api/users/${ownerId}`, admin)).body,
    ];
    const dump = await dumpAllTables(db);
    for (const secret of [...Object.values(secrets), proxyPassword]) {
      for (const body of responses) expect(body).not.toContain(secret);
      expect(dump).not.toContain(secret);
      expect(dump).not.toContain(Buffer.from(secret).toString('hex'));
    }
    expect(t.logs.join('\n')).not.toContain(secrets.YouTubeAuthClientSecret);
  });
});

describe('ownership', () => {
  let accountId: number;
  beforeAll(async () => {
    accountId = (await createAccount(owner, { inInstagram: true, InstagramLogin: 'i', InstagramPassword: 'ip' })).id;
  });

  const routes = (): Array<[Method, string, object?, number?]> => [
    ['GET', `/api/accounts/${accountId}`],
    ['GET', `/api/accounts/${accountId}/video?page=1`],
    ['PATCH', `/api/accounts/${accountId}`, { comments: 'edited' }],
    // Let through, it goes on to Instagram through the profile's proxy, which is unreachable here.
    ['PATCH', `/api/accounts/update-profile-inst/${accountId}`, { profileName: 'Name', profileDescription: 'About' }, 502],
    ['POST', `/api/accounts/connect-youtube/${accountId}`, undefined, 409],
  ];

  it('answers 401 without a token on every route', async () => {
    for (const [method, url, payload] of [
      ...routes(),
      ['GET', '/api/accounts?page=1'] as [Method, string],
      ['DELETE', `/api/accounts/${accountId}`] as [Method, string],
    ]) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 404 to another user on every route of someone else's profile", async () => {
    for (const [method, url, payload] of [...routes(), ['DELETE', `/api/accounts/${accountId}`] as [Method, string]]) {
      const response = await call(method, url, other, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: messages.accountNotFound });
    }
  });

  it('lets the owner and an admin through', async () => {
    for (const token of [owner, admin]) {
      for (const [method, url, payload, expected] of routes()) {
        expect((await call(method, url, token, payload)).statusCode, `${method} ${url}`).toBe(expected ?? 200);
      }
    }
  });

  it('lists only own profiles to a user, all of them with owners to an admin', async () => {
    await createAccount(other);
    const mine = (await call('GET', '/api/accounts?page=1', owner)).json();
    expect(mine.data.every((row: { user: { id: number } }) => row.user.id === ownerId)).toBe(true);
    const all = (await call('GET', '/api/accounts?page=1', admin)).json();
    expect(new Set(all.data.map((row: { user: { login: string } }) => row.user.login))).toEqual(new Set(['owner', 'stranger']));
  });

  it('never lets a body change the owner, the id or the status', async () => {
    const response = await call('PATCH', `/api/accounts/${accountId}`, owner, {
      id: 999,
      user: { id: 1 },
      user_id: 1,
      userId: 1,
      status: 'error',
      isActiveYouTube: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: accountId, user: { id: ownerId }, isActiveYouTube: false });
    expect(response.json().status).not.toBe('error');
  });

  it('lets the owner delete: "Акаунт видалено" flow answers 204, then 404', async () => {
    const { id } = await createAccount(owner);
    expect((await call('DELETE', `/api/accounts/${id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/accounts/${id}`, owner)).statusCode).toBe(404);
  });
});

describe('channel description and Instagram profile', () => {
  it("needs a description: 'Опис обов'язковий'", async () => {
    const { id } = await createAccount(owner);
    const empty = await call('PATCH', `/api/accounts/update-channel/${id}`, owner, { description: ' ' });
    expect(empty.json()).toEqual({ message: [messages.descriptionRequired] });
    const inactive = await call('PATCH', `/api/accounts/update-channel/${id}`, owner, { description: 'Про канал' });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({ message: messages.youtubeNotActive });
  });

  it('needs a name or a description for the Instagram profile, and Instagram on', async () => {
    const { id } = await createAccount(owner, { inInstagram: true, InstagramLogin: 'i', InstagramPassword: 'p' });
    const empty = await call('PATCH', `/api/accounts/update-profile-inst/${id}`, owner, { profileName: '', profileDescription: '' });
    expect(empty.json()).toEqual({ message: [messages.instagramProfileEmpty] });
    const off = await createAccount(owner);
    expect((await call('PATCH', `/api/accounts/update-profile-inst/${off.id}`, owner, { profileName: 'x' })).statusCode).toBe(409);
  });
});

describe("a profile's videos", () => {
  it('are paged with the SPEC §3 fields', async () => {
    const { id } = await createAccount(owner);
    await insertPublishedVideo(db, ownerId, id, [
      { platform: 'youtube', status: 'success', views: 5, likes: 1, comments: 2, url: 'https://youtu.be/a' },
      { platform: 'instagram', status: 'success', views: 7, likes: 3, comments: 0, url: 'https://instagram.com/p/a' },
    ]);
    const page = (await call('GET', `/api/accounts/${id}/video?page=1`, owner)).json();
    expect(page).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(page.data[0]).toMatchObject({
      status: 'success',
      views: 5,
      viewsInstagram: 7,
      likes: 1,
      likesInstagram: 3,
      comments: 2,
      commentsInstagram: 0,
      urlYouTube: 'https://youtu.be/a',
      urlInstagram: 'https://instagram.com/p/a',
      account: { id },
    });
    const detail = (await call('GET', `/api/accounts/${id}`, owner)).json();
    expect(detail.video.total).toBe(1);
  });
});
