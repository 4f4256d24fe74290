import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema, ListQuerySchema } from '@shared/schemas/common';
import { TagSetPageSchema, TagSetRequestSchema, TagSetSchema } from '@shared/schemas/tags';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { TagService } from '@server/services/catalog/tag-service';
import { endpoint } from '../http/endpoint';

const tag = 'tags';

/** Preset tag sets: shared by the team; the author or an admin may change them. */
export async function tagRoutes(app: FastifyInstance, { tags }: { tags: TagService }) {
  const api = typed(app);
  // A create form sends its Idempotency-Key: a double click or a retry after a lost answer creates one.
  app.addHook('onRequest', app.idempotent);

  api.get(
    apiPaths.tags.list,
    endpoint({
      operationId: 'listTagSets',
      tag,
      summary: 'Tag sets of the team',
      description: '`q` finds tag sets by id, name or any of their tags (substring, case ignored).',
      querystring: ListQuerySchema,
      success: [200, TagSetPageSchema],
    }),
    async (request) => tags.list(request.query.page, request.query.q),
  );

  api.get(
    apiPaths.tags.detail(':id'),
    endpoint({ operationId: 'getTagSet', tag, summary: 'A tag set', params: IdParamsSchema, success: [200, TagSetSchema] }),
    async (request) => tags.get(request.params.id),
  );

  api.post(
    apiPaths.tags.list,
    endpoint({
      operationId: 'createTagSet',
      tag,
      summary: 'Create a tag set (tags are trimmed, lowercased, deduplicated)',
      body: TagSetRequestSchema,
      success: [201, TagSetSchema],
    }),
    async (request, reply) => reply.status(201).send(await tags.create(currentUser(request), request.body)),
  );

  api.patch(
    apiPaths.tags.detail(':id'),
    endpoint({
      operationId: 'updateTagSet',
      tag,
      summary: 'Change a tag set (author or admin)',
      params: IdParamsSchema,
      body: TagSetRequestSchema,
      success: [200, TagSetSchema],
      errors: [403],
    }),
    async (request) => tags.update(currentUser(request), request.params.id, request.body),
  );

  api.delete(
    apiPaths.tags.detail(':id'),
    endpoint({
      operationId: 'deleteTagSet',
      tag,
      summary: 'Delete a tag set (author or admin)',
      params: IdParamsSchema,
      success: [204, null],
      errors: [403],
    }),
    async (request, reply) => {
      await tags.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
