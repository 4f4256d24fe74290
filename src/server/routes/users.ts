import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { AccountPageSchema } from '@shared/schemas/accounts';
import { ErrorResponseSchema, type IdParams, IdParamsSchema, type PageQuery, PageQuerySchema } from '@shared/schemas/common';
import {
  type UserCreateRequest,
  UserCreateRequestSchema,
  UserDetailSchema,
  UserPageSchema,
  UserSchema,
  type UserUpdateRequest,
  UserUpdateRequestSchema,
} from '@shared/schemas/users';
import { VideoPageSchema } from '@shared/schemas/videos';
import { currentUser } from '../plugins/auth';
import type { UserService } from '../services/user-service';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Users are managed by admins only. */
export async function userRoutes(app: FastifyInstance, { users }: { users: UserService }) {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireAdmin);
  const doc = (summary: string) => ({ tags: ['users'], summary, security: [{ bearer: [] }] });

  app.get<{ Querystring: PageQuery }>(
    apiPaths.users.list,
    { schema: { ...doc('Users with their profile and video counts'), querystring: PageQuerySchema, response: { 200: UserPageSchema, ...errors } } },
    async (request) => users.list(request.query.page),
  );

  app.get<{ Params: IdParams }>(
    apiPaths.users.detail(':id'),
    { schema: { ...doc("A user with the first page of their profiles and videos"), params: IdParamsSchema, response: { 200: UserDetailSchema, ...errors } } },
    async (request) => users.detail(request.params.id),
  );

  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    apiPaths.users.accounts(':id'),
    { schema: { ...doc("A page of the user's profiles"), params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: AccountPageSchema, ...errors } } },
    async (request) => users.accounts(request.params.id, request.query.page),
  );

  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    apiPaths.users.videos(':id'),
    { schema: { ...doc("A page of the user's published videos"), params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: VideoPageSchema, ...errors } } },
    async (request) => users.videos(request.params.id, request.query.page),
  );

  app.post<{ Body: UserCreateRequest }>(
    apiPaths.users.list,
    { schema: { ...doc('Create a user'), body: UserCreateRequestSchema, response: { 201: UserSchema, 409: ErrorResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await users.create(request.body)),
  );

  app.patch<{ Params: IdParams; Body: UserUpdateRequest }>(
    apiPaths.users.detail(':id'),
    {
      schema: {
        ...doc("Change a user's login, password or role (a new password ends their sign-ins)"),
        params: IdParamsSchema,
        body: UserUpdateRequestSchema,
        response: { 200: UserSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => users.update(request.params.id, request.body, currentUser(request)),
  );

  app.delete<{ Params: IdParams }>(
    apiPaths.users.detail(':id'),
    {
      schema: {
        ...doc('Delete a user with everything they own (not yourself, not the last admin)'),
        params: IdParamsSchema,
        response: { 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await users.remove(request.params.id, currentUser(request).id);
      return reply.status(204).send();
    },
  );
}
