import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import type { WebhookTarget } from './webhook-address';

/** Connecting, and then each wait for the answer's headers and body, give up after this. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer the delivery log keeps. */
export const ANSWER_EXCERPT_BYTES = 1024;

/** What one attempt got: the status and the answer's first bytes, or why there was no answer. */
export interface PostResult {
  statusCode: number | null;
  headers: Record<string, string | string[] | undefined>;
  /** At most ANSWER_EXCERPT_BYTES of the answer, as text. */
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

/** A lookup that answers only the address already checked (both the single and the `all` form Node asks for). */
const pinnedLookup =
  (address: string, family: 4 | 6): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= ANSWER_EXCERPT_BYTES) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, ANSWER_EXCERPT_BYTES).toString('utf8');
}

/**
 * POSTs a JSON body and reports what came back, never following a redirect. With a `target` the
 * connection goes to its checked address (the URL's host still names the server for TLS and Host);
 * without one (a configured service such as the Telegram Bot API) the usual lookup is used.
 */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  target?: WebhookTarget,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostResult> {
  const dispatcher = new Agent({
    connect: { timeout: timeoutMs, ...(target ? { lookup: pinnedLookup(target.address, target.family) } : {}) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 1,
  });
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const answer = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'short-video-publisher-webhooks/1', ...headers },
      body,
      dispatcher,
    });
    let excerpt: string | null = null;
    try {
      excerpt = await readExcerpt(answer.body);
    } catch {
      // the body was cut after the status came: the status still counts
    }
    return { statusCode: answer.statusCode, headers: answer.headers, excerpt, error: null, durationMs: duration() };
  } catch (error) {
    return { statusCode: null, headers: {}, excerpt: null, error: describeError(error), durationMs: duration() };
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
}

/** A network failure in words for the log (code and message, no stack). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: string }).code ?? (cause as { code?: string } | undefined)?.code;
  return [code, error.message].filter(Boolean).join(': ').slice(0, 500);
}
