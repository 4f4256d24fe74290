import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { ErrorResponseSchema, type IdParams, IdParamsSchema, type PageQuery, PageQuerySchema } from '@shared/schemas/common';
import { GroupPageSchema, type GroupRequest, GroupRequestSchema, GroupSchema } from '@shared/schemas/groups';
import { currentUser } from '../plugins/auth';
import type { GroupService } from '../services/group-service';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const doc = (summary: string) => ({ tags: ['groups'], summary, security: [{ bearer: [] }] });

/** Profile groups (SPEC §7): owned like profiles; bodies are name and accounts. */
export async function groupRoutes(app: FastifyInstance, { groups }: { groups: GroupService }) {
  app.addHook('preHandler', app.authenticate);

  app.get<{ Querystring: PageQuery }>(
    apiPaths.groups.list,
    { schema: { ...doc('Profile groups (own; all for admin)'), querystring: PageQuerySchema, response: { 200: GroupPageSchema, ...errors } } },
    async (request) => groups.list(currentUser(request), request.query.page),
  );

  app.get<{ Params: IdParams }>(
    apiPaths.groups.detail(':id'),
    { schema: { ...doc('A group with its profiles as options'), params: IdParamsSchema, response: { 200: GroupSchema, ...errors } } },
    async (request) => groups.get(currentUser(request), request.params.id),
  );

  app.post<{ Body: GroupRequest }>(
    apiPaths.groups.list,
    { schema: { ...doc('Create a group of your profiles'), body: GroupRequestSchema, response: { 201: GroupSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await groups.create(currentUser(request), request.body)),
  );

  app.patch<{ Params: IdParams; Body: GroupRequest }>(
    apiPaths.groups.detail(':id'),
    { schema: { ...doc('Rename a group and set its profiles'), params: IdParamsSchema, body: GroupRequestSchema, response: { 200: GroupSchema, ...errors } } },
    async (request) => groups.update(currentUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: IdParams }>(
    apiPaths.groups.detail(':id'),
    { schema: { ...doc('Delete a group (its profiles stay)'), params: IdParamsSchema, response: errors } },
    async (request, reply) => {
      await groups.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
