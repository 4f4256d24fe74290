/**
 * Crafted input never answers 5xx. Every route of the generated OpenAPI document that takes input
 * (all mutating routes and the GET routes with params or query) is called with requests generated
 * from its own documented schema, mixed with hostile values (NUL, lone surrogates, ids PostgreSQL's
 * `integer` cannot hold, wrong types, deep nesting, `__proto__`, huge strings, broken JSON), as
 * admin, as a plain user and without a token. The two multipart uploads also get broken framing.
 *
 * Every answer must be below 500, and every 4xx must carry `{ message }` (a string or a list of
 * strings) in Ukrainian. Runs are bounded (FUZZ_RUNS per route) and seeded (FUZZ_SEED), so the
 * suite stays fast and a failure prints the seed and path that replay it.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { containsForbiddenText, hasForbiddenCharacters } from '@server/http/forbidden-text';
import { insertPublishedVideo } from '../helpers/fixtures';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_531);
const fuzzOptions = { numRuns: RUNS, seed: SEED, endOnFailure: true } as const;

const CYRILLIC = /[\u0400-\u04FF]/;
const BODY_LIMIT = 1024 * 1024;
/** Nothing listens here: any platform call or proxied request fails at once, never leaving the machine. */
const NOWHERE = 'http://127.0.0.1:9';

// ---------------------------------------------------------------------------------------------
// JSON Schema (OpenAPI 3.0 flavour, as @valibot/to-json-schema writes it) → fast-check arbitrary
// ---------------------------------------------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
}

const MAX_DEPTH = 5;
const shortText = (min = 0, max = 40) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 40)) }),
    fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 40)), unit: 'grapheme' }),
    fc.constantFrom('Ранкові', 'тест', 'http://8.8.8.8:3128', 'socks5://user:pass@1.1.1.1:1080', '2030-01-01T10:00', 'public_to_everyone'),
  );

function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 1 });
  const base = baseArbitrary(schema, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function baseArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, depth + 1)));
  if (schema.allOf) return arbitraryOf(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, depth)));
  }
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      return fc.record(Object.fromEntries(keys.map((key) => [key, arbitraryOf(properties[key], depth + 1)])), {
        requiredKeys: keys.filter((key) => schema.required?.includes(key)),
      });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryOf(schema.items, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'string':
      switch (schema.format) {
        case 'uuid':
          return fc.uuid();
        case 'email':
          return fc.emailAddress();
        case 'date-time':
          return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
        case 'uri':
        case 'url':
          return fc.webUrl();
        default:
          return shortText(schema.minLength ?? 0, schema.maxLength ?? 40);
      }
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
      const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
      if (min === undefined && max === undefined) return fc.oneof(fc.integer(), fc.maxSafeInteger());
      return fc.integer({ min: min ?? Math.max(-(2 ** 31), (max ?? 0) - 2 ** 31), max: max ?? (min ?? 0) + 2 ** 31 });
    }
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        ...(typeof schema.minimum === 'number' ? { min: schema.minimum } : {}),
        ...(typeof schema.maximum === 'number' ? { max: schema.maximum } : {}),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A small body the schema accepts on its face: plain values, ids that exist, one item per list.
 * `all` also fills the optional fields; `flags` is the value of every boolean. A hostile value put
 * into one of its leaves then meets the route's own checks, the service and the database, instead
 * of being refused for some other random field.
 */
function minimalOf(schema: JsonSchema | undefined, all: boolean, flags: boolean, depth = 0): unknown {
  if (!schema || depth > MAX_DEPTH) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return minimalOf(alternatives[0], all, flags, depth + 1);
  if (schema.allOf) return minimalOf(Object.assign({}, ...schema.allOf) as JsonSchema, all, flags, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => all || schema.required?.includes(key))
          .map(([key, property]) => [key, minimalOf(property, all, flags, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1) }, () =>
        minimalOf(schema.items, all, flags, depth + 1),
      );
    case 'string': {
      if (schema.format === 'uuid') return known.uuids[0] ?? '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return '2099-01-01T10:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      const text = 'тест-значення'.repeat(Math.ceil((schema.minLength ?? 0) / 13) || 1);
      return text.slice(0, schema.maxLength ?? text.length);
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return flags;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile input
// ---------------------------------------------------------------------------------------------

const nested = (levels: number): unknown => {
  let value: unknown = 'дно';
  for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};
/** An object whose own keys are `__proto__` and `constructor`, as JSON.parse makes it (a literal would set the prototype). */
const poisoned = () => JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"polluted":1}}}') as unknown;

