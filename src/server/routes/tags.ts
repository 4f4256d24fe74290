import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { ErrorResponseSchema, type IdParams, IdParamsSchema, type PageQuery, PageQuerySchema } from '@shared/schemas/common';
import { TagSetPageSchema, type TagSetRequest, TagSetRequestSchema, TagSetSchema } from '@shared/schemas/tags';
import { currentUser } from '../plugins/auth';
import type { TagService } from '../services/tag-service';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const doc = (summary: string) => ({ tags: ['tags'], summary, security: [{ bearer: [] }] });

/** Preset tag sets (SPEC §7 "Tags"): shared by the team; the author or an admin may change them. */
export async function tagRoutes(app: FastifyInstance, { tags }: { tags: TagService }) {
  app.addHook('preHandler', app.authenticate);

  app.get<{ Querystring: PageQuery }>(
    apiPaths.tags.list,
    { schema: { ...doc('Tag sets of the team'), querystring: PageQuerySchema, response: { 200: TagSetPageSchema, ...errors } } },
    async (request) => tags.list(request.query.page),
  );

  app.get<{ Params: IdParams }>(
    apiPaths.tags.detail(':id'),
    { schema: { ...doc('A tag set'), params: IdParamsSchema, response: { 200: TagSetSchema, ...errors } } },
    async (request) => tags.get(request.params.id),
  );

  app.post<{ Body: TagSetRequest }>(
    apiPaths.tags.list,
    { schema: { ...doc('Create a tag set (tags are trimmed, lowercased, deduplicated)'), body: TagSetRequestSchema, response: { 201: TagSetSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await tags.create(currentUser(request), request.body)),
  );

  app.patch<{ Params: IdParams; Body: TagSetRequest }>(
    apiPaths.tags.detail(':id'),
    { schema: { ...doc('Change a tag set (author or admin)'), params: IdParamsSchema, body: TagSetRequestSchema, response: { 200: TagSetSchema, ...errors } } },
    async (request) => tags.update(currentUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: IdParams }>(
    apiPaths.tags.detail(':id'),
    { schema: { ...doc('Delete a tag set (author or admin)'), params: IdParamsSchema, response: errors } },
    async (request, reply) => {
      await tags.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
