import type { FastifyInstance } from 'fastify';
import { FAVICON_SVG } from '@server/http/favicon-svg';

/**
 * /favicon.ico — what a browser asks for when a page names no icon — answers the PWA's icon
 * (http/favicon-svg.ts), with or without a client build, so it never ends in a 404.
 */
export async function faviconRoutes(app: FastifyInstance) {
  app.get('/favicon.ico', { schema: { hide: true }, config: { access: 'public' } }, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON_SVG),
  );
}