const hostileValues: unknown[] = [
  'x\u0000y',
  '\u0000',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '\u0000\ud800',
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32 + 1,
  2 ** 53 + 2,
  2_606_190_590,
  1e21,
  -1e21,
  1.5,
  -1,
  0,
  -0,
  1e-7,
  '',
  ' ',
  '2147483648',
  '1e21',
  '1.5',
  '-1',
  '0',
  'NaN',
  'x'.repeat(5000),
  'ї'.repeat(3000),
  '😀'.repeat(500),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  nested(64),
  [],
  {},
  [[[]]],
  [2 ** 31, 1.5, '1'],
  true,
  false,
  null,
];
/** The values the first sweep found answering 500 come up most often. */
const hostileValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>('x\u0000y', '\u0000', '\ud800', 'a\udfffb', 2 ** 31, 2_606_190_590, 1e21, 1.5, -1, 0) },
  { weight: 4, arbitrary: fc.constantFrom(...hostileValues) },
  { weight: 1, arbitrary: fc.constant(null).map(poisoned) },
);
const hostileKey = fc.constantFrom(
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  'k\u0000',
  '\ud800',
  'x'.repeat(500),
  'id',
  'user_id',
  'role',
);

/** Whole bodies that are not JSON a route can read. */
const hugeString = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT + 10) });
const hostileRawBodies: string[] = [
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '{"name":',
  '{"name": "x"} trailing',
  '{"name": "\\u0000"}',
  '{"name": "\\ud800"}',
  '{"login": "x\\u0000y", "password": "abcdef"}',
  '{"__proto__": {"role": "admin"}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '{"a": 1, "a": 2}',
  'null',
  '[]',
  '"just a string"',
  '123456789012345678901234567890',
  '1e400',
  '\ufeff{}',
  hugeString,
];

interface Payload {
  body?: string | Buffer;
  contentType?: string;
}

/** Every node of a JSON value, as the path to it. */
function paths(value: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []) {
  out.push(at);
  if (at.length > 6) return out;
  if (Array.isArray(value)) value.forEach((item, index) => paths(item, [...at, index], out));
  else if (typeof value === 'object' && value !== null)
    for (const key of Object.keys(value)) paths((value as Record<string, unknown>)[key], [...at, key], out);
  return out;
}

/** A copy of `value` with the node at `pick` replaced by `hostile`, or given the extra key `key`. */
function mutate(value: unknown, hostile: unknown, pick: number, addKey: boolean, key: string): unknown {
  const copy = value === undefined ? {} : (JSON.parse(JSON.stringify(value)) as unknown);
  const all = paths(copy);
  const target = all[pick % all.length]!;
  if (target.length === 0) {
    if (addKey && typeof copy === 'object' && copy !== null && !Array.isArray(copy)) {
      Object.defineProperty(copy, key, { value: hostile, enumerable: true, writable: true, configurable: true });
      return copy;
    }
    return hostile;
  }
  let parent = copy as Record<string | number, unknown>;
  for (const step of target.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = target[target.length - 1]!;
  const node = parent[last];
  if (addKey && typeof node === 'object' && node !== null && !Array.isArray(node)) {
    Object.defineProperty(node, key, { value: hostile, enumerable: true, writable: true, configurable: true });
  } else {
    parent[last] = hostile;
  }
  return copy;
}

const json = (value: unknown): Payload => ({ body: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<Payload> {
  const valid = schema ? arbitraryOf(schema) : fc.constant(undefined);
  const minimal = fc.constantFrom(...[false, true].flatMap((all) => [false, true].map((flags) => minimalOf(schema, all, flags))));
  return fc.oneof(
    { weight: schema ? 3 : 6, arbitrary: valid.map((value) => (value === undefined ? {} : json(value))) },
    {
      weight: schema ? 6 : 1,
      arbitrary: fc
        .tuple(minimal, hostileValue, fc.nat(), fc.boolean(), hostileKey)
        .map(([value, hostile, pick, addKey, key]) => json(mutate(value, hostile, pick, addKey && pick % 4 === 0, key))),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, hostileValue, fc.nat(), fc.boolean(), hostileKey)
        .map(([value, hostile, pick, addKey, key]) => json(mutate(value, hostile, pick, addKey, key))),
    },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 2, arbitrary: fc.constantFrom(...hostileRawBodies).map((body) => ({ body, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
            'application/xml',
            'multipart/form-data',
          ),
        )
        .map(([value, contentType]) => ({ body: JSON.stringify(value ?? {}), contentType })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        body: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
        contentType: 'application/json',
      }),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// URLs: path params and query strings
// ---------------------------------------------------------------------------------------------

/** Percent-encodes text as a browser would, writing a lone surrogate as its (invalid) CESU-8 bytes. */
const encode = (text: string) =>
  Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return char.length === 1 && code >= 0xd800 && code <= 0xdfff
      ? `%${Buffer.from([0xed, 0xa0 | ((code >> 6) & 0x1f), 0x80 | (code & 0x3f)])
          .toString('hex')
          .match(/../g)!
          .join('%')}`
      : encodeURIComponent(char);
  }).join('');

/** Already encoded hostile pieces of a URL. */
const hostileSegments = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '2606190590',
  '1e21',
  '99999999999999999999',
  'abc',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%FF',
  '%',
  '%E0%A4%A',
  '%20',
  '+1',
  '0x10',
  ' 1',
  'null',
  'undefined',
  '%2e%2e%2f%2e%2e',
  'x'.repeat(3000),
  encode('ї'),
  encode('\ud800'),
];
const hostileSegment = fc.constantFrom(...hostileSegments);

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  bodyRequired: boolean;
}

