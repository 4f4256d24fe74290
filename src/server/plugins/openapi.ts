import swagger from '@fastify/swagger';
import { type ConversionConfig, type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import { WebhookPayloadSchema } from '@shared/schemas/webhooks';
import type { HeaderDoc, MultipartDoc, RawBodyDoc } from '@server/http/endpoint';
import { isValibotSchema } from './validation';

type Described = {
  type: string;
  pipe?: { type: string; metadata?: Record<string, unknown> }[];
  wrapped?: Described;
  entries?: Record<string, Described>;
};

/** The wire form a piped schema names with `v.metadata({ openapi: {...} })`, looking through optional wrappers. */
const namedWireForm = (schema: Described | undefined): JsonSchema | undefined => {
  if (!schema) return undefined;
  if (schema.wrapped) return namedWireForm(schema.wrapped);
  return schema.pipe?.find((item) => item.type === 'metadata' && item.metadata?.openapi)?.metadata?.openapi as JsonSchema | undefined;
};

/** A default as the wire form carries it: the digits of a query parameter documented as an integer are that integer. */
const asWireType = (value: JsonSchema['default'], type: unknown): JsonSchema['default'] =>
  (type === 'integer' || type === 'number') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

/**
 * Per property of an object: ids sent as digits (path, query, multipart) are converted in a pipe
 * whose checks the converter cannot see past the transformation; their schema names its wire form,
 * applied here with the default in that form. And a field left out takes its default, which the
 * field's own checks then judge: one whose default they refuse (an empty list where one item is
 * needed, so that leaving it out gets the field's own message) must in effect be sent, so it is
 * documented as required, without the default.
 */
const overrideSchema: ConversionConfig['overrideSchema'] = ({ valibotSchema, jsonSchema }) => {
  const entries = (valibotSchema as unknown as Described).entries;
  if (!entries || !jsonSchema.properties) return undefined;
  const properties = { ...jsonSchema.properties };
  const required = new Set(jsonSchema.required ?? []);
  let changed = false;
  for (const [key, entry] of Object.entries(entries)) {
    const current = properties[key];
    if (typeof current !== 'object') continue;
    const wireForm = namedWireForm(entry);
    if (wireForm) {
      properties[key] = { ...wireForm, ...('default' in current ? { default: asWireType(current.default, wireForm.type) } : {}) };
      changed = true;
    }
    if ('default' in current && !v.safeParse(entry as unknown as v.GenericSchema, undefined).success) {
      const { default: _refused, ...withoutDefault } = properties[key] as JsonSchema & object;
      properties[key] = withoutDefault;
      required.add(key);
      changed = true;
    }
  }
  return changed ? { ...jsonSchema, properties, ...(required.size > 0 ? { required: [...required] } : {}) } : undefined;
};

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable enum must list `null` itself
 * (strict validators, Ajv among them, refuse `null` otherwise).
 */
const nullableEnum = (node: Record<string, unknown>) =>
  node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null) ? { ...node, enum: [...node.enum, null] } : node;

/**
 * Drops what strict validators refuse in OpenAPI 3.0: `required: []`, the JSON Schema dialect, and
 * `nullable` beside `anyOf` without a `type` (it moves onto the typed members, which means the same);
 * a nullable enum lists `null`.
 */
const tidy = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(tidy);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node)
    .filter(([key, value]) => !(key === 'required' && Array.isArray(value) && value.length === 0) && key !== '$schema')
    .map(([key, value]) => [key, tidy(value)]);
  const result: Record<string, unknown> = Object.fromEntries(entries);
  if (result.nullable === true && Array.isArray(result.anyOf) && result.type === undefined) {
    delete result.nullable;
    result.anyOf = (result.anyOf as Record<string, unknown>[]).map((member) =>
      'type' in member ? nullableEnum({ ...member, nullable: true }) : member,
    );
  }
  return nullableEnum(result);
};

const convert = (schema: v.GenericSchema): JsonSchema =>
  tidy(toJsonSchema(schema, { target: 'openapi-3.0', typeMode: 'input', errorMode: 'ignore', overrideSchema })) as JsonSchema;

const toOpenApi = (schema: unknown): unknown => (isValibotSchema(schema) ? convert(schema) : schema);

