import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { AccountPageSchema } from '@shared/schemas/accounts';
import { IdParamsSchema, ListQuerySchema, PageQuerySchema } from '@shared/schemas/common';
import { UserCreateRequestSchema, UserDetailSchema, UserPageSchema, UserSchema, UserUpdateRequestSchema } from '@shared/schemas/users';
import { VideoPageSchema } from '@shared/schemas/videos';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { UserService } from '@server/services/users/user-service';
import { endpoint } from '../http/endpoint';

const tag = 'users';
const access = 'admin';

/** Users are managed by admins only. */
export async function userRoutes(app: FastifyInstance, { users }: { users: UserService }) {
  const api = typed(app);
  // A create form sends its Idempotency-Key: a double click or a retry after a lost answer creates one.
  app.addHook('onRequest', app.idempotent);

  api.get(
    apiPaths.users.list,
    endpoint({
      operationId: 'listUsers',
      tag,
      access,
      summary: 'Users with their profile and video counts',
      description: '`q` finds users by id or login (substring, case ignored).',
      querystring: ListQuerySchema,
      success: [200, UserPageSchema],
    }),
    async (request) => users.list(request.query.page, request.query.q),
  );

  api.get(
    apiPaths.users.detail(':id'),
    endpoint({
      operationId: 'getUser',
      tag,
      access,
      summary: 'A user with the first page of their profiles and videos',
      params: IdParamsSchema,
      success: [200, UserDetailSchema],
    }),
    async (request) => users.detail(request.params.id),
  );

  api.get(
    apiPaths.users.accounts(':id'),
    endpoint({
      operationId: 'listUserProfiles',
      tag,
      access,
      summary: "A page of the user's profiles",
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      success: [200, AccountPageSchema],
    }),
    async (request) => users.accounts(request.params.id, request.query.page),
  );

  api.get(
    apiPaths.users.videos(':id'),
    endpoint({
      operationId: 'listUserVideos',
      tag,
      access,
      summary: "A page of the user's published videos",
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      success: [200, VideoPageSchema],
    }),
    async (request) => users.videos(request.params.id, request.query.page),
  );

  api.post(
    apiPaths.users.list,
    endpoint({
      operationId: 'createUser',
      tag,
      access,
      summary: 'Create a user',
      body: UserCreateRequestSchema,
      success: [201, UserSchema],
      errors: [409],
    }),
    async (request, reply) => reply.status(201).send(await users.create(request.body)),
  );

  api.patch(
    apiPaths.users.detail(':id'),
    endpoint({
      operationId: 'updateUser',
      tag,
      access,
      summary: "Change a user's login, password or role (a new password ends their sign-ins)",
      params: IdParamsSchema,
      body: UserUpdateRequestSchema,
      success: [200, UserSchema],
      errors: [409],
    }),
    async (request) => users.update(request.params.id, request.body, currentUser(request)),
  );

  api.delete(
    apiPaths.users.detail(':id'),
    endpoint({
      operationId: 'deleteUser',
      tag,
      access,
      summary: 'Delete a user with everything they own (not yourself, not the last admin)',
      params: IdParamsSchema,
      success: [204, null],
      errors: [409],
    }),
    async (request, reply) => {
      await users.remove(request.params.id, currentUser(request).id);
      return reply.status(204).send();
    },
  );
}
