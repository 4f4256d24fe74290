import swagger from '@fastify/swagger';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '@shared/api-paths';
import { isValibotSchema } from './validation';

const toOpenApi = (schema: unknown): unknown => {
  if (!isValibotSchema(schema)) return schema;
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'openapi-3.0',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Record<string, unknown>;
  return json;
};

const convertSchema = (schema: FastifySchema): FastifySchema => {
  const response = schema.response as Record<string, unknown> | undefined;
  return {
    ...schema,
    ...(schema.body ? { body: toOpenApi(schema.body) } : {}),
    ...(schema.params ? { params: toOpenApi(schema.params) } : {}),
    ...(schema.querystring ? { querystring: toOpenApi(schema.querystring) } : {}),
    ...(response
      ? { response: Object.fromEntries(Object.entries(response).map(([code, s]) => [code, toOpenApi(s)])) }
      : {}),
  };
};

/** OpenAPI 3 document generated from the same valibot schemas the routes validate with. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shorts Publisher API',
        version: '1.0.0',
        description:
          'Back-office API. Errors are `{ message: string | string[] }` (validation: one Ukrainian message per broken rule). ' +
          'Pages are `?page=N` (1-based) and answer `{ data, page, totalPages, total }` with 20 items per page. ' +
          'Authenticate with `Authorization: Bearer <accessToken>` from POST /api/auth/login.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url }) => ({ schema: schema ? convertSchema(schema) : schema, url }),
  });

  app.get(apiPaths.docs, { schema: { hide: true } }, async () => app.swagger());
});
