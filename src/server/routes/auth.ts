import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import {
  type ChangePasswordRequest,
  ChangePasswordRequestSchema,
  type LoginRequest,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  type RefreshRequest,
  RefreshRequestSchema,
  RefreshResponseSchema,
} from '@shared/schemas/auth';
import { ErrorResponseSchema } from '@shared/schemas/common';
import { currentUser } from '../plugins/auth';
import type { AuthService } from '../services/auth-service';

interface Options {
  auth: AuthService;
  loginRateLimit: number;
}

export async function authRoutes(app: FastifyInstance, { auth, loginRateLimit }: Options) {
  app.post<{ Body: LoginRequest }>(
    apiPaths.auth.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with login and password',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
      config: {
        // Keyed by address and login, after the body is parsed: guessing one login's password is
        // slowed down without locking a whole office behind one NAT address out.
        rateLimit: {
          max: loginRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${String((request.body as Partial<LoginRequest>)?.login ?? '').toLowerCase()}`,
        },
      },
    },
    async (request) => auth.login(request.body.login, request.body.password),
  );

  app.post<{ Body: RefreshRequest }>(
    apiPaths.auth.refresh,
    {
      schema: {
        tags: ['auth'],
        summary: 'A new access token for a live refresh token',
        body: RefreshRequestSchema,
        response: { 200: RefreshResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => auth.refresh(request.body.refreshToken),
  );

  app.post<{ Body: RefreshRequest }>(
    apiPaths.auth.logout,
    {
      schema: { tags: ['auth'], summary: 'Revoke a refresh token (ends that sign-in)', body: LogoutRequestSchema },
    },
    async (request, reply) => {
      await auth.logout(request.body.refreshToken);
      return reply.status(204).send();
    },
  );

  app.patch<{ Body: ChangePasswordRequest }>(
    apiPaths.auth.password,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password (other sign-ins are ended)",
        security: [{ bearer: [] }],
        body: ChangePasswordRequestSchema,
        response: { 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.changeOwnPassword(currentUser(request), request.body.currentPassword, request.body.password);
      return reply.status(204).send();
    },
  );
}
