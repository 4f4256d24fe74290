import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { HttpError } from '../http-error';
import { isSafeKey, type LocalStorage } from '../storage/local-storage';

const contentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/**
 * Stored media at capability URLs (the key holds a random UUID): Range requests, long caching
 * (a key never changes content), `nosniff`, and the file's name in Content-Disposition.
 */
export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: LocalStorage }) {
  const root = storage.filesDir;

  app.get<{ Params: { '*': string } }>(
    `${apiPaths.media}/*`,
    { schema: { tags: ['media'], summary: 'A stored file (photo, video, preview); supports Range' } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeKey(key)) throw new HttpError(404, messages.mediaNotFound);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Disposition', contentDisposition(path.basename(key)));
      reply.header('Cache-Control', 'private, max-age=31536000, immutable');
      return reply.sendFile(key, root);
    },
  );
}
