import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path (empty when no route has the path). */
    allowedMethods: (url: string) => string[];
  }
}

const probedMethods: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Mirrors every registered route in a router of the same kind Fastify uses, so that the not-found
 * handler can tell "no such path" (404) from "no such method here" (405 with `Allow`). Register it
 * before any route.
 */
export const allowedMethodsPlugin = fp(
  async (app: FastifyInstance) => {
    const router = FindMyWay({ ignoreTrailingSlash: true });
    const registered = new Set<string>();

    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (registered.has(key)) continue;
        registered.add(key);
        router.on(method as HTTPMethod, route.url, () => undefined);
      }
    });

    app.decorate('allowedMethods', (url: string) => {
      const pathname = url.split('?')[0] ?? '';
      return probedMethods.filter((method) => router.find(method, pathname) !== null);
    });
  },
  { name: 'allowed-methods' },
);
