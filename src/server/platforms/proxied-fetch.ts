import { socksDispatcher } from 'fetch-socks';
import { isSafeNumber, parse as parseLossless } from 'lossless-json';
import { type Dispatcher, fetch, ProxyAgent, type RequestInit } from 'undici';
import type { IpVersion } from '@shared/schemas/accounts';
import type { ParsedProxy } from '@shared/lib/proxy';
import { type ProxyGuardOptions, resolveAllowedProxy } from './proxy-guard';

export interface ProfileProxy extends ParsedProxy {
  ipVersion: IpVersion;
}

/** Per request; uploads send bounded chunks, so this holds for them too. */
const REQUEST_TIMEOUT_MS = 120_000;

function dispatcherFor(proxy: ProfileProxy, address: string): Dispatcher {
  if (proxy.protocol === 'socks5') {
    return socksDispatcher({
      type: 5,
      host: address,
      port: proxy.port,
      ...(proxy.username ? { userId: proxy.username, password: proxy.password ?? '' } : {}),
    });
  }
  const host = address.includes(':') ? `[${address}]` : address;
  return new ProxyAgent({
    uri: `${proxy.protocol}://${host}:${proxy.port}`,
    ...(proxy.username ? { token: `Basic ${Buffer.from(`${proxy.username}:${proxy.password ?? ''}`).toString('base64')}` } : {}),
  });
}

/**
 * Every request a profile makes goes through that profile's proxy: the proxy host is checked
 * against forbidden address classes again at the moment of use, and the connection goes to the
 * address that was checked, over the profile's IP family.
 */
export interface ProxiedResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON (integers beyond 2^53 as strings, digits kept), else its text. */
  body: unknown;
}

/** Platform ids are int64 (TikTok post ids, Instagram pks): a plain JSON.parse would round them. */
function parsePlatformJson(text: string): unknown {
  return parseLossless(text, null, (value) => (isSafeNumber(value) ? Number(value) : value));
}

export async function requestThroughProxy(
  proxy: ProfileProxy,
  url: string,
  init: RequestInit,
  guard: ProxyGuardOptions,
): Promise<ProxiedResponse> {
  const address = await resolveAllowedProxy(proxy, proxy.ipVersion, guard);
  const dispatcher = dispatcherFor(proxy, address);
  try {
    const response = await fetch(url, { ...init, dispatcher, signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = parsePlatformJson(text);
    } catch {
      // not JSON: keep the text for the error message
    }
    return { status: response.status, headers: response.headers as unknown as Headers, body };
  } finally {
    await dispatcher.close();
  }
}
