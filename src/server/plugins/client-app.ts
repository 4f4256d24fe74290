import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';
import { contentSecurityPolicy } from './security-headers';

/** What vite.config.ts (`html.cspNonce`) writes into the built index.html where a nonce belongs. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Serves the built PWA from CLIENT_DIR on the API's port. Unknown /api/* paths answer 404 JSON;
 * any other unknown path gets index.html so the client router can show the screen (or its 404).
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, { clientDir }: { clientDir: string }) => {
  const indexHtml = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexHtml);

  /**
   * The shell, with a fresh nonce in its Content-Security-Policy and in its csp-nonce meta, from
   * which react-hot-toast's runtime <style> takes it. The service worker precaches this answer
   * (headers and body together), so a page it serves keeps a matching pair.
   */
  const sendShell = async (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    const html = (await readFile(indexHtml, 'utf8')).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy({ styleNonce: nonce }))
      .type('text/html; charset=utf-8')
      .send(html);
  };

  if (hasClient) {
    // The shell's files are public (auth.ts: a route is private unless it says so); the encapsulated
    // hook marks only the routes @fastify/static registers here.
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await files.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        decorateReply: false,
        // The shell always goes through sendShell (its nonce), also at /index.html (the service worker's precache).
        globIgnore: ['index.html'],
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
    });
    app.get('/index.html', { schema: { hide: true }, config: { access: 'public' } }, (_request, reply) => sendShell(reply));
  } else {
    app.log.warn({ clientDir }, 'client build not found: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A route that passed the request on (a stored file that is gone) is a 404, not a wrong method.
    const allowed = app.allowedMethods(pathname);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.status(405).header('Allow', allowed.join(', ')).send({ message: messages.methodNotAllowed });
    }
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasClient) {
      return reply.status(404).send({ message: messages.routeNotFound });
    }
    // Only screens fall back to the shell: a missing file (an old hashed asset) must stay a 404.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname) !== '') {
      return reply.status(404).send({ message: messages.routeNotFound });
    }
    return sendShell(reply);
  });
});
