import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditActor, runAsActor } from '@server/db/audit-context';

/** The longest user agent an entry keeps. */
const USER_AGENT_MAX = 300;

const scope = Symbol('auditScope');

declare module 'fastify' {
  interface FastifyRequest {
    [scope]?: AsyncResource;
  }
}

const actorOf = (request: FastifyRequest): AuditActor => ({
  userId: request.user?.id ?? null,
  login: request.user?.login ?? null,
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
});

/**
 * Every request's database work is done as its actor (db/audit-context.ts): the signed-in user (read
 * when a transaction opens, so after the sign-in check), the address and the user agent, which the
 * audit log's triggers record beside each change. Registered before the sign-in check.
 *
 * The handler of a request with a body runs in the body's 'end' event, outside the context the
 * first hook entered; the scope kept on the request brings it back there (as @fastify/request-context does).
 */
export const auditContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      runAsActor(
        () => actorOf(request),
        () => {
          const resource = new AsyncResource('audit-actor');
          request[scope] = resource;
          resource.runInAsyncScope(done, request.raw);
        },
      );
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const resource = request[scope];
      if (resource) resource.runInAsyncScope(done, request.raw);
      else done();
    });
  },
  { name: 'audit-context' },
);
