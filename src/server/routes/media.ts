import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import { typed } from '@server/plugins/valibot-type-provider';
import { type ByteRange, contentTypeOf, isSafeKey, type MediaStorage } from '@server/storage/storage';
import { endpoint, fileAnswer } from '../http/endpoint';

const contentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/**
 * The one byte range of a `Range` header (RFC 9110, section 14.1.2) within `size` bytes: `undefined` to send
 * the whole file (no header, another unit, or several ranges, which a server may ignore), `null`
 * when it cannot be satisfied (416).
 */
export function byteRange(header: string | undefined, size: number): ByteRange | null | undefined {
  const match = header?.match(/^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/);
  if (!match) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return null;
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/** The file name a stored file is served with: the last part of its key. */
const baseName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * Stored media at capability URLs (the key holds a random UUID, so `<img>`/`<video>` can load them
 * without a bearer token), streamed through the API from the storage port whatever the adapter (local
 * disk or S3, so the Content-Security-Policy stays 'self'): Range requests (206, 416), conditional
 * GET on the ETag (304), long private caching (a key never changes content), `nosniff`, and the
 * file's name in Content-Disposition.
 */
export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: MediaStorage }) {
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
      const info = await storage.stat(key);
      if (!info) throw new HttpError(404, messages.mediaNotFound);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Disposition', contentDisposition(baseName(key)));
      reply.header('Cache-Control', 'private, max-age=31536000, immutable');
      reply.header('Accept-Ranges', 'bytes');
      reply.header('ETag', info.etag);
      reply.header('Last-Modified', new Date(info.mtimeMs).toUTCString());
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === info.etag)) {
        return (reply as FastifyReply).status(304).send();
      }
      // If-Range: a range only of the very version the client has; otherwise the whole file.
      const ifRange = request.headers['if-range'];
      const range = ifRange === undefined || ifRange === info.etag ? byteRange(request.headers.range, info.size) : undefined;
      if (range === null) {
        return (reply as FastifyReply).status(416).header('Content-Range', `bytes */${info.size}`).send();
      }
      reply.type(contentTypeOf(key));
      if (range) {
        (reply as FastifyReply)
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('Content-Length', range.end - range.start + 1);
      } else {
        reply.header('Content-Length', info.size);
      }
      // HEAD (the route's twin Fastify adds): the headers only, nothing opened or fetched from the storage.
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      const body = await storage.read(key, range);
      if (!body) throw new HttpError(404, messages.mediaNotFound);
      return reply.send(body);
    },
  );
}
