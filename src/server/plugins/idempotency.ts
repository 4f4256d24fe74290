import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, if any. */
    idempotencyKey: string | null;
    /**
     * Records the answer to this request's key inside the caller's transaction, next to the effect
     * it answers: a crash before the commit leaves neither, one after it leaves both (and the
     * retry gets the answer). No-op without a claimed key.
     */
    recordAnswer(tx: Queryable, statusCode: number, body: unknown): Promise<void>;
  }
  interface FastifyInstance {
    /**
     * onRequest hook (after `authenticate`): honours an `Idempotency-Key` header on a mutating call.
     * It runs before the body is read, so a repeat of a key still running is refused without
     * receiving its upload.
     */
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Test-only fault injection (passed by tests through `buildApp`, never read from the environment):
 * `beforeAnswer` runs inside the effect's transaction just before the answer is recorded,
 * `afterCommit` when the answer is about to leave (the effect and answer committed). A throw there
 * stands for a process killed at that point.
 */
export interface IdempotencyFaults {
  beforeAnswer?: () => Promise<void> | void;
  afterCommit?: () => Promise<void> | void;
}

export interface IdempotencyOptions {
  db: Database;
  /** Seconds a claim stays valid without renewal; renewed every third of it while the request runs. */
  leaseSeconds?: number;
  faults?: IdempotencyFaults;
}

const KEY_PATTERN = /^[\w.:-]{8,200}$/;
const CLAIM_LEASE_SECONDS = 30;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A refused repeat with at least this much body still to come closes the connection instead of draining it. */
const DRAIN_LIMIT_BYTES = 64 * 1024;

interface StoredResponse {
  method: string;
  path: string;
  status_code: number | null;
  response: unknown;
}

/**
 * The first request with a key claims it; its answer (if not a 5xx) is stored and replayed to any
 * repeat of the key by the same user, so a retry after a lost response creates nothing twice.
 *
 * A claim names its process (`owner`) and holds a lease (`lease_until`) that the process renews
 * while the request runs; a claim whose lease ran out belonged to a process that died and is taken
 * over by the next request with the key. With the embedded database this process is the only one,
 * so at start every claim still in progress is a dead one and is released at once.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, { db, leaseSeconds = CLAIM_LEASE_SECONDS, faults = {} }: IdempotencyOptions) => {
    const owner = randomUUID();
    /** Claims this process holds now, `userId:key` → the pair. */
    const running = new Map<string, { userId: number; key: string }>();
    const slot = (userId: number, key: string) => `${userId}:${key}`;

    if (db.kind === 'pglite') {
      const released = await db.query('DELETE FROM idempotency_keys WHERE status_code IS NULL RETURNING key');
      if (released.length > 0) app.log.warn({ released: released.length }, 'idempotency claims of the last (killed) process released');
    }

    const renew = async () => {
      if (running.size === 0) return;
      const keys = [...running.values()];
      await db.query(
        `UPDATE idempotency_keys SET lease_until = now() + make_interval(secs => $2)
          WHERE owner = $1 AND status_code IS NULL AND (user_id, key) IN (SELECT * FROM unnest($3::int[], $4::text[]))`,
        [owner, leaseSeconds, keys.map((entry) => entry.userId), keys.map((entry) => entry.key)],
      );
    };
    const heartbeat = setInterval(
      () => void renew().catch((error: unknown) => app.log.error({ err: error }, 'idempotency lease renewal failed')),
      (leaseSeconds * 1000) / 3,
    );
    heartbeat.unref();
    app.addHook('onClose', async () => clearInterval(heartbeat));

    app.decorateRequest('idempotencyKey', null);
    app.decorateRequest(
      'recordAnswer',
      async function recordAnswer(this: FastifyRequest, tx: Queryable, statusCode: number, body: unknown) {
        const key = this.idempotencyKey;
        if (!key || !this.user) return;
        await faults.beforeAnswer?.();
        const updated = await tx.query(
          `UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb, owner = NULL, lease_until = NULL
          WHERE user_id = $1 AND key = $2 AND owner = $5 AND status_code IS NULL RETURNING key`,
          [this.user.id, key, statusCode, body === undefined ? null : JSON.stringify(body), owner],
        );
        // The lease ran out and another process took the key over: this effect must not commit.
        if (updated.length === 0) throw new HttpError(409, messages.idempotencyInProgress);
      },
    );

    const release = async (request: FastifyRequest) => {
      const key = request.idempotencyKey;
      if (!key || !request.user) return;
      request.idempotencyKey = null;
      running.delete(slot(request.user.id, key));
      await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND owner = $3 AND status_code IS NULL', [
        request.user.id,
        key,
        owner,
      ]);
    };

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !request.user || !MUTATING.has(request.method)) return;
      if (!KEY_PATTERN.test(key)) throw new HttpError(400, ['Idempotency-Key: 8–200 символів (літери, цифри, - _ . :)']);
      const path = request.url.split('?')[0] ?? '';
      const claimed = await db.query<{ taken_over: boolean }>(
        `INSERT INTO idempotency_keys (user_id, key, method, path, owner, lease_until)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
         ON CONFLICT (user_id, key) DO UPDATE SET owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until, created_at = now()
           WHERE idempotency_keys.status_code IS NULL
             AND (idempotency_keys.lease_until IS NULL OR idempotency_keys.lease_until < now())
             AND idempotency_keys.method = $3 AND idempotency_keys.path = $4
         RETURNING (xmax <> 0) AS taken_over`,
        [request.user.id, key, request.method, path, owner, leaseSeconds],
      );
      if (claimed.length > 0) {
        if (claimed[0]!.taken_over) request.log.warn('idempotency claim of a dead process taken over');
        request.idempotencyKey = key;
        running.set(slot(request.user.id, key), { userId: request.user.id, key });
        return;
      }
      const [stored] = await db.query<StoredResponse>(
        'SELECT method, path, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [request.user.id, key],
      );
      if (!stored || stored.method !== request.method || stored.path !== path) throw new HttpError(422, messages.idempotencyMismatch);
      if (stored.status_code === null) {
        // Still running elsewhere: say so now, and do not pull a large upload through only to drop it.
        if (bodyStillToCome(request) > DRAIN_LIMIT_BYTES) reply.header('connection', 'close');
        throw new HttpError(409, messages.idempotencyInProgress);
      }
      return reply
        .status(stored.status_code)
        .header('idempotent-replayed', 'true')
        .send(stored.response ?? undefined);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (!key || !request.user) return payload;
      if (reply.statusCode < 500 && faults.afterCommit) {
        try {
          await faults.afterCommit();
        } catch (error) {
          await release(request);
          throw error;
        }
      }
      if (reply.statusCode >= 500 || (payload !== null && payload !== undefined && typeof payload !== 'string')) {
        await release(request);
        return payload;
      }
      request.idempotencyKey = null;
      running.delete(slot(request.user.id, key));
      // Answers recorded with their effect (recordAnswer) are kept as they are.
      await db.query(
        `UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb, owner = NULL, lease_until = NULL
          WHERE user_id = $1 AND key = $2 AND owner = $5 AND status_code IS NULL`,
        [request.user.id, key, reply.statusCode, typeof payload === 'string' && payload !== '' ? payload : null, owner],
      );
      return payload;
    });

    // A client that gives up mid-request must be able to retry with the same key.
    app.addHook('onRequestAbort', async (request) => release(request));
    // Whatever else ends a request without an answer sent through onSend.
    app.addHook('onResponse', async (request) => release(request));
  },
  { name: 'idempotency', dependencies: ['auth'] },
);

/** Bytes of the request body not yet received: its length, or "unknown, maybe large" when chunked. */
function bodyStillToCome(request: FastifyRequest): number {
  const length = Number(request.headers['content-length'] ?? 0);
  if (request.headers['transfer-encoding']) return Number.POSITIVE_INFINITY;
  return Number.isFinite(length) ? length : 0;
}