interface Known {
  ints: number[];
  users: number[];
  uuids: string[];
  files: string[];
}

function pathValue(operation: Operation, parameter: Parameter, known: Known): fc.Arbitrary<string> {
  if (parameter.name === '*') {
    return fc.oneof(
      fc.constantFrom(...known.files),
      fc.string({ maxLength: 30 }).map(encode),
      fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e/%2e%2e/jwt.key', 'tmp/x', 'a%00.png', '%ED%A0%80.png', '%'),
    );
  }
  const schema = parameter.schema ?? {};
  const existing =
    schema.format === 'uuid'
      ? fc.constantFrom(...known.uuids)
      : operation.path.startsWith('/api/users/')
        ? fc.constantFrom(...known.users)
        : fc.constantFrom(...known.ints);
  return fc.oneof(
    { weight: 6, arbitrary: existing.map(String) },
    { weight: 1, arbitrary: arbitraryOf(schema).map((value) => encode(String(value))) },
    { weight: 3, arbitrary: hostileSegment },
  );
}

function queryString(parameters: Parameter[]): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) =>
    fc.option(
      fc.oneof(
        {
          weight: 4,
          arbitrary: arbitraryOf(parameter.schema).map(
            (value) => `${parameter.name}=${encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
          ),
        },
        { weight: 3, arbitrary: hostileSegment.map((value) => `${parameter.name}=${value}`) },
        { weight: 1, arbitrary: fc.constant(`${parameter.name}=1&${parameter.name}=2`) },
        { weight: 1, arbitrary: fc.constant(`${parameter.name}[]=1`) },
      ),
      { freq: 5 },
    ),
  );
  const extra = fc.option(
    fc.constantFrom('__proto__[role]=admin', 'constructor[prototype][x]=1', 'x=%00', `y=${'z'.repeat(5000)}`, '&&&', '=', 'a=%ED%A0%80'),
    { freq: 4 },
  );
  return fc
    .tuple(fc.tuple(...pairs), extra)
    .map(([chosen, more]) => [...chosen, more].filter((pair): pair is string => pair !== null).join('&'));
}

// ---------------------------------------------------------------------------------------------
// What every answer must look like
// ---------------------------------------------------------------------------------------------

function describeRequest(request: { method: string; url: string; who: string; payload?: Payload }) {
  const body = request.payload?.body;
  const shown = body === undefined ? '' : typeof body === 'string' ? body.slice(0, 300) : `<${body.length} bytes>`;
  return `${request.method} ${request.url.slice(0, 300)} as ${request.who} (${request.payload?.contentType ?? 'no body'}) ${shown}`;
}

function expectCalmAnswer(response: LightMyRequestResponse, what: string, logs: string[]) {
  const status = response.statusCode;
  if (status >= 500) {
    const errors = logs
      .filter((line) => line.includes('"level":50'))
      .slice(-2)
      .join('\n');
    throw new Error(`${status} for ${what}\n${response.body.slice(0, 500)}\n${errors.slice(0, 2000)}`);
  }
  if (status < 400) return;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) {
    if (!CYRILLIC.test(response.body)) throw new Error(`${status} HTML page without a Ukrainian message for ${what}`);
    return;
  }
  let body: { message?: unknown };
  try {
    body = response.json();
  } catch {
    throw new Error(`${status} without a JSON body for ${what}: ${response.body.slice(0, 200)}`);
  }
  const list = Array.isArray(body.message) ? body.message : [body.message];
  if (list.length === 0 || !list.every((message) => typeof message === 'string' && CYRILLIC.test(message))) {
    throw new Error(`${status} without a Ukrainian { message } for ${what}: ${response.body.slice(0, 300)}`);
  }
}

/** fast-check's report (seed, path, counterexample) with the broken expectation under it. */
const failureText = (error: unknown): string =>
  error instanceof Error ? `${error.message}${error.cause instanceof Error ? `\n${error.cause.message}` : ''}` : String(error);

// ---------------------------------------------------------------------------------------------
// The app, its users and rows for the ids to point at
// ---------------------------------------------------------------------------------------------

type Who = 'admin' | 'user' | 'anonymous';
const USER = { login: 'fuzz-user', password: 'fuzz-user-pass' };

let db: Database;
let t: TestApp;
const tokens: Record<Who, string | undefined> = { admin: undefined, user: undefined, anonymous: undefined };
const known: Known = { ints: [], users: [], uuids: [], files: [] };
let operations: Operation[] = [];
const fx = makeMediaFixtures();

/** Signs in again whoever a fuzzed call signed out (a changed password, a deleted user). */
async function ensureTokens() {
  for (const who of ['admin', 'user'] as const) {
    const token = tokens[who];
    if (token && (await t.call('GET', '/api/accounts', token)).statusCode !== 401) continue;
    if (who === 'admin') {
      tokens.admin = (await t.login()).accessToken;
      continue;
    }
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: USER });
    if (signedIn.statusCode !== 200) await t.createUser(`${USER.login}-${Date.now()}`, USER.password);
    tokens.user = (signedIn.statusCode === 200 ? signedIn.json() : await t.login(USER.login, USER.password).catch(() => null))?.accessToken;
  }
}

/** Answers by caller and status: the run must reach the services, not stop at sign-in. */
const tally: Record<Who, Record<number, number>> = { admin: {}, user: {}, anonymous: {} };
const countOf = (who: Who, from: number, to: number) =>
  Object.entries(tally[who]).reduce((sum, [status, count]) => sum + (Number(status) >= from && Number(status) < to ? count : 0), 0);

async function send(method: string, url: string, who: Who, payload: Payload) {
  const token = tokens[who];
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload.contentType) headers['content-type'] = payload.contentType;
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload.body !== undefined ? { payload: payload.body } : {}),
  });
  expectCalmAnswer(response, describeRequest({ method, url, who, payload }), t.logs);
  const counts = (tally[who][response.statusCode] ?? 0) + 1;
  tally[who][response.statusCode] = counts;
  return response;
}

function readOperations(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const result: Operation[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(upper)) continue;
      const parameters = ((spec.parameters ?? []) as Parameter[]).filter(
        (parameter) => parameter.in === 'path' || parameter.in === 'query',
      );
      if (upper === 'GET' && parameters.length === 0) continue;
      const requestBody = spec.requestBody as { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined;
      result.push({
        method: upper,
        path: route,
        parameters,
        body: requestBody?.content?.['application/json']?.schema,
        bodyRequired: requestBody?.required ?? false,
      });
    }
  }
  // Deleting rows comes last, so that the other routes still find them.
  return result.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, {
    ALLOW_PRIVATE_PROXY: 'true',
    RUN_WORKERS: 'false',
    GOOGLE_AUTH_URL: NOWHERE,
    GOOGLE_TOKEN_URL: NOWHERE,
    YOUTUBE_API_URL: NOWHERE,
    TIKTOK_API_URL: NOWHERE,
    TIKTOK_AUTH_URL: NOWHERE,
    INSTAGRAM_API_URL: NOWHERE,
  });
  tokens.admin = (await t.login()).accessToken;
  const userId = await t.createUser(USER.login, USER.password);
  tokens.user = (await t.login(USER.login, USER.password)).accessToken;
  for (let index = 0; index < 3; index += 1) known.users.push(await t.createUser(`fodder-${index}`, 'fodder-pass'));

  const created = async (url: string, token: string, payload: object) => {
    const response = await t.call('POST', url, token, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };
  for (const token of [tokens.user!, tokens.admin!]) {
    const profiles: number[] = [];
    for (let index = 0; index < 3; index += 1)
      profiles.push((await created('/api/accounts', token, { proxy: `${NOWHERE}`, comments: `профіль ${index}` })).id);
    await created('/api/accounts-group', token, { name: 'Група', accounts: [profiles[0]] });
    await created('/api/tags', token, { name: 'Теги', tags: ['один', 'два'] });
    await created('/api/folder/photo-bg', token, { name: 'Папка' });
    known.ints.push(...profiles);
  }
  const [admin] = await db.query<{ id: number }>("SELECT id FROM users WHERE login = 'admin'");
  const [userProfile] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 ORDER BY id LIMIT 1', [userId]);
  const [adminProfile] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 ORDER BY id LIMIT 1', [admin!.id]);
  await insertPublishedVideo(db, userId, userProfile!.id, [{ platform: 'youtube', status: 'error', error: 'quota' }], 'error');
  await insertPublishedVideo(db, admin!.id, adminProfile!.id, [{ platform: 'instagram', status: 'success' }]);
  // A rendered request not yet published, so that publishing reaches its checks.
  await db.query(
    `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_video, source_storage_key, source_name)
     VALUES ($1, gen_random_uuid(), 'success', 1, true, 'src/' || gen_random_uuid(), 'source.mp4')`,
    [userId],
  );
  known.uuids = (await db.query<{ id: string }>('SELECT id_upload::text AS id FROM creation_requests')).map((row) => row.id);
  known.ints = [...new Set([...known.ints, 1, 2, 3])];

  const upload = await multipartBody([
    { name: 'folderId', value: '1' },
    { name: 'files', filename: 'image.png', type: 'image/png', data: fx.read('image.png') },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/photo-bg',
    headers: { ...t.bearer(tokens.admin!), 'content-type': upload.contentType },
    payload: upload.body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  known.files = (uploaded.json() as { data: Array<{ url: string }> }).data.map((item) => item.url.replace(/^\/api\/media\//, ''));

  const document = (await t.call('GET', '/api/docs', tokens.admin)).json();
  operations = readOperations(document);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await db?.close();
});

// ---------------------------------------------------------------------------------------------
// JSON routes
// ---------------------------------------------------------------------------------------------

/**
 * Bodies a route accepted (2xx) during the random run: plausible on every rule, also those JSON
 * Schema cannot state (a proxy URL, a date in the future), so the sweep below reaches the services.
 */
const accepted = new Map<string, unknown[]>();
/** Hand-made plausible bodies for routes whose rules JSON Schema cannot state. */
const seedBodies: Record<string, unknown[]> = {
  'POST /api/accounts': [{ proxy: NOWHERE, comments: 'коментар', YouTubeLogin: 'логін', InstagramLogin: 'логін' }],
  'PATCH /api/accounts/{id}': [{ proxy: NOWHERE, comments: 'коментар', YouTubeLogin: 'логін', InstagramLogin: 'логін' }],
  'POST /api/users': [{ login: 'новий-користувач', password: 'secret-pass', role: 'user' }],
  'PATCH /api/users/{id}': [{ login: 'перейменований', role: 'user' }],
  'POST /api/auth/login': [{ login: 'fuzz-user', password: 'fuzz-user-pass' }],
  'POST /api/accounts-group': [{ name: 'Група', accounts: [1] }],
  'PATCH /api/accounts-group/{id}': [{ name: 'Група', accounts: [{ id: 1, title: 'профіль', value: 1 }] }],
  'POST /api/tags': [{ name: 'Теги', tags: ['один'] }],
  'PATCH /api/tags/{id}': [{ name: 'Теги', tags: ['один'] }],
  'POST /api/upload-video/upload': [{ videoId: 1, youTubeId: null }],
};
const keyOf = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Random requests from the route's documented schema mixed with hostile values, as admin, user and anonymous. */
async function fuzzRoutes(chosen: Operation[]) {
  const failures: string[] = [];
  for (const operation of chosen) {
    await ensureTokens();
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
    const request = fc.record({
      who: fc.constantFrom<Who>('admin', 'user', 'anonymous'),
      params: fc.tuple(...pathParameters.map((parameter) => pathValue(operation, parameter, known))),
      query: queryParameters.length > 0 ? queryString(queryParameters) : fc.constant(''),
      payload: operation.method === 'GET' ? fc.constant<Payload>({}) : bodyArbitrary(operation.body),
    });
    await fc
      .assert(
        fc.asyncProperty(request, async ({ who, params, query, payload }) => {
          let url = operation.path;
          pathParameters.forEach((parameter, index) => {
            url = url.replace(parameter.name === '*' ? '{*}' : `{${parameter.name}}`, params[index]!);
          });
          const response = await send(operation.method, query ? `${url}?${query}` : url, who, payload);
          // Only plausible bodies: a route that ignores its body also accepts a 20 000-level nesting.
          if (
            response.statusCode < 300 &&
            operation.body &&
            payload.contentType === 'application/json' &&
            typeof payload.body === 'string' &&
            payload.body.length < 20_000
          ) {
            const bodies = accepted.get(keyOf(operation)) ?? [];
            if (bodies.length < 3) accepted.set(keyOf(operation), [...bodies, JSON.parse(payload.body)]);
          }
        }),
        // A seed of its own per route (the same on every run); fast-check prints it with the path on failure.
        {
          ...fuzzOptions,
          seed: SEED + operations.indexOf(operation),
          numRuns: operation.path === '/api/auth/login' ? Math.min(RUNS, 10) : RUNS,
        },
      )
      .catch((error: unknown) => failures.push(`${keyOf(operation)}: ${failureText(error)}`));
  }
  // All routes are tried before failing, so one run names every route that still breaks.
  expect(failures).toEqual([]);
}

/** Paths to the leaves (text, numbers, booleans, null) of a JSON value. */
function leafPaths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...at, index]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...at, key]));
  return [at];
}

/** What each kind of leaf gets in the sweep: the values the first battery found answering 500. */
const sweepValues = (leaf: unknown): unknown[] =>
  typeof leaf === 'string' ? ['x\u0000y', 'a\ud800b', 2 ** 31] : ['x\u0000y', 2 ** 31, 2_606_190_590, 1e21, 1.5, -1];

describe('no crafted request answers 5xx; every refusal is { message } in Ukrainian', () => {
  it('reads the routes to fuzz from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.some((operation) => operation.method === 'POST' && operation.path === '/api/accounts-group')).toBe(true);
  });

  it('every documented route with input (deletions aside), as admin, as a user and anonymously', async () => {
    await fuzzRoutes(operations.filter((operation) => operation.method !== 'DELETE'));
    for (const who of ['admin', 'user'] as const) {
      expect(countOf(who, 200, 300), `${who} succeeded`).toBeGreaterThan(20);
      expect(countOf(who, 401, 402), `${who} refused sign-in`).toBeLessThan(countOf(who, 200, 600) / 10);
    }
  }, 120_000);

  it('every leaf of a plausible body, one hostile value at a time', async () => {
    const failures: string[] = [];
    let turn = 0;
    for (const operation of operations.filter((candidate) => candidate.body && candidate.method !== 'DELETE')) {
      await ensureTokens();
      let url = operation.path;
      for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
        const id = parameter.schema?.format === 'uuid' ? known.uuids[0] : url.startsWith('/api/users/') ? known.users[0] : known.ints[0];
        url = url.replace(`{${parameter.name}}`, String(id));
      }
      const bases = new Set([
        ...[false, true].flatMap((all) => [false, true].map((flags) => JSON.stringify(minimalOf(operation.body, all, flags)))),
        ...(seedBodies[keyOf(operation)] ?? []).map((body) => JSON.stringify(body)),
        ...(accepted.get(keyOf(operation)) ?? []).map((body) => JSON.stringify(body)),
      ]);
      for (const text of bases) {
        const base = JSON.parse(text) as unknown;
        const all = paths(base).map((candidate) => candidate.join('\u0001'));
        for (const leaf of leafPaths(base)) {
          const current = leaf.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], base);
          for (const hostile of sweepValues(current)) {
            const who: Who = turn++ % 2 ? 'admin' : 'user';
            const body = mutate(base, hostile, all.indexOf(leaf.join('\u0001')), false, '');
            await send(operation.method, url, who, json(body)).catch((error: unknown) =>
              failures.push(`${keyOf(operation)} at ${leaf.join('.') || '(root)'}: ${failureText(error)}`),
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Multipart uploads: hostile fields and broken framing
// ---------------------------------------------------------------------------------------------

interface Part {
  name: string;
  value?: string;
  filename?: string;
  type?: string;
  data?: Buffer;
}

async function multipartBody(parts: Part[], boundary = '----fuzz-boundary-7MA4YWxkTrZu0gW') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename !== undefined ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), part.data ?? Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const hostileField = fc.oneof(
  fc.constantFrom(...hostileValues.filter((value): value is string => typeof value === 'string')),
  fc.constantFrom(
    '2147483648',
    '9999999999',
    '1e21',
    '1.5',
    '-1',
    '0',
    '00000000001',
    ' 1',
    '1 ',
    '٣',
    'x\u0000',
    '\ud800',
    'true\u0000',
    '51',
    '50',
  ),
  fc.integer({ min: 1, max: 4 }).map(String),
);

type Framing =
  | 'good'
  | 'no-boundary'
  | 'wrong-boundary'
  | 'truncated'
  | 'no-part-headers'
  | 'no-closing'
  | 'empty'
  | 'garbage-headers'
  | 'not-multipart'
  | 'mixed';
const framing = fc.constantFrom<Framing>(
  'good',
  'good',
  'good',
  'no-boundary',
  'wrong-boundary',
  'truncated',
  'truncated',
  'no-part-headers',
  'no-closing',
  'empty',
  'garbage-headers',
  'not-multipart',
  'mixed',
);

/** A well-formed multipart body, then broken as `how` says. */
async function framed(parts: Part[], how: Framing, cut: number): Promise<Payload> {
  const { body, contentType } = await multipartBody(parts);
  switch (how) {
    case 'good':
      return { body, contentType };
    case 'no-boundary':
      return { body, contentType: 'multipart/form-data' };
    case 'wrong-boundary':
      return { body, contentType: 'multipart/form-data; boundary=somethingelse' };
    case 'truncated':
      return { body: body.subarray(0, Math.floor((body.length * (cut % 100)) / 100)), contentType };
    case 'no-part-headers':
      return {
        body: Buffer.from(`--b\r\n\r\nvalue\r\n--b\r\n\r\n${'x'.repeat(cut % 500)}\r\n--b--\r\n`),
        contentType: 'multipart/form-data; boundary=b',
      };
    case 'no-closing':
      return { body: body.subarray(0, body.lastIndexOf('--') - 20), contentType };
    case 'empty':
      return { body: Buffer.alloc(0), contentType };
    case 'garbage-headers':
      return {
        body: Buffer.from(
          `--b\r\nContent-Disposition: form-data; name=\r\nX: ${'y'.repeat(cut % 20_000)}\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="folders[]"; filename="\u0000.mp4"\r\n\r\nxx\r\n--b--\r\n`,
        ),
        contentType: 'multipart/form-data; boundary=b',
      };
    case 'not-multipart':
      return { body: JSON.stringify({ folderId: 1 }), contentType: 'application/json' };
    case 'mixed':
      return { body, contentType: contentType.replace('form-data', 'mixed') };
  }
}

const fileChoice = fc.constantFrom('image.png', 'clip.mp4', 'text.jpg', 'empty.jpg', 'doc.pdf', 'vector.png', 'truncated.mp4');
const filePart = (field: string) =>
  fc
    .tuple(
      fileChoice,
      fc.constantFrom('image/png', 'video/mp4', 'application/octet-stream', ''),
      fc.constantFrom('f.png', 'clip.mp4', 'x\u0000.png', '\ud800.mp4', '../../x.png', ''),
    )
    .map(([name, type, filename]): Part => ({ name: field, filename, type, data: fx.read(name) }));

/** Hostile values put into one field (or the file name) of an otherwise good upload. */
const uploadSweep = ['2147483648', '9999999999', '2606190590', '1e21', '1.5', '-1', '0', 'x\u0000y', '1\u0000', 'a\ud800b', ''];

async function leftovers() {
  const tmp = path.join(t.dataDir, 'media', 'tmp');
  return (await readdir(tmp).catch(() => [])).length;
}

describe('multipart uploads refuse broken framing and hostile fields calmly, leaving nothing behind', () => {
  it('POST /api/photo-bg', async () => {
    await ensureTokens();
    const [before] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM background_media');
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Who>('admin', 'user', 'admin', 'user', 'anonymous'),
        fc.option(hostileField, { nil: undefined }),
        fc.array(filePart('files'), { maxLength: 2 }),
        fc.array(filePart('videos'), { maxLength: 1 }),
        fc.option(fc.tuple(hostileKey, hostileField), { nil: undefined }),
        framing,
        fc.nat(),
        async (who, folderId, files, videos, extra, how, cut) => {
          const parts: Part[] = [
            ...(folderId !== undefined ? [{ name: 'folderId', value: folderId }] : []),
            ...(extra ? [{ name: extra[0], value: extra[1] }] : []),
            ...files,
            ...videos,
          ];
          const response = await send('POST', '/api/photo-bg', who, await framed(parts, how, cut));
          if (response.statusCode === 201) created += (response.json() as { data: unknown[] }).data.length;
        },
      ),
      fuzzOptions,
    );
    const [after] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM background_media');
    expect(after!.count - before!.count).toBe(created);
    expect(await leftovers()).toBe(0);
  }, 60_000);

  it('each field and the file name of a good upload, one hostile value at a time', async () => {
    await ensureTokens();
    const failures: string[] = [];
    // A folder of its own with one picture, so that a good upload and a good creation request succeed.
    const folderId = String((await t.call('POST', '/api/folder/photo-bg', tokens.user, { name: 'Для перевірки' })).json().id);
    const image = (filename = 'image.png'): Part => ({ name: 'files', filename, type: 'image/png', data: fx.read('image.png') });
    const clip = (filename = 'clip.mp4'): Part => ({ name: 'file', filename, type: 'video/mp4', data: fx.read('clip.mp4') });
    const cases: Array<{ url: string; parts: Part[] }> = [];
    const good = [{ name: 'folderId', value: folderId }, image()];
    for (const value of uploadSweep) {
      cases.push({ url: '/api/photo-bg', parts: [{ name: 'folderId', value }, image()] });
      cases.push({ url: '/api/photo-bg', parts: [{ name: 'folderId', value: folderId }, image(`${value}.png`)] });
      cases.push({ url: '/api/photo-bg', parts: [{ name: 'folderId', value: folderId }, { name: value || 'empty', value }, image()] });
      const fields = { countVideo: '1', isVideo: 'false', isPhoto: 'true', 'folders[]': folderId };
      for (const field of Object.keys(fields)) {
        const parts = Object.entries({ ...fields, [field]: value }).map(([name, text]): Part => ({ name, value: text }));
        cases.push({ url: '/api/create-video/create', parts: [...parts, clip()] });
      }
      cases.push({
        url: '/api/create-video/create',
        parts: [...Object.entries(fields).map(([name, text]): Part => ({ name, value: text })), clip(`${value}.mp4`)],
      });
    }
    const { body, contentType } = await multipartBody(good);
    expect((await send('POST', '/api/photo-bg', 'user', { body, contentType })).statusCode).toBe(201);
    let turn = 0;
    let reached = 0;
    for (const { url, parts } of cases) {
      const payload = await multipartBody(parts);
      await send('POST', url, turn++ % 2 ? 'admin' : 'user', payload)
        .then((response) => (reached += Number(response.statusCode === 201)))
        .catch((error: unknown) => failures.push(failureText(error)));
    }
    expect(failures).toEqual([]);
    // The sweep reaches storage and the database, not only the first check.
    expect(reached).toBeGreaterThan(10);
    expect(await leftovers()).toBe(0);
  }, 60_000);

  it('POST /api/create-video/create', async () => {
    await ensureTokens();
    const [before] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM creation_requests');
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Who>('admin', 'user', 'admin', 'user', 'anonymous'),
        fc.record({
          countVideo: fc.option(hostileField, { nil: undefined }),
          isVideo: fc.option(fc.oneof(fc.constantFrom('true', 'false', '1', '0'), hostileField), { nil: undefined }),
          isPhoto: fc.option(fc.oneof(fc.constantFrom('true', 'false', '1', '0'), hostileField), { nil: undefined }),
          folders: fc.array(hostileField, { maxLength: 3 }),
        }),
        fc.array(filePart('file'), { maxLength: 2 }),
        fc.option(fc.tuple(hostileKey, hostileField), { nil: undefined }),
        framing,
        fc.nat(),
        async (who, fields, files, extra, how, cut) => {
          const parts: Part[] = [
            ...(fields.countVideo !== undefined ? [{ name: 'countVideo', value: fields.countVideo }] : []),
            ...(fields.isVideo !== undefined ? [{ name: 'isVideo', value: fields.isVideo }] : []),
            ...(fields.isPhoto !== undefined ? [{ name: 'isPhoto', value: fields.isPhoto }] : []),
            ...fields.folders.map((value) => ({ name: 'folders[]', value })),
            ...(extra ? [{ name: extra[0], value: extra[1] }] : []),
            ...files,
          ];
          const response = await send('POST', '/api/create-video/create', who, await framed(parts, how, cut));
          if (response.statusCode === 201) created += 1;
        },
      ),
      fuzzOptions,
    );
    const [after] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM creation_requests');
    expect(after!.count - before!.count).toBe(created);
    expect(await leftovers()).toBe(0);
  }, 60_000);
});

describe('deletions, last, so that every request above still found its rows', () => {
  it('every documented DELETE, as admin, as a user and anonymously', async () => {
    await fuzzRoutes(operations.filter((operation) => operation.method === 'DELETE'));
  }, 120_000);
});

describe('the input guard finds text PostgreSQL cannot keep', () => {
  it('a NUL character or a lone surrogate, and nothing in well-formed text', () => {
    for (const text of ['x\u0000y', '\u0000', '\ud800', 'a\udfffb', '\ud83d', '😀\ud83d'])
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
    for (const text of ['', 'Ранкові відео', '😀', '𝕏', 'tab\tand\nnewline', '\u0001'])
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(false);
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => !hasForbiddenCharacters(text) || text.includes('\u0000')));
  });

  it('in nested values and keys, without recursion', () => {
    expect(containsForbiddenText({ a: [{ b: 'ok' }, { c: ['x\u0000'] }] })).toBe(true);
    expect(containsForbiddenText({ ['k\u0000']: 1 })).toBe(true);
    expect(containsForbiddenText({ a: [1, true, null, { b: 'ok' }] })).toBe(false);
    let deep: unknown = 'x\ud800';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(containsForbiddenText(deep)).toBe(true);
  });
});