/** A multipart body as OpenAPI describes one: the text fields from their schema, the files as binary parts. */
const multipartBody = ({ fields, files }: MultipartDoc) => {
  const text = convert(fields) as { properties?: Record<string, unknown>; required?: string[] };
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      file.multiple
        ? { type: 'array', items: { type: 'string', format: 'binary' }, description: file.description }
        : { type: 'string', format: 'binary', description: file.description },
    ]),
  );
  const required = [
    ...(text.required ?? []),
    ...Object.entries(files)
      .filter(([, file]) => file.required)
      .map(([name]) => name),
  ];
  return { type: 'object', properties: { ...text.properties, ...fileProperties }, ...(required.length ? { required } : {}) };
};

/** A documented answer: a valibot schema, or `{ description, content }` whose media types may hold valibot schemas. */
const toOpenApiAnswer = (answer: unknown): unknown => {
  if (typeof answer !== 'object' || answer === null || isValibotSchema(answer) || !('content' in answer)) return toOpenApi(answer);
  const content = (answer as { content: Record<string, { schema: unknown }> }).content;
  return {
    ...answer,
    content: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, { ...media, schema: toOpenApi(media.schema) }])),
  };
};

type DocumentedSchema = FastifySchema & { multipart?: MultipartDoc; rawBody?: RawBodyDoc; requestHeaders?: Record<string, HeaderDoc> };

/** Documented request headers as the header parameters @fastify/swagger makes of `headers`. */
const headerParameters = (headers: Record<string, HeaderDoc>) => ({
  type: 'object',
  properties: Object.fromEntries(Object.entries(headers).map(([name, doc]) => [name, { type: doc.type, description: doc.description }])),
  required: Object.entries(headers)
    .filter(([, doc]) => doc.required)
    .map(([name]) => name),
});

const convertSchema = (schema: DocumentedSchema): FastifySchema => {
  const { multipart, rawBody, requestHeaders, ...rest } = schema;
  const response = rest.response as Record<string, unknown> | undefined;
  return {
    ...rest,
    // A HEAD route shown in the document (tus' offset request) keeps its own operationId (@fastify/swagger adds `-head`).
    ...(typeof rest.operationId === 'string' ? { operationId: rest.operationId.replace(/-head$/, '') } : {}),
    ...(rest.body ? { body: toOpenApi(rest.body) } : {}),
    ...(multipart ? { body: multipartBody(multipart) } : {}),
    ...(rawBody ? { body: { type: 'string', format: 'binary', description: rawBody.description } } : {}),
    ...(requestHeaders ? { headers: headerParameters(requestHeaders) } : {}),
    ...(rest.params ? { params: toOpenApi(rest.params) } : {}),
    ...(rest.querystring ? { querystring: toOpenApi(rest.querystring) } : {}),
    ...(response ? { response: Object.fromEntries(Object.entries(response).map(([code, s]) => [code, toOpenApiAnswer(s)])) } : {}),
  };
};

/** A wildcard (stored media) becomes a named path parameter a client can fill in. */
const wildcardPath = (url: string, schema: FastifySchema) => {
  if (!url.endsWith('/*')) return { url, schema };
  return {
    url: `${url.slice(0, -2)}/{key}`,
    schema: {
      ...schema,
      params: {
        type: 'object',
        required: ['key'],
        properties: { key: { type: 'string', description: "The stored file's key as it appears in a media URL ('/' included)" } },
      },
    },
  };
};

/** OpenAPI 3 document generated from the same valibot schemas the routes validate with. */
export const openApiPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shorts Publisher API',
        version: '1.0.0',
        description:
          'Back-office API. Errors are `{ message: string | string[] }` (validation: one Ukrainian message per broken rule). ' +
          'Pages are `?page=N` (1-based) and answer `{ data, page, totalPages, total }` with 20 items per page. ' +
          'Every operation needs `Authorization: Bearer <accessToken>` from `login` unless it says `security: []`; ' +
          'without a valid token it answers 401 before any input is checked. A method a path does not take answers 405 with `Allow`.',
        license: { name: 'Proprietary (internal use)', url: `${publicUrl}/api/docs` },
      },
      servers: [{ url: publicUrl, description: 'This installation (PUBLIC_URL)' }],
      security: [{ bearer: [] }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        // What a webhook delivery POSTs to a registered endpoint (OpenAPI 3.0 has no `webhooks` section).
        schemas: { WebhookPayload: convert(WebhookPayloadSchema) as Record<string, unknown> },
      },
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      return wildcardPath(url, convertSchema(schema as DocumentedSchema));
    },
  });

  app.get(apiPaths.docs, { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
});
