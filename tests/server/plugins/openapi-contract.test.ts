import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv, type ValidateFunction } from 'ajv';
import createClient, { type Middleware } from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_ID_MAX } from '@shared/schemas/common';
import type { Database } from '@server/db/database';
import type { paths } from '../generated/openapi';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { finishedRequest, startPlatforms, TIKTOK_TOKEN } from '../helpers/publishing-setup';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The OpenAPI document as a contract: strict validators accept it, every operation is described
 * the same way, and a client generated from it (openapi-typescript + openapi-fetch) calls every
 * operation of the running app, each answer checked against what the document says.
 */

type Schema = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface OpenApiDocument {
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
}

const GENERATED = path.join(import.meta.dirname, '..', 'generated', 'openapi.d.ts');
const HEADER =
  '// Generated from GET /api/docs by tests/server/plugins/openapi-contract.test.ts (openapi-typescript; binary parts as Blob).\n' +
  '// Do not edit: run `UPDATE_OPENAPI=1 npx vitest run --project integration tests/server/plugins/openapi-contract.test.ts`.\n\n';

/** Redocly `recommended` warnings the document may carry, and why each is acceptable; anything else fails. */
const ALLOWED_WARNINGS: Record<string, { why: string; where: RegExp }> = {
  'no-server-example.com': {
    why: 'servers[0] is PUBLIC_URL, which the tests leave at http://localhost; an installation documents its own URL',
    where: /^#\/servers\/0\/url$/,
  },
  'no-ambiguous-paths': {
    why: 'the SPEC fixes paths like /api/accounts/{id}/video beside /api/accounts/update-channel/{id}; the router matches the static segment first',
    where: /^#\/paths\/~1api~1accounts~1/,
  },
  'no-unused-components': {
    why: 'WebhookPayload is what a webhook delivery POSTs to a registered endpoint, not an answer of this API (OpenAPI 3.0 has no `webhooks` section)',
    where: /^#\/components\/schemas\/WebhookPayload$/,
  },
  'operation-4xx-response': {
    why: 'GET /api/health takes no input and needs no sign-in, so there is no client error to document',
    where: /^#\/paths\/~1api~1health\/get\/responses$/,
  },
};

/** Operations that need no bearer token (SPEC: sign-in, platform redirects, capability media URLs). */
const PUBLIC_OPERATIONS = [
  'login',
  'refreshAccessToken',
  'logout',
  'health',
  'youtubeOAuthCallback',
  'tiktokOAuthCallback',
  'connectInvitationPage',
  'startConnectInvitation',
  'getMedia',
];

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];
const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, route, method, operation })),
  );

/** Types generated from the document exactly as the checked-in file holds them. */
async function generateTypes(doc: OpenApiDocument) {
  const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  const ast = await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0], {
    transform: (schema) => (schema.format === 'binary' ? blob : undefined),
  });
  return HEADER + astToString(ast);
}

let db: Database;
let t: TestApp;
let platforms: Awaited<ReturnType<typeof startPlatforms>>;
let doc: OpenApiDocument;
let baseUrl: string;
const fx = makeMediaFixtures();

beforeAll(async () => {
  platforms = await startPlatforms();
  db = await createTestDatabase();
  t = await createTestApp(db, { ...platforms.env, RENDER_CONCURRENCY: '1' });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await platforms.close();
  await db.close();
});

describe('the OpenAPI document passes strict validators', () => {
  it('@apidevtools/swagger-parser validates it', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('@seriousme/openapi-schema-validator finds it valid', async () => {
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("Redocly's recommended ruleset: no errors, and only the allowlisted warnings", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
    const show = (p: (typeof problems)[number]) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(show)).toEqual([]);
    const unexpected = problems.filter((p) => {
      const allowed = ALLOWED_WARNINGS[p.ruleId];
      return !allowed || !allowed.where.test(p.location[0]?.pointer ?? '');
    });
    expect(unexpected.map(show)).toEqual([]);
  });
});

/** Every schema in the document that names a `default`, with where it is (a JSON pointer). */
function schemasWithDefaults(node: unknown, pointer = '#'): Array<{ pointer: string; schema: Schema }> {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemasWithDefaults(item, `${pointer}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  const found = 'default' in node && ('type' in node || 'anyOf' in node || 'enum' in node) ? [{ pointer, schema: node as Schema }] : [];
  return [
    ...found,
    ...Object.entries(node)
      .filter(([key]) => key !== 'default' && key !== 'example')
      .flatMap(([key, value]) => schemasWithDefaults(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`)),
  ];
}

