import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { HttpError } from '../http-error';
import { typed } from '../plugins/valibot-type-provider';
import { isSafeKey, type LocalStorage } from '../storage/local-storage';
import { endpoint, fileAnswer } from './endpoint';

const contentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** The OpenAPI name of the wildcard: the storage key, which may hold '/'. */
export const mediaKeyParam = 'key';

/**
 * Stored media at capability URLs (the key holds a random UUID, so `<img>`/`<video>` can load them
 * without a bearer token): Range requests, long private caching (a key never changes content),
 * `nosniff`, and the file's name in Content-Disposition.
 */
export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: LocalStorage }) {
  const root = storage.filesDir;

  typed(app).get(
    `${apiPaths.media}/*`,
    endpoint({
      operationId: 'getMedia',
      tag: 'media',
      access: 'public',
      summary: 'A stored file (photo, video, preview) by the key in its URL; supports Range (206)',
      success: [200, fileAnswer],
      errors: [404],
    }),
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isSafeKey(key)) throw new HttpError(404, messages.mediaNotFound);
      // A missing file is this route's documented 404; sendFile would hand it to the not-found handler, which answers 405 for a known path.
      const stored = await stat(path.join(root, key)).catch(() => null);
      if (!stored?.isFile()) throw new HttpError(404, messages.mediaNotFound);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Disposition', contentDisposition(path.basename(key)));
      reply.header('Cache-Control', 'private, max-age=31536000, immutable');
      // Without `cacheControl: false` @fastify/static replaces the header above with `public, max-age=0`.
      return reply.sendFile(key, root, { cacheControl: false });
    },
  );
}
