import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema, ListQuerySchema } from '@shared/schemas/common';
import { GroupPageSchema, GroupRequestSchema, GroupSchema } from '@shared/schemas/groups';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { GroupService } from '@server/services/catalog/group-service';
import { endpoint } from '../http/endpoint';

const tag = 'groups';

/** Profile groups: owned like profiles; bodies are name and accounts. */
export async function groupRoutes(app: FastifyInstance, { groups }: { groups: GroupService }) {
  const api = typed(app);
  // A create form sends its Idempotency-Key: a double click or a retry after a lost answer creates one.
  app.addHook('onRequest', app.idempotent);

  api.get(
    apiPaths.groups.list,
    endpoint({
      operationId: 'listGroups',
      tag,
      summary: 'Profile groups (own; all for admin)',
      description: "`q` finds groups by id, name or a member profile's comment (substring, case ignored).",
      querystring: ListQuerySchema,
      success: [200, GroupPageSchema],
    }),
    async (request) => groups.list(currentUser(request), request.query.page, request.query.q),
  );

  api.get(
    apiPaths.groups.detail(':id'),
    endpoint({
      operationId: 'getGroup',
      tag,
      summary: 'A group with its profiles as options',
      params: IdParamsSchema,
      success: [200, GroupSchema],
    }),
    async (request) => groups.get(currentUser(request), request.params.id),
  );

  api.post(
    apiPaths.groups.list,
    endpoint({
      operationId: 'createGroup',
      tag,
      summary: 'Create a group of your profiles',
      body: GroupRequestSchema,
      success: [201, GroupSchema],
      errors: [404, 409],
    }),
    async (request, reply) => reply.status(201).send(await groups.create(currentUser(request), request.body)),
  );

  api.patch(
    apiPaths.groups.detail(':id'),
    endpoint({
      operationId: 'updateGroup',
      tag,
      summary: 'Rename a group and set its profiles',
      params: IdParamsSchema,
      body: GroupRequestSchema,
      success: [200, GroupSchema],
      errors: [409],
    }),
    async (request) => groups.update(currentUser(request), request.params.id, request.body),
  );

  api.delete(
    apiPaths.groups.detail(':id'),
    endpoint({
      operationId: 'deleteGroup',
      tag,
      summary: 'Delete a group (its profiles stay)',
      params: IdParamsSchema,
      success: [204, null],
    }),
    async (request, reply) => {
      await groups.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
