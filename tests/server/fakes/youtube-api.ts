import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

interface Session {
  id: string;
  total: number;
  metadata: { snippet?: { title?: string; description?: string; tags?: string[] }; status?: Record<string, unknown> };
  received: Buffer[];
  bytes: number;
  videoId: string | null;
}

export interface YouTubeFakeOptions {
  accessToken?: string;
  refreshToken?: string;
  /** Drop the connection once, after this many bytes of uploaded content have arrived. */
  cutAtByte?: number;
  /** Answer the session start with 403 quotaExceeded. */
  quotaExceeded?: boolean;
}

/**
 * YouTube Data API v3 as documented: the OAuth refresh-token grant, the resumable upload protocol
 * (POST → Location, PUT with Content-Range, 308 with Range, `bytes *\/total` status queries),
 * videos.list statistics and channels brandingSettings. Written from the documentation, not from
 * our adapter.
 */
export async function startYouTubeFake(options: YouTubeFakeOptions = {}) {
  const accessToken = options.accessToken ?? 'ya29.fake-access';
  const sessions = new Map<string, Session>();
  const videos = new Map<string, { bytes: number; metadata: Session['metadata'] }>();
  const log: string[] = [];
  let cutDone = false;
  /** Session starts still to refuse (set by the test): 400 invalidTitle or 403 quotaExceeded. */
  let rejectStarts = 0;
  let rejectKind: 'invalid' | 'quota' = 'invalid';
  /** Stop answering once this many bytes of an upload have arrived (a worker killed mid-upload). */
  let hangAtByte: number | null = null;
  let hanging = false;
  let channelDescription = '';

  // A hung upload must not keep close() waiting.
  const app = Fastify({ forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
  app.addContentTypeParser('video/mp4', (request, payload, done) => {
    const chunks: Buffer[] = [];
    let length = 0;
    payload.on('data', (chunk: Buffer) => {
      const session = sessions.get(String((request.query as Record<string, string>).upload_id));
      const already = session?.bytes ?? 0;
      if (hangAtByte !== null && already + length + chunk.length > hangAtByte) {
        // Keep nothing of this chunk and never answer: the client is left waiting mid-upload.
        hangAtByte = null;
        hanging = true;
        log.push('hang');
        payload.pause();
        return;
      }
      if (options.cutAtByte !== undefined && !cutDone && already + length + chunk.length > options.cutAtByte) {
        cutDone = true;
        // Keep what arrived before the cut, in whole 256 KiB units, as Google does.
        const kept = Math.floor((options.cutAtByte - already) / (256 * 1024)) * 256 * 1024;
        const data = Buffer.concat([...chunks, chunk]).subarray(0, Math.max(0, kept));
        if (session && data.length > 0) {
          session.received.push(data);
          session.bytes += data.length;
        }
        log.push('cut');
        request.raw.socket.destroy();
        return;
      }
      chunks.push(chunk);
      length += chunk.length;
    });
    payload.on('end', () => done(null, Buffer.concat(chunks)));
    payload.on('error', () => undefined);
  });

  const authorized = (header: string | undefined) => header === `Bearer ${accessToken}`;

  app.post('/token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    log.push('token');
    if (body.grant_type === 'authorization_code') {
      return { access_token: accessToken, refresh_token: options.refreshToken ?? '1//fake-refresh', expires_in: 3599, token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/youtube.upload' };
    }
    if (body.grant_type !== 'refresh_token' || (options.refreshToken && body.refresh_token !== options.refreshToken)) {
      return reply.status(400).send({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    }
    return { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' };
  });

  app.post('/upload/youtube/v3/videos', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send({ error: { code: 401, message: 'Invalid Credentials' } });
    if (options.quotaExceeded) {
      return reply.status(403).send({ error: { code: 403, message: 'The request cannot be completed because you have exceeded your quota.', errors: [{ reason: 'quotaExceeded' }] } });
    }
    if (rejectStarts > 0) {
      rejectStarts -= 1;
      log.push('rejected');
      if (rejectKind === 'quota') {
        return reply.status(403).send({ error: { code: 403, message: 'The request cannot be completed because you have exceeded your quota.', errors: [{ reason: 'quotaExceeded' }] } });
      }
      return reply.status(400).send({ error: { code: 400, message: 'The request metadata specifies an invalid video title.', errors: [{ reason: 'invalidTitle' }] } });
    }
    const query = request.query as Record<string, string>;
    if (query.uploadType !== 'resumable') return reply.status(400).send({ error: { message: 'uploadType' } });
    const session: Session = { id: randomUUID(), total: Number(request.headers['x-upload-content-length']), metadata: request.body as Session['metadata'], received: [], bytes: 0, videoId: null };
    sessions.set(session.id, session);
    log.push('start');
    const { port } = app.server.address() as AddressInfo;
    return reply.header('location', `http://127.0.0.1:${port}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${session.id}`).send();
  });

  app.put('/upload/youtube/v3/videos', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send({ error: { code: 401, message: 'Invalid Credentials' } });
    const session = sessions.get(String((request.query as Record<string, string>).upload_id));
    if (!session) return reply.status(404).send({ error: { message: 'Not Found' } });
    const range = String(request.headers['content-range'] ?? '');
    const resource = () => ({ kind: 'youtube#video', id: session.videoId, snippet: session.metadata.snippet, status: { uploadStatus: 'uploaded', ...session.metadata.status } });
    const incomplete = () => (session.bytes > 0 ? reply.status(308).header('range', `bytes=0-${session.bytes - 1}`).send() : reply.status(308).send());

    if (/^bytes \*\/\d+$/.test(range)) {
      log.push(`status:${session.bytes}`);
      return session.videoId ? resource() : incomplete();
    }
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!match || Number(match[1]) !== session.bytes) return reply.status(400).send({ error: { message: `bad Content-Range ${range}, have ${session.bytes}` } });
    const body = request.body as Buffer;
    session.received.push(body);
    session.bytes += body.length;
    log.push(`put:${match[1]}-${match[2]}`);
    if (session.bytes < session.total) return incomplete();
    session.videoId = `vid_${session.id.slice(0, 8)}`;
    videos.set(session.videoId, { bytes: session.bytes, metadata: session.metadata });
    return reply.status(201).send(resource());
  });

  app.get('/youtube/v3/videos', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send({ error: { code: 401 } });
    const id = (request.query as Record<string, string>).id ?? '';
    return { items: videos.has(id) ? [{ id, statistics: { viewCount: '120', likeCount: '7', commentCount: '3' } }] : [] };
  });

  app.get('/youtube/v3/channels', async () => ({ items: [{ id: 'UC_fake', brandingSettings: { channel: { title: 'Канал', description: channelDescription } } }] }));
  app.put('/youtube/v3/channels', async (request) => {
    channelDescription = (request.body as { brandingSettings: { channel: { description: string } } }).brandingSettings.channel.description;
    return request.body;
  });

  // Test control, not part of YouTube's protocol: the browser tests run this fake in another process
  // (vitest's global setup) and reach the same switches over HTTP.
  app.post('/__test/reject-next-starts', async (request, reply) => {
    const body = (request.body ?? {}) as { count?: unknown; kind?: unknown };
    const count = Number(body.count ?? 1);
    if (!Number.isInteger(count) || count < 0 || (body.kind !== undefined && body.kind !== 'invalid' && body.kind !== 'quota')) {
      return reply.status(400).send({ error: 'count must be a whole number ≥ 0, kind invalid or quota' });
    }
    rejectStarts = count;
    rejectKind = (body.kind as 'invalid' | 'quota' | undefined) ?? 'invalid';
    return { rejectStarts, rejectKind };
  });
  app.get('/__test/videos', async () => ({
    count: videos.size,
    videos: [...videos].map(([id, video]) => ({ id, bytes: video.bytes, title: video.metadata.snippet?.title ?? null })),
    rejectStarts,
  }));

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    videos,
    log,
    channelDescription: () => channelDescription,
    rejectNextStarts: (count: number, kind: 'invalid' | 'quota' = 'invalid') => {
      rejectStarts = count;
      rejectKind = kind;
    },
    hangAt: (byte: number) => {
      hangAtByte = byte;
    },
    isHanging: () => hanging,
    close: () => app.close(),
  };
}
