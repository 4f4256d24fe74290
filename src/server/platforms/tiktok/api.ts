import type { ProfileContext } from '../platform';
import { type ProxiedResponse, requestThroughProxy } from '../proxied-fetch';
import type { ProxyGuardOptions } from '../proxy-guard';
import { TikTokCallError, TikTokNetworkError } from './errors';

/** How the adapter reaches TikTok: every request goes through the profile's proxy. */
export interface TikTokTransport {
  /** `https://open.tiktokapis.com` */
  apiBase: string;
  guard: ProxyGuardOptions;
  /** Per API call (status checks, init, token); chunk uploads use the proxy's own longer limit. */
  callTimeoutMs: number;
}

interface Envelope {
  data?: unknown;
  error?: { code?: unknown; message?: unknown; log_id?: unknown };
}

const isNetworkFailure = (error: unknown) =>
  (error instanceof TypeError && error.cause !== undefined) ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

async function send(
  profile: ProfileContext,
  transport: TikTokTransport,
  url: string,
  init: Parameters<typeof requestThroughProxy>[2],
  what: string,
  timeoutMs?: number,
): Promise<ProxiedResponse> {
  try {
    return await requestThroughProxy(
      profile.proxy,
      url,
      { ...init, ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}) },
      transport.guard,
    );
  } catch (error) {
    if (isNetworkFailure(error)) throw new TikTokNetworkError(what, error);
    throw error;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

/** A Content Posting API call: JSON in, `{data, error}` out; anything but `error.code: "ok"` throws. */
export async function callTikTok<T>(
  profile: ProfileContext,
  transport: TikTokTransport,
  accessToken: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await send(
    profile,
    transport,
    `${transport.apiBase}${path}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(body ?? {}),
    },
    path,
    transport.callTimeoutMs,
  );
  const envelope = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as Envelope;
  const code = text(envelope.error?.code);
  if (response.status === 200 && code === 'ok' && envelope.data && typeof envelope.data === 'object') return envelope.data as T;
  throw new TikTokCallError(
    response.status,
    code && code !== 'ok' ? code : `http_${response.status}`,
    text(envelope.error?.message) || (typeof response.body === 'string' ? response.body.slice(0, 300) : ''),
    text(envelope.error?.log_id) || response.headers.get?.('x-tt-logid') || null,
  );
}

/** POST /v2/oauth/token/ (form-encoded); errors come flat: `{error, error_description, log_id}`. */
export async function oauthToken(
  profile: ProfileContext,
  transport: TikTokTransport,
  form: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await send(
    profile,
    transport,
    `${transport.apiBase}/v2/oauth/token/`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-cache' },
      body: new URLSearchParams(form).toString(),
    },
    'oauth/token',
    transport.callTimeoutMs,
  );
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as Record<string, unknown>;
  // TikTok documents the body, not the HTTP status, of an OAuth error: read the body either way.
  if (response.status === 200 && !text(body.error) && typeof body.access_token === 'string' && body.access_token) return body;
  throw new TikTokCallError(
    response.status,
    text(body.error) || `http_${response.status}`,
    text(body.error_description) || (typeof response.body === 'string' ? response.body.slice(0, 300) : ''),
    text(body.log_id) || null,
  );
}

/** One chunk PUT to the upload_url (no Authorization: the URL carries its own upload token). */
export async function putChunk(
  profile: ProfileContext,
  transport: TikTokTransport,
  uploadUrl: string,
  chunk: Buffer,
  first: number,
  total: number,
): Promise<number> {
  const last = first + chunk.length - 1;
  const response = await send(
    profile,
    transport,
    uploadUrl,
    {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', 'content-length': String(chunk.length), 'content-range': `bytes ${first}-${last}/${total}` },
      body: chunk,
    },
    `upload ${first}-${last}`,
  );
  return response.status;
}
