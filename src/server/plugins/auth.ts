import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import type { AuthenticatedUser, AuthService } from '@server/services/users/auth-service';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

const bearerPattern = /^Bearer\s+(\S+)$/i;

/**
 * The one place where bearer tokens are read and roles are checked. It runs on every request
 * before anything is parsed or validated: a route is private unless it says `access: 'public'`
 * (see http/endpoint.ts), so a new route cannot be left open by accident, and an anonymous
 * caller learns nothing from validation messages.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      // Unknown paths answer 404 (or 405) whoever asks; static files of the shell mark themselves public.
      if (request.is404) return;
      const access = request.routeOptions.config.access ?? 'user';
      if (access === 'public') return;
      const match = bearerPattern.exec(request.headers.authorization ?? '');
      const user = match ? await auth.authenticate(match[1]!) : null;
      if (!user) throw new HttpError(401, messages.unauthorized);
      if (access === 'admin' && user.role !== 'admin') throw new HttpError(403, messages.forbidden);
      request.user = user;
    });
  },
  { name: 'auth' },
);

/** The signed-in user inside a private route. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, messages.unauthorized);
  return request.user;
}
