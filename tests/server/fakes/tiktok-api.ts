import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

interface Upload {
  publishId: string;
  size: number;
  chunkSize: number;
  chunks: number;
  received: Buffer[];
  bytes: number;
  title: string;
  polls: number;
}

/**
 * TikTok Content Posting API as documented: creator_info/query, video/init with FILE_UPLOAD (and
 * its chunk rules checked), chunked PUT to the upload URL (206 / 201), status/fetch. Every answer
 * carries `error.code`, 'ok' on success.
 */
export async function startTikTokFake(options: { accessToken?: string; rateLimited?: boolean } = {}) {
  const token = options.accessToken ?? 'act.fake';
  const uploads = new Map<string, Upload>();
  const log: string[] = [];
  const app = Fastify({ bodyLimit: 200 * 1024 * 1024 });
  app.addContentTypeParser('video/mp4', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const ok = <T>(data: T) => ({ data, error: { code: 'ok', message: '', log_id: randomUUID() } });
  const fail = (code: string, message: string) => ({ error: { code, message, log_id: randomUUID() } });

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/v2/') && request.headers.authorization !== `Bearer ${token}`) {
      return reply.status(401).send(fail('access_token_invalid', 'The access token is invalid or not found in the request.'));
    }
  });

  app.post('/v2/post/publish/creator_info/query/', async () =>
    ok({ creator_username: 'studio.ua', creator_nickname: 'Студія', privacy_level_options: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'], max_video_post_duration_sec: 600 }),
  );

  app.post('/v2/post/publish/video/init/', async (request, reply) => {
    if (options.rateLimited) return reply.status(429).send(fail('rate_limit_exceeded', 'Too many requests'));
    const body = request.body as { post_info: { title: string }; source_info: { source: string; video_size: number; chunk_size: number; total_chunk_count: number } };
    const { video_size: size, chunk_size: chunkSize, total_chunk_count: chunks } = body.source_info;
    const MB = 1024 * 1024;
    const valid =
      body.source_info.source === 'FILE_UPLOAD' &&
      (size < 5 * MB ? chunkSize === size && chunks === 1 : chunkSize >= 5 * MB && chunkSize <= 64 * MB && chunks === Math.floor(size / chunkSize) && size - chunkSize * (chunks - 1) <= 128 * MB);
    if (!valid) return reply.status(400).send(fail('invalid_params', 'chunk_size or total_chunk_count is invalid'));
    const publishId = `v_pub_file~v2-1.${randomUUID().slice(0, 8)}`;
    uploads.set(publishId, { publishId, size, chunkSize, chunks, received: [], bytes: 0, title: body.post_info.title, polls: 0 });
    log.push('init');
    const { port } = app.server.address() as AddressInfo;
    return ok({ publish_id: publishId, upload_url: `http://127.0.0.1:${port}/upload/?upload_id=${encodeURIComponent(publishId)}` });
  });

  app.put('/upload/', async (request, reply) => {
    const upload = uploads.get(String((request.query as Record<string, string>).upload_id));
    if (!upload) return reply.status(404).send();
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(request.headers['content-range'] ?? ''));
    const body = request.body as Buffer;
    if (!match || Number(match[1]) !== upload.bytes || Number(match[2]) - Number(match[1]) + 1 !== body.length) return reply.status(400).send();
    upload.received.push(body);
    upload.bytes += body.length;
    log.push(`put:${match[1]}-${match[2]}`);
    return reply.status(upload.bytes === upload.size ? 201 : 206).send();
  });

  app.post('/v2/post/publish/status/fetch/', async (request, reply) => {
    const upload = uploads.get((request.body as { publish_id: string }).publish_id);
    if (!upload) return reply.status(400).send(fail('invalid_publish_id', 'publish_id not found'));
    upload.polls += 1;
    if (upload.bytes < upload.size) return ok({ status: 'PROCESSING_UPLOAD', uploaded_bytes: upload.bytes });
    if (upload.polls < 2) return ok({ status: 'PROCESSING_DOWNLOAD' });
    return ok({ status: 'PUBLISH_COMPLETE', publicaly_available_post_id: [7300000000000000000 + uploads.size] });
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, uploads, log, close: () => app.close() };
}
