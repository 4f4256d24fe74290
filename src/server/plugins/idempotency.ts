import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, if any. */
    idempotencyKey: string | null;
  }
  interface FastifyInstance {
    /** preHandler (after `authenticate`): honours an `Idempotency-Key` header on a mutating call. */
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const KEY_PATTERN = /^[\w.:-]{8,200}$/;
/** A claim older than this whose request never finished (a crashed process) may be taken over. */
const STALE_CLAIM_MINUTES = 120;

interface StoredResponse {
  method: string;
  path: string;
  status_code: number | null;
  response: unknown;
  stale: boolean;
}

/**
 * The first request with a key claims it; its answer (if not a 5xx) is stored and replayed to any
 * repeat of the key by the same user, so a retry after a lost response creates nothing twice.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Database }) => {
    app.decorateRequest('idempotencyKey', null);

    const release = async (request: FastifyRequest) => {
      const key = request.idempotencyKey;
      if (!key || !request.user) return;
      request.idempotencyKey = null;
      await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status_code IS NULL', [request.user.id, key]);
    };

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !request.user) return;
      if (!KEY_PATTERN.test(key)) throw new HttpError(400, ['Idempotency-Key: 8–200 символів (літери, цифри, - _ . :)']);
      const path = request.url.split('?')[0] ?? '';
      const claimed = await db.query(
        `INSERT INTO idempotency_keys (user_id, key, method, path) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, key) DO UPDATE SET created_at = now()
           WHERE idempotency_keys.status_code IS NULL
             AND idempotency_keys.created_at < now() - make_interval(mins => $5::int)
             AND idempotency_keys.method = $3 AND idempotency_keys.path = $4
         RETURNING key`,
        [request.user.id, key, request.method, path, STALE_CLAIM_MINUTES],
      );
      if (claimed.length > 0) {
        request.idempotencyKey = key;
        return;
      }
      const [stored] = await db.query<StoredResponse>(
        'SELECT method, path, status_code, response, false AS stale FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [request.user.id, key],
      );
      if (!stored || stored.method !== request.method || stored.path !== path) throw new HttpError(422, messages.idempotencyMismatch);
      if (stored.status_code === null) throw new HttpError(409, messages.idempotencyInProgress);
      return reply.status(stored.status_code).header('idempotent-replayed', 'true').send(stored.response ?? undefined);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (!key || !request.user) return payload;
      if (reply.statusCode >= 500 || (payload !== null && payload !== undefined && typeof payload !== 'string')) {
        await release(request);
        return payload;
      }
      request.idempotencyKey = null;
      await db.query('UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb WHERE user_id = $1 AND key = $2', [
        request.user.id,
        key,
        reply.statusCode,
        typeof payload === 'string' && payload !== '' ? payload : null,
      ]);
      return payload;
    });

    // A client that gives up mid-request must be able to retry with the same key.
    app.addHook('onRequestAbort', async (request) => release(request));
  },
  { name: 'idempotency', dependencies: ['auth'] },
);
