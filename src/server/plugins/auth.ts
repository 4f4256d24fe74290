import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';
import { HttpError } from '../http-error';
import type { AuthenticatedUser, AuthService } from '../services/auth-service';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** preHandler: requires a valid access token of a live session. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: requires an admin (use after `authenticate`). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The one place where bearer tokens are read and roles are checked. */
export const authPlugin = fp(
  async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
    app.decorateRequest('user', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      const user = match ? await auth.authenticate(match[1]!) : null;
      if (!user) throw new HttpError(401, messages.unauthorized);
      request.user = user;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (request.user?.role !== 'admin') throw new HttpError(403, messages.forbidden);
    });
  },
  { name: 'auth' },
);

/** The signed-in user inside a handler guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, messages.unauthorized);
  return request.user;
}