describe('defaults', () => {
  it('every `default` in the document is a value of its own schema (type, enum and bounds)', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const found = schemasWithDefaults(doc.paths, '#/paths');
    expect(found.length).toBeGreaterThan(10);
    const wrong = found.flatMap(({ pointer, schema }) => {
      const { default: value, ...rest } = schema;
      const validate = ajv.compile(rest);
      return validate(value) ? [] : [`${pointer}: default ${JSON.stringify(value)} ${ajv.errorsText(validate.errors)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('the check catches a default of another type than its schema', () => {
    const ajv = new Ajv({ strict: false });
    const [found] = schemasWithDefaults({ in: { type: 'integer', minimum: 0, default: '0' } });
    const { default: value, ...rest } = found!.schema;
    expect(ajv.compile(rest)(value)).toBe(false);
  });
});

describe('every operation is described the same way', () => {
  it('has a unique operationId, a summary and a 2xx answer', () => {
    const ops = operationsOf(doc);
    const ids = ops.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-zA-Z][a-zA-Z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of ops) {
      expect(operation.summary, key).toMatch(/\S/);
      expect(
        Object.keys(operation.responses).some((code) => /^2\d\d$/.test(code)),
        key,
      ).toBe(true);
    }
  });

  it('needs the bearer token except on the public operations, which say `security: []`', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    const ops = operationsOf(doc);
    expect(
      ops
        .filter(({ operation }) => operation.security?.length === 0)
        .map(({ operation }) => operation.operationId)
        .sort(),
    ).toEqual([...PUBLIC_OPERATIONS].sort());
    for (const { key, operation } of ops) {
      expect(operation.security, key).toEqual(PUBLIC_OPERATIONS.includes(operation.operationId!) ? [] : [{ bearer: [] }]);
    }
  });

  it('documents 204 for every DELETE and for logout', () => {
    const ops = operationsOf(doc);
    for (const { key, operation } of ops.filter(({ method }) => method === 'delete'))
      expect(Object.keys(operation.responses), key).toContain('204');
    expect(ops.filter(({ method }) => method === 'delete').length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(doc.paths['/api/auth/logout']!.post!.responses)).toContain('204');
  });

  it('documents the two uploads as multipart/form-data with binary parts', () => {
    const binary = { type: 'string', format: 'binary' };
    const body = (route: string) => doc.paths[route]!.post!.requestBody!;
    const photos = body('/api/photo-bg');
    expect(Object.keys(photos.content)).toEqual(['multipart/form-data']);
    expect(photos.content['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      properties: { files: { type: 'array', items: binary }, videos: { type: 'array', items: binary }, folderId: { type: 'integer' } },
      required: ['folderId'],
    });
    const creation = body('/api/create-video/create');
    expect(Object.keys(creation.content)).toEqual(['multipart/form-data']);
    expect(creation.content['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      properties: { file: binary, folders: { type: 'array' }, countVideo: { type: 'string' } },
      required: expect.arrayContaining(['file', 'folders', 'countVideo']),
    });
  });
});

describe('a client generated from the document', () => {
  it('matches the checked-in types (tests/server/generated/openapi.d.ts)', async () => {
    const fresh = await generateTypes(doc);
    if (process.env.UPDATE_OPENAPI === '1') await writeFile(GENERATED, fresh);
    const stored = await readFile(GENERATED, 'utf8').catch(() => '');
    expect(stored === fresh, 'the document changed: regenerate with UPDATE_OPENAPI=1').toBe(true);
  });

  it('calls every operation, and every answer is one the document lists, in its documented shape', { timeout: 60_000 }, async () => {
    // One compiled schema per documented JSON answer; `nullable` is OpenAPI 3.0's and Ajv knows it.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const dereferenced = (await SwaggerParser.dereference(structuredClone(doc) as never)) as unknown as OpenApiDocument;
    const validators = new Map<string, ValidateFunction>();
    const validatorFor = (route: string, method: string, status: string, schema: Schema) => {
      const key = `${method} ${route} ${status}`;
      if (!validators.has(key)) validators.set(key, ajv.compile(schema));
      return validators.get(key)!;
    };

    const called = new Map<string, number[]>();
    const problems: string[] = [];
    /** Checks each answer against the document: a listed status, a listed media type, a JSON body of the listed shape. */
    const contract: Middleware = {
      async onResponse({ request, response, schemaPath }) {
        const method = request.method.toLowerCase();
        const key = `${request.method} ${schemaPath}`;
        called.set(key, [...(called.get(key) ?? []), response.status]);
        const documented = dereferenced.paths[schemaPath]?.[method]?.responses;
        if (!documented) return void problems.push(`${key}: not in the document`);
        const answer = documented[String(response.status)];
        if (!answer) return void problems.push(`${key}: answered ${response.status}, documented ${Object.keys(documented).join(', ')}`);
        const body = await response.clone().text();
        if (!answer.content) {
          if (body !== '') problems.push(`${key} ${response.status}: documented without content, answered ${body.slice(0, 200)}`);
          return;
        }
        const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
        const types = Object.keys(answer.content);
        const matching = types.find((type) => type === contentType || type === '*/*');
        if (!matching) return void problems.push(`${key} ${response.status}: answered ${contentType}, documented ${types.join(', ')}`);
        if (matching !== 'application/json') return;
        const validate = validatorFor(schemaPath, method, String(response.status), answer.content[matching]!.schema);
        if (!validate(JSON.parse(body))) {
          problems.push(`${key} ${response.status}: ${ajv.errorsText(validate.errors)} in ${body.slice(0, 300)}`);
        }
      },
    };
    const client = (token?: string) => {
      const c = createClient<paths>({ baseUrl, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
      c.use(contract);
      return c;
    };
    /** The multipart body of an upload: repeated parts for arrays, files as they are, the rest as text. */
    const formData = (body: Record<string, unknown>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : 'file');
          else if (item !== undefined) form.append(name, String(item));
        }
      }
      return form;
    };
    const file = (name: string, fixture: string, type: string) => new File([new Uint8Array(fx.read(fixture))], name, { type });
    const status = (result: { response: Response }, expected: number) =>
      expect(result.response.status, `${result.response.url}`).toBe(expected);

    const anon = client();

    // Sign-in and users.
    status(await anon.GET('/api/health'), 200);
    const login = await anon.POST('/api/auth/login', { body: { login: ADMIN.login, password: ADMIN.password } });
    status(login, 200);
    const adminId = login.data!.user.id;
    const admin = client(login.data!.accessToken);
    const createdUser = await admin.POST('/api/users', { body: { login: 'contract-user', password: 'contract-pass' } });
    status(createdUser, 201);
    const userId = createdUser.data!.id;
    status(await admin.GET('/api/users', { params: { query: { page: 1 } } }), 200);
    status(await admin.GET('/api/users/{id}', { params: { path: { id: userId } } }), 200);
    status(await admin.PATCH('/api/users/{id}', { params: { path: { id: userId } }, body: { login: 'contract-user-2' } }), 200);
    status(await admin.GET('/api/users/{id}/account', { params: { path: { id: userId }, query: { page: 1 } } }), 200);
    status(await admin.GET('/api/users/{id}/video', { params: { path: { id: userId }, query: { page: 1 } } }), 200);
    const userLogin = await anon.POST('/api/auth/login', { body: { login: 'contract-user-2', password: 'contract-pass' } });
    status(userLogin, 200);
    const refreshed = await anon.POST('/api/auth/refresh', { body: { refreshToken: userLogin.data!.refreshToken } });
    status(refreshed, 200);
    const user = client(refreshed.data!.accessToken);

    // Profiles: one plain, and one per platform against the fakes through the proxy.
    const plain = await user.POST('/api/accounts', { body: { proxy: 'http://8.8.8.8:3128', comments: 'контракт' } });
    status(plain, 201);
    const plainId = plain.data!.id;
    status(await user.GET('/api/accounts', { params: { query: { page: 1 } } }), 200);
    status(await user.GET('/api/accounts/{id}', { params: { path: { id: plainId } } }), 200);
    status(
      await user.PATCH('/api/accounts/{id}', {
        params: { path: { id: plainId } },
        body: { proxy: 'http://8.8.8.8:3128', comments: 'змінено' },
      }),
      200,
    );
    status(await user.GET('/api/accounts/{id}/video', { params: { path: { id: plainId }, query: { page: 1 } } }), 200);
    status(await user.GET('/api/accounts/{id}/stats', { params: { path: { id: plainId } } }), 200);
    // Posting limits: the profile's own, and the product defaults (admin only).
    const ownLimits = await user.GET('/api/accounts/{id}/limits', { params: { path: { id: plainId } } });
    status(ownLimits, 200);
    const tiktokLimit = { dailyCap: 4, minGapMinutes: 90, jitterMinutes: 10 };
    status(
      await user.PUT('/api/accounts/{id}/limits', {
        params: { path: { id: plainId } },
        body: { ...ownLimits.data!.overrides, tiktok: tiktokLimit },
      }),
      200,
    );
    status(await user.GET('/api/posting-limits'), 403);
    const defaults = await admin.GET('/api/posting-limits');
    status(defaults, 200);
    status(await admin.PUT('/api/posting-limits', { body: defaults.data! }), 200);
    status(
      await admin.PUT('/api/posting-limits', { body: { ...defaults.data!, youtube: { dailyCap: 0, minGapMinutes: 0, jitterMinutes: 0 } } }),
      400,
    );
    // Webhooks and a Telegram bot (a public IP literal: no lookup, and no event ever reaches it here).
    const hook = await user.POST('/api/webhooks', {
      body: { type: 'webhook', url: 'https://93.184.216.34/hook', kinds: ['proxy.failed'] },
    });
    status(hook, 201);
    const bot = await user.POST('/api/webhooks', {
      body: { type: 'telegram', botToken: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw', chatId: '-100123', kinds: ['render.finished'] },
    });
    status(bot, 201);
    status(await user.POST('/api/webhooks', { body: { type: 'webhook', url: 'http://127.0.0.1/hook', kinds: ['proxy.failed'] } }), 400);
    status(await user.GET('/api/webhooks'), 200);
    status(await user.PATCH('/api/webhooks/{id}', { params: { path: { id: hook.data!.id } }, body: { enabled: false } }), 200);
    status(await user.GET('/api/webhooks/{id}/deliveries', { params: { path: { id: hook.data!.id }, query: { page: 1 } } }), 200);
    status(
      await user.POST('/api/webhooks/{id}/deliveries/{deliveryId}/resend', { params: { path: { id: hook.data!.id, deliveryId: 1 } } }),
      404,
    );
    status(await user.DELETE('/api/webhooks/{id}', { params: { path: { id: bot.data!.id } } }), 204);
    status(await user.GET('/api/accounts/search', { params: { query: { groupId: 0 } } }), 200);
    status(await user.GET('/api/accounts/labels'), 200);
    status(await user.GET('/api/accounts', { params: { query: { label: ['Київ', 'beauty'] } } }), 200);

    const proxy = platforms.proxyUrl;
    const youtube = await admin.POST('/api/accounts', {
      body: {
        proxy,
        inYouTube: true,
        YouTubeAuthClientId: 'client-id.apps.googleusercontent.com',
        YouTubeAuthClientSecret: 'client-secret',
      },
    });
    status(youtube, 201);
    const youtubeId = youtube.data!.id;
    // 'Підключити YouTube' in this browser: the state's cookie goes back with Google's redirect.
    const here = await admin.POST('/api/accounts/{id}/authorize/{platform}', { params: { path: { id: youtubeId, platform: 'youtube' } } });
    status(here, 200);
    const bound = here.response.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0])
      .join('; ');
    const back = new URL((await fetch(here.data!.url, { redirect: 'manual' })).headers.get('location')!);
    const query = { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
    status(await anon.GET('/api/accounts/youtube/callback', { params: { query }, headers: { cookie: bound }, parseAs: 'text' }), 200);
    status(await anon.GET('/api/accounts/youtube/callback', { params: { query }, headers: { cookie: bound }, parseAs: 'text' }), 400);
    // Invitations: created (the spec's copied link), listed, opened on their page, started, revoked.
    const invitation = await admin.POST('/api/accounts/connect-youtube/{id}', { params: { path: { id: youtubeId } } });
    status(invitation, 200);
    const token = new URL(invitation.data!.url).pathname.split('/').at(-1)!;
    status(await admin.GET('/api/accounts/{id}/connect-invitations', { params: { path: { id: youtubeId } } }), 200);
    status(await anon.GET('/api/connect/{token}', { params: { path: { token } }, parseAs: 'text' }), 200);
    status(await anon.POST('/api/connect/{token}', { params: { path: { token } }, parseAs: 'text' }), 200);
    status(await anon.POST('/api/connect/{token}', { params: { path: { token } }, parseAs: 'text' }), 410);
    status(await anon.GET('/api/connect/{token}', { params: { path: { token: 'unknown' } }, parseAs: 'text' }), 404);
    const revoke = { params: { path: { id: youtubeId, invitationId: invitation.data!.invitation.id } } };
    status(await admin.POST('/api/accounts/{id}/connect-invitations/{invitationId}/revoke', revoke), 200);
    status(await admin.POST('/api/accounts/{id}/connect-invitations/{invitationId}/revoke', revoke), 409);
    // The connect page for many profiles: its picker, a batch, the batch's states, 'Скасувати всі'.
    status(await admin.GET('/api/accounts/connect-candidates', { params: { query: { notConnected: 'true', platform: 'youtube' } } }), 200);
    const batch = await admin.POST('/api/accounts/connect-batches', { body: { accounts: [youtubeId], platforms: ['youtube'] } });
    status(batch, 201);
    status(await admin.GET('/api/accounts/connect-batches/{id}', { params: { path: { id: batch.data!.id } } }), 200);
    status(await admin.POST('/api/accounts/connect-batches/{id}/revoke', { params: { path: { id: batch.data!.id } } }), 200);
    status(await admin.POST('/api/accounts/connect-batches', { body: { accounts: [DB_ID_MAX], platforms: ['youtube'] } }), 404);
    status(
      await admin.PATCH('/api/accounts/update-channel/{id}', { params: { path: { id: youtubeId } }, body: { description: 'Про канал' } }),
      200,
    );

    const tiktok = await admin.POST('/api/accounts', { body: { proxy, inTikTok: true, TikTokAccess: TIKTOK_TOKEN } });
    status(tiktok, 201);
    status(await admin.GET('/api/accounts/{id}/tiktok-creator', { params: { path: { id: tiktok.data!.id } } }), 200);
    const tiktokApp = await admin.POST('/api/accounts', {
      body: { proxy, inTikTok: true, TikTokAccess: JSON.stringify({ client_key: 'client-key', client_secret: 'client-secret' }) },
    });
    status(tiktokApp, 201);
    status(await admin.POST('/api/accounts/connect-tiktok/{id}', { params: { path: { id: tiktokApp.data!.id } } }), 200);
    status(
      await admin.POST('/api/accounts/{id}/authorize/{platform}', { params: { path: { id: tiktokApp.data!.id, platform: 'tiktok' } } }),
      200,
    );
    status(await anon.GET('/api/accounts/tiktok/callback', { params: { query: { code: 'code', state: 'forged' } }, parseAs: 'text' }), 400);

    const instagram = await admin.POST('/api/accounts', {
      body: { proxy, inInstagram: true, InstagramLogin: 'studio.ua', InstagramPassword: 'ig-secret-pass' },
    });
    status(instagram, 201);
    const instagramId = instagram.data!.id;
    status(
      await admin.PATCH('/api/accounts/update-profile-inst/{id}', {
        params: { path: { id: instagramId } },
        body: { profileName: 'Студія' },
      }),
      200,
    );
    // No login confirmation is pending on the profile: both answer the documented 409.
    status(
      await admin.POST('/api/accounts/{id}/instagram/verify', { params: { path: { id: instagramId } }, body: { code: '123456' } }),
      409,
    );
    status(await admin.POST('/api/accounts/{id}/instagram/confirm', { params: { path: { id: instagramId } } }), 409);

    // Groups and tag sets.
    const group = await user.POST('/api/accounts-group', { body: { name: 'Контракт', accounts: [plainId] } });
    status(group, 201);
    const groupId = group.data!.id;
    status(await user.GET('/api/accounts-group', { params: { query: { page: 1 } } }), 200);
    status(await user.GET('/api/accounts-group/{id}', { params: { path: { id: groupId } } }), 200);
    status(
      await user.PATCH('/api/accounts-group/{id}', {
        params: { path: { id: groupId } },
        body: { name: 'Контракт 2', accounts: [{ id: plainId }] },
      }),
      200,
    );
    // Weekly posting slots: a group's, a profile's own, its free slots, a label no profile carries (404), the form's check.
    const slots = {
      youtube: null,
      tiktok: [{ days: [1, 2, 3, 4, 5] as Array<1 | 2 | 3 | 4 | 5>, times: ['10:00', '14:00'] }],
      instagram: null,
    };
    status(await user.GET('/api/accounts-group/{id}/slots', { params: { path: { id: groupId } } }), 200);
    status(await user.PUT('/api/accounts-group/{id}/slots', { params: { path: { id: groupId } }, body: slots }), 200);
    status(await user.GET('/api/accounts/{id}/slots', { params: { path: { id: plainId } } }), 200);
    status(await user.PUT('/api/accounts/{id}/slots', { params: { path: { id: plainId } }, body: slots }), 200);
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    status(
      await user.GET('/api/accounts/{id}/free-slots', { params: { path: { id: plainId }, query: { platform: 'tiktok', from, to } } }),
      200,
    );
    status(await user.GET('/api/accounts/labels/slots', { params: { query: { label: 'без профілів' } } }), 404);
    status(await user.PUT('/api/accounts/labels/slots', { params: { query: { label: 'без профілів' } }, body: slots }), 404);
    status(
      await user.GET('/api/publication/slot-gaps', { params: { query: { accounts: String(plainId), platforms: 'tiktok,youtube' } } }),
      200,
    );
    status(await user.DELETE('/api/accounts-group/{id}', { params: { path: { id: groupId } } }), 204);

    const tags = await user.POST('/api/tags', { body: { name: 'Кава', tags: ['кава', 'ранок'] } });
    status(tags, 201);
    const tagsId = tags.data!.id;
    status(await user.GET('/api/tags', { params: { query: { page: 1 } } }), 200);
    status(await user.GET('/api/tags/{id}', { params: { path: { id: tagsId } } }), 200);
    status(await user.PATCH('/api/tags/{id}', { params: { path: { id: tagsId } }, body: { name: 'Кава 2', tags: ['кава'] } }), 200);
    status(await user.DELETE('/api/tags/{id}', { params: { path: { id: tagsId } } }), 204);

    // Backgrounds: a folder, a multipart upload of photos and a video, the stored files by their URL.
    const folder = await user.POST('/api/folder/photo-bg', { body: { name: 'Фони' } });
    status(folder, 201);
    const folderId = folder.data!.id;
    status(await user.GET('/api/folder/photo-bg', { params: { query: { page: 1 } } }), 200);
    status(await user.GET('/api/folder/photo-bg/select'), 200);
    status(await user.PATCH('/api/folder/photo-bg/{id}', { params: { path: { id: folderId } }, body: { name: 'Фони 2' } }), 200);
    const uploaded = await user.POST('/api/photo-bg', {
      body: {
        folderId,
        files: [file('one.png', 'image.png', 'image/png'), file('two.jpg', 'image.jpg', 'image/jpeg')],
        videos: [file('loop.mp4', 'clip.mp4', 'video/mp4')],
      },
      bodySerializer: formData,
    });
    status(uploaded, 201);
    const media = uploaded.data!.data;
    expect(media.map((item) => item.type)).toEqual(['image', 'image', 'video']);
    status(await user.GET('/api/photo-bg', { params: { query: { page: 1 } } }), 200);
    status(await user.GET('/api/photo-bg/{id}', { params: { path: { id: folderId }, query: { page: 1 } } }), 200);

    const key = media[0]!.url.replace(/^\/api\/media\//, '');
    expect(key).toContain('/');
    const whole = await anon.GET('/api/media/{key}', { params: { path: { key } }, parseAs: 'arrayBuffer' });
    status(whole, 200);
    expect(Buffer.from(whole.data!).equals(fx.read('image.png'))).toBe(true);
    const part = await anon.GET('/api/media/{key}', { params: { path: { key } }, headers: { range: 'bytes=0-3' }, parseAs: 'arrayBuffer' });
    status(part, 206);
    expect(Buffer.from(part.data!)).toEqual(fx.read('image.png').subarray(0, 4));
    status(await anon.GET('/api/media/{key}', { params: { path: { key: key.replace(/[^/]+$/, 'missing.png') } } }), 404);
    status(await user.DELETE('/api/photo-bg/{id}', { params: { path: { id: media[1]!.id } } }), 204);

    // Video creation: a multipart request (rendered in the background).
    const creation = await user.POST('/api/create-video/create', {
      body: { countVideo: '1', isPhoto: 'true', folders: [String(folderId)], file: file('source.mp4', 'clip.mp4', 'video/mp4') },
      bodySerializer: formData,
    });
    status(creation, 201);
    const idUpload = creation.data!.idUpload;

    // Resumable uploads (tus) and the commits that use them.
    const tusUpload = async (name: string, fixture: string, kind: 'image' | 'video') => {
      const bytes = fx.read(fixture);
      const metadata = [
        ['filename', name],
        ['kind', kind],
      ]
        .map(([k, value]) => `${k} ${Buffer.from(value!).toString('base64')}`)
        .join(',');
      status(await user.GET('/api/upload-limits'), 200);
      const created = await user.POST('/api/uploads', {
        params: { header: { 'Tus-Resumable': '1.0.0', 'Upload-Length': bytes.length, 'Upload-Metadata': metadata } },
      });
      status(created, 201);
      const id = created.response.headers.get('location')!.split('/').at(-1)!;
      status(await user.HEAD('/api/uploads/{id}', { params: { path: { id }, header: { 'Tus-Resumable': '1.0.0' } } }), 200);
      const sent = await user.PATCH('/api/uploads/{id}', {
        params: { path: { id }, header: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': 0 } },
        headers: { 'content-type': 'application/offset+octet-stream' },
        body: new Blob([new Uint8Array(bytes)]),
        bodySerializer: (body) => body,
      });
      status(sent, 204);
      return id;
    };
    const given = await tusUpload('given-up.png', 'image.png', 'image');
    status(await user.DELETE('/api/uploads/{id}', { params: { path: { id: given }, header: { 'Tus-Resumable': '1.0.0' } } }), 204);
    const fromUploads = await user.POST('/api/photo-bg/from-uploads', {
      body: { folderId, files: [await tusUpload('three.png', 'image.png', 'image')] },
    });
    status(fromUploads, 201);
    status(
      await user.POST('/api/create-video/from-uploads', {
        body: { file: await tusUpload('source.mp4', 'clip.mp4', 'video'), countVideo: 1, isPhoto: true, folders: [folderId] },
      }),
      201,
    );
    status(await user.GET('/api/create-video', { params: { query: { page: 1 } } }), 200);
    status(await user.GET('/api/create-video/request/{id}', { params: { path: { id: idUpload } } }), 200);

    // Publishing two finished requests (current and older paths) to the YouTube profile.
    const publish = (request: { idUpload: string; videoIds: number[] }) => ({
      title: 'Ранкова кава',
      description: 'Опис',
      tags: ['кава'],
      accounts: [{ id: youtubeId, title: `#${youtubeId}`, value: youtubeId }],
      video: request.videoIds
        .slice(0, 1)
        .map((id) => ({ id, url: `/api/media/${id}`, idUpload: request.idUpload, createdAt: new Date().toISOString() })),
      inYouTube: true,
    });
    const first = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    status(await admin.GET('/api/publication/readiness', { params: { query: { accounts: String(youtubeId) } } }), 200);
    status(await admin.GET('/api/publication/text-values', { params: { query: { accounts: String(youtubeId) } } }), 200);
    const published = await admin.POST('/api/publication/create/{id}', { params: { path: { id: first.idUpload } }, body: publish(first) });
    status(published, 201);
    status(await admin.GET('/api/publication', { params: { query: { page: 1 } } }), 200);
    const item = await admin.GET('/api/publication/{id}', { params: { path: { id: first.idUpload } } });
    status(item, 200);
    status(await admin.GET('/api/publication/stats/{id}', { params: { path: { id: first.idUpload } } }), 200);
    status(
      await admin.PATCH('/api/publication/{id}', {
        params: { path: { id: first.idUpload } },
        body: { title: 'Нова назва', tags: 'кава, ранок', inYouTube: true },
      }),
      200,
    );
    const second = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    status(await admin.POST('/api/upload-video/{id}', { params: { path: { id: second.idUpload } }, body: publish(second) }), 201);
    status(await admin.GET('/api/upload-video', { params: { query: { page: 1 } } }), 200);
    status(await admin.GET('/api/upload-video/{id}', { params: { path: { id: second.idUpload } } }), 200);
    status(
      await admin.PATCH('/api/upload-video/{id}', {
        params: { path: { id: second.idUpload } },
        body: { title: 'Ще назва', tags: ['кава'], inYouTube: true },
      }),
      200,
    );
    // A row is retried only from 'Помилка': ours is waiting or published, which the document lists as 409.
    const rowId = item.data!.video[0]!.id;
    status(await admin.POST('/api/publication/retry/{id}', { params: { path: { id: rowId } } }), 409);
    status(await admin.POST('/api/upload-video/upload', { body: { videoId: rowId, youTubeId: first.idUpload } }), 409);
    // 'Повторити невдалі' with nothing failed (0), the health board, and 'Перевірити проксі' through a proxy that is down.
    status(await admin.POST('/api/publication/retry-failed/{id}', { params: { path: { id: first.idUpload } } }), 200);
    status(await admin.POST('/api/accounts/{id}/retry-failed', { params: { path: { id: plainId }, query: { platform: 'youtube' } } }), 200);
    status(await admin.GET('/api/accounts/health', { params: { query: { page: 1, state: 'ready', platform: 'tiktok' } } }), 200);
    status(await admin.GET('/api/accounts/health/summary', { params: { query: { platform: 'tiktok' } } }), 200);
    const downProxy = await admin.POST('/api/accounts', { body: { proxy: 'http://127.0.0.1:1', comments: 'проксі вимкнено' } });
    status(downProxy, 201);
    status(await admin.POST('/api/accounts/{id}/check-proxy', { params: { path: { id: downProxy.data!.id } } }), 200);
    status(await admin.POST('/api/accounts/check-proxy', { body: { ids: [downProxy.data!.id] } }), 200);
    // A bulk action (by a filter) and its progress; a published item's selected rows retried and deleted (refused: not failed, sent).
    const bulk = await admin.POST('/api/accounts/bulk-actions', {
      body: {
        requestId: crypto.randomUUID(),
        kind: 'setGroup',
        selection: { by: 'accounts', q: 'проксі вимкнено' },
        payload: { groupId: null },
      },
    });
    status(bulk, 200);
    status(await admin.GET('/api/accounts/bulk-actions/{id}', { params: { path: { id: bulk.data!.id } } }), 200);
    // 'Події': the list (filtered), the summary, read one and all, the notification kinds, a device's push subscription.
    const events = await admin.GET('/api/events', { params: { query: { kind: 'bulk_action.finished' } } });
    status(events, 200);
    status(await admin.GET('/api/events/summary'), 200);
    status(
      await admin.POST('/api/events/{id}/read', { params: { path: { id: events.data?.data[0]?.id ?? 2_147_483_647 } } }),
      events.data?.data[0] ? 204 : 404,
    );
    status(await admin.POST('/api/events/read-all'), 204);
    status(await admin.GET('/api/events/settings'), 200);
    status(await admin.PUT('/api/events/settings', { body: { kinds: ['render.finished'] } }), 200);
    const device = { endpoint: 'https://push.example.org/send/abc', keys: { p256dh: 'BPk', auth: 'c2VjcmV0' } };
    status(await admin.POST('/api/events/push-subscriptions', { body: device }), 204);
    status(await admin.DELETE('/api/events/push-subscriptions', { body: { endpoint: device.endpoint } }), 204);
    status(await admin.POST('/api/publication/{id}/rows/retry', { params: { path: { id: first.idUpload } }, body: { ids: [rowId] } }), 200);
    status(
      await admin.POST('/api/publication/{id}/rows/delete', { params: { path: { id: first.idUpload } }, body: { ids: [rowId] } }),
      200,
    );
    // The calendar: a week's counts, a day's rows, and a move of a row that is not there (404, documented).
    status(
      await admin.GET('/api/publication/calendar', { params: { query: { from: '2026-11-23', to: '2026-11-29', platform: 'tiktok' } } }),
      200,
    );
    status(
      await admin.GET('/api/publication/calendar/rows', {
        params: { query: { from: '2026-11-23T00:00:00Z', to: '2026-11-24T00:00:00Z' } },
      }),
      200,
    );
    status(await admin.POST('/api/publication/calendar/move', { body: { resultId: 2_147_483_647, at: '2030-01-01T10:00:00Z' } }), 404);
    // Publication presets: saved, listed, read, changed, and deleted.
    const preset = await admin.POST('/api/publication-presets', {
      body: { name: 'Контракт', inTikTok: true, tiktok: { privacyLevel: 'SELF_ONLY' }, timing: { kind: 'timeOfDay', minutes: 600 } },
    });
    status(preset, 201);
    const presetPath = { params: { path: { id: preset.data!.id } } };
    status(await admin.GET('/api/publication-presets'), 200);
    status(await admin.GET('/api/publication-presets/{id}', presetPath), 200);
    status(await admin.PATCH('/api/publication-presets/{id}', { ...presetPath, body: { name: 'Контракт 2' } }), 200);
    status(await admin.DELETE('/api/publication-presets/{id}', presetPath), 204);
    // Import and export: the template, a dry run, its apply and progress, and the export.
    status(await admin.GET('/api/accounts/import-template', { params: { query: { format: 'csv' } }, parseAs: 'arrayBuffer' }), 200);
    const sheet = new File(['Проксі;Коментар\nhttp://8.8.8.8:3128;імпорт\n'], 'profiles.csv', { type: 'text/csv' });
    const checked = await admin.POST('/api/accounts/imports', { body: { file: sheet, key: 'comment' } as never, bodySerializer: formData });
    status(checked, 200);
    const importPath = { params: { path: { id: checked.data!.import.id } } };
    status(
      await admin.POST('/api/accounts/imports/{id}/apply', { ...importPath, body: { file: sheet } as never, bodySerializer: formData }),
      200,
    );
    status(await admin.GET('/api/accounts/imports/{id}', importPath), 200);
    status(await admin.GET('/api/accounts/export', { params: { query: { format: 'xlsx', q: 'імпорт' } }, parseAs: 'arrayBuffer' }), 200);
    // 'Журнал дій': a page (and the next by its cursor), the user filter's options, the CSV export.
    const auditPage = await admin.GET('/api/audit', { params: { query: { entityType: 'account' } } });
    status(auditPage, 200);
    if (auditPage.data!.nextCursor) {
      status(await admin.GET('/api/audit', { params: { query: { entityType: 'account', cursor: auditPage.data!.nextCursor } } }), 200);
    }
    status(
      await admin.GET('/api/audit', { params: { query: { userId: adminId, action: 'login', from: new Date(0).toISOString() } } }),
      200,
    );
    status(await admin.GET('/api/audit/users'), 200);
    status(await admin.GET('/api/audit/export', { params: { query: { action: 'create' } }, parseAs: 'text' }), 200);
    status(await user.GET('/api/audit'), 403);

    // Password, then everything deleted, then sign-out.
    status(
      await user.PATCH('/api/auth/password', {
        body: { currentPassword: 'contract-pass', password: 'contract-pass-2', password_confirmation: 'contract-pass-2' },
      }),
      204,
    );
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const detail = await admin.GET('/api/create-video/request/{id}', { params: { path: { id: idUpload } } });
      if (detail.data?.status !== 'loading') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    status(await admin.DELETE('/api/create-video/request/{id}', { params: { path: { id: idUpload } } }), 204);
    status(await admin.DELETE('/api/folder/photo-bg/{id}', { params: { path: { id: folderId } } }), 204);
    status(await admin.DELETE('/api/accounts/{id}', { params: { path: { id: plainId } } }), 204);
    status(await admin.DELETE('/api/users/{id}', { params: { path: { id: userId } } }), 204);
    status(await anon.POST('/api/auth/logout', { body: { refreshToken: login.data!.refreshToken } }), 204);

    expect(problems).toEqual([]);
    const documented = operationsOf(doc)
      .map(({ key }) => key)
      .sort();
    expect([...called.keys()].sort()).toEqual(documented);
  });
});
