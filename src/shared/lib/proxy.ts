/** Proxy addresses as operators paste them, normalised (a profile's proxy). Pure: both sides use it. */
export const PROXY_PROTOCOLS = ['http', 'https', 'socks5'] as const;
export type ProxyProtocol = (typeof PROXY_PROTOCOLS)[number];

export interface ParsedProxy {
  protocol: ProxyProtocol;
  /** Hostname or IP literal (IPv6 without brackets). */
  host: string;
  port: number;
  username: string | null;
  password: string | null;
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const IPV6 = /^[0-9a-f:.]+$/i;

const DEFAULT_PORTS: Record<ProxyProtocol, number> = { http: 80, https: 443, socks5: 1080 };

const validPort = (text: string) => /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65_535;
const validHost = (host: string) => HOSTNAME.test(host) || (host.includes(':') && IPV6.test(host));

/**
 * Accepts `http://`, `https://` and `socks5://` URLs with optional `user:password@`, and the
 * common `host:port` and `host:port:user:password` forms (taken as http). Returns null for
 * anything else.
 */
export function parseProxy(input: string): ParsedProxy | null {
  const text = input.trim();
  if (!text) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return parseProxyUrl(text);

  const parts = text.split(':');
  if (parts.length !== 2 && parts.length !== 4) return null;
  const [host = '', port = '', username, password] = parts;
  if (!validHost(host) || !validPort(port)) return null;
  if (parts.length === 4 && (!username || !password)) return null;
  return { protocol: 'http', host: host.toLowerCase(), port: Number(port), username: username ?? null, password: password ?? null };
}

function parseProxyUrl(text: string): ParsedProxy | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const protocol = url.protocol.slice(0, -1).toLowerCase();
  if (!(PROXY_PROTOCOLS as readonly string[]).includes(protocol)) return null;
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!validHost(host)) return null;
  return {
    protocol: protocol as ProxyProtocol,
    host,
    // URL drops a port equal to the scheme's default; socks5 has no default in URL, so it stays.
    port: url.port ? Number(url.port) : DEFAULT_PORTS[protocol as ProxyProtocol],
    username: url.username ? decodeURIComponent(url.username) : null,
    password: url.password ? decodeURIComponent(url.password) : null,
  };
}

/** `protocol://host:port`, without credentials: what lists and forms show. */
export function proxyEndpoint(proxy: Pick<ParsedProxy, 'protocol' | 'host' | 'port'>): string {
  const host = proxy.host.includes(':') ? `[${proxy.host}]` : proxy.host;
  return `${proxy.protocol}://${host}:${proxy.port}`;
}
