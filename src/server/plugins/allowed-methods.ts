import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods of the route path this URL matches (empty when none does). */
    allowedMethods: (url: string) => string[];
  }
}

const probedMethods: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A route's path with its parameters unnamed: `/api/accounts/:id` and `/api/accounts/:accountId` are one path. */
const shapeOf = (url: string) => url.replace(/:[^/]+/g, ':param').replace(/(.)\/$/, '$1');

/**
 * Mirrors the path of every registered route in a router of the same kind Fastify uses, so that the
 * not-found handler can tell "no such path" (404) from "no such method here" (405 with `Allow`).
 * `Allow` lists the methods of the one route path the URL matches first (a static segment before a
 * parameter, as Fastify's router prefers it): `PUT /api/accounts/search` lists search's own GET,
 * not the PATCH of `/api/accounts/:id`. Register it before any route.
 */
export const allowedMethodsPlugin = fp(
  async (app: FastifyInstance) => {
    // Every path once, under one method: the router then picks the most specific path, whatever the method.
    const paths = FindMyWay({ ignoreTrailingSlash: true });
    const methodsByShape = new Map<string, Set<string>>();

    app.addHook('onRoute', (route) => {
      const shape = shapeOf(route.url);
      let methods = methodsByShape.get(shape);
      if (!methods) {
        methods = new Set();
        methodsByShape.set(shape, methods);
        paths.on('GET', route.url, () => undefined, { shape });
      }
      for (const method of [route.method].flat()) methods.add(method);
    });

    app.decorate('allowedMethods', (url: string) => {
      const pathname = url.split('?')[0] ?? '';
      const found = paths.find('GET', pathname);
      const methods = found ? methodsByShape.get((found.store as { shape: string }).shape) : undefined;
      return methods ? probedMethods.filter((method) => methods.has(method)) : [];
    });
  },
  { name: 'allowed-methods' },
);
