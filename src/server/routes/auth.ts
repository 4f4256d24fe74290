import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import {
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
} from '@shared/schemas/auth';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { AuthService } from '@server/services/users/auth-service';
import { endpoint } from '../http/endpoint';

interface Options {
  auth: AuthService;
  loginRateLimit: number;
  /** Password changes per user per window: each one tests a guess of the current password. */
  passwordChangeRateLimit: number;
}

const tag = 'auth';

export async function authRoutes(app: FastifyInstance, { auth, loginRateLimit, passwordChangeRateLimit }: Options) {
  const api = typed(app);

  const login = endpoint({
    operationId: 'login',
    tag,
    access: 'public',
    summary: 'Sign in with login and password',
    body: LoginRequestSchema,
    success: [200, LoginResponseSchema],
    errors: [401, 429],
  });
  api.post(
    apiPaths.auth.login,
    {
      ...login,
      config: {
        ...login.config,
        // Keyed by address and login, after the body is parsed: guessing one login's password is
        // slowed down without locking a whole office behind one NAT address out.
        rateLimit: {
          max: loginRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}|${String((request.body as { login?: unknown } | undefined)?.login ?? '').toLowerCase()}`,
        },
      },
    },
    async (request) => auth.login(request.body.login, request.body.password),
  );

  api.post(
    apiPaths.auth.refresh,
    endpoint({
      operationId: 'refreshAccessToken',
      tag,
      access: 'public',
      summary: 'A new access token for a live refresh token',
      body: RefreshRequestSchema,
      success: [200, RefreshResponseSchema],
      errors: [401],
    }),
    async (request) => auth.refresh(request.body.refreshToken),
  );

  api.post(
    apiPaths.auth.logout,
    endpoint({
      operationId: 'logout',
      tag,
      access: 'public',
      summary: 'Revoke a refresh token (ends that sign-in); an unknown token is already signed out',
      body: LogoutRequestSchema,
      success: [204, null],
    }),
    async (request, reply) => {
      await auth.logout(request.body.refreshToken);
      return reply.status(204).send();
    },
  );

  const changePassword = endpoint({
    operationId: 'changeOwnPassword',
    tag,
    summary: "Change the signed-in user's password (other sign-ins are ended); attempts are limited per user",
    body: ChangePasswordRequestSchema,
    success: [204, null],
    errors: [429],
  });
  api.patch(
    apiPaths.auth.password,
    {
      ...changePassword,
      config: {
        ...changePassword.config,
        rateLimit: {
          max: passwordChangeRateLimit,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => `password|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      await auth.changeOwnPassword(currentUser(request), request.body.currentPassword, request.body.password);
      return reply.status(204).send();
    },
  );
}
