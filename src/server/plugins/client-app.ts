import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';

/**
 * Serves the built PWA from CLIENT_DIR on the API's port. Unknown /api/* paths answer 404 JSON;
 * any other unknown path gets index.html so the client router can show the screen (or its 404).
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, { clientDir }: { clientDir: string }) => {
  const indexHtml = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexHtml);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        // Hashed build assets never change; the shell, manifest and service worker must revalidate.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
        if (name === 'sw.js') res.header('Service-Worker-Allowed', '/');
        res.header('X-Content-Type-Options', 'nosniff');
      },
    });
  } else {
    app.log.warn({ clientDir }, 'client build not found: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasClient) {
      return reply.status(404).send({ message: messages.routeNotFound });
    }
    // Only screens fall back to the shell: a missing file (an old hashed asset) must stay a 404.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname) !== '') {
      return reply.status(404).send({ message: messages.routeNotFound });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', clientDir);
  });
});
