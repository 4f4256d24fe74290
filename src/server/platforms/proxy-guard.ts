import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { messages } from '@shared/messages';
import type { IpVersion } from '@shared/schemas/accounts';
import type { ParsedProxy } from '@shared/lib/proxy';
import { HttpError } from '@server/http-error';

/** Allowed only with ALLOW_PRIVATE_PROXY, for a self-hosted proxy. */
const PRIVATE = new Set(['private', 'loopback', 'uniqueLocal', 'carrierGradeNat']);
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata', 'instance-data']);
/**
 * Cloud metadata endpoints that sit inside ranges the self-hosted switch would otherwise allow
 * (AWS IPv6 IMDS is unique-local, Alibaba's is carrier-grade NAT): refused regardless.
 */
const METADATA_ADDRESSES = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254']);

/** Every address of a host name in one IP family, as `dns.lookup(host, { all: true, family })` answers. */
export type HostLookup = (host: string, options: { all: true; family: 4 | 6 }) => Promise<Array<{ address: string; family: number }>>;

export interface ProxyGuardOptions {
  allowPrivate: boolean;
  /** The system resolver unless given (the tests answer from a table). */
  lookup?: HostLookup;
}

/** How an address may be used: always, only with ALLOW_PRIVATE_PROXY, or never. Ordered by strictness. */
type Verdict = 0 | 1 | 2;
const PUBLIC: Verdict = 0;
const PRIVATE_ONLY: Verdict = 1;
const FORBIDDEN: Verdict = 2;

const worst = (verdicts: Verdict[]): Verdict => Math.max(...verdicts) as Verdict;

/** The IPv4 address held by two 16-bit groups of an IPv6 one. */
const v4From = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

function ipv4Verdict(address: ipaddr.IPv4): Verdict {
  if (METADATA_ADDRESSES.has(address.toString())) return FORBIDDEN;
  const range = address.range();
  if (range === 'unicast') return PUBLIC;
  return PRIVATE.has(range) ? PRIVATE_ONLY : FORBIDDEN;
}

/**
 * An IPv6 address that carries an IPv4 one reaches that IPv4 host (translated, mapped or tunnelled),
 * so it is judged by every IPv4 address it embeds, whatever ipaddr.js calls the IPv6 form itself:
 * IPv4-mapped `::ffff:a.b.c.d`, SIIT `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`,
 * 6to4 `2002:AABB:CCDD::/48` and Teredo `2001:0:SSSS:SSSS:…:~CCCC:~CCCC` (server and client).
 * Forms whose IPv4 cannot be told, or that are never a real proxy, are refused outright:
 * the deprecated IPv4-compatible `::a.b.c.d` and the local-use NAT64 prefix `64:ff9b:1::/48`
 * (its operator picks where the IPv4 goes).
 */
function ipv6Verdict(address: ipaddr.IPv6): Verdict {
  if (METADATA_ADDRESSES.has(address.toRFC5952String())) return FORBIDDEN;
  const p = address.parts as [number, number, number, number, number, number, number, number];
  if (p.slice(0, 6).every((part) => part === 0)) {
    // `::` and `::1` are unspecified and loopback; anything else here is IPv4-compatible (deprecated ::/96).
    return p[6] === 0 && p[7] === 1 ? PRIVATE_ONLY : FORBIDDEN;
  }
  const range = address.range();
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return ipv4Verdict(v4From(p[6], p[7]));
    case 'rfc6052':
      // Only the well-known prefix 64:ff9b::/96 puts the IPv4 in the last 32 bits.
      if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) {
        return ipv4Verdict(v4From(p[6], p[7]));
      }
      return FORBIDDEN;
    case '6to4':
      return ipv4Verdict(v4From(p[1], p[2]));
    case 'teredo':
      return worst([ipv4Verdict(v4From(p[2], p[3])), ipv4Verdict(v4From(p[6] ^ 0xffff, p[7] ^ 0xffff))]);
    case 'unicast':
      return PUBLIC;
    default:
      return PRIVATE.has(range) ? PRIVATE_ONLY : FORBIDDEN;
  }
}

/**
 * Reads an IP literal the way the connection will. IPv6 goes through the WHATWG URL parser first
 * (what undici and `parseProxy` use): ipaddr.js alone reads the IPv4-compatible `::a.b.c.d` as
 * IPv4-mapped `::ffff:a.b.c.d`. Zone ids (`fe80::1%eth0`) are refused: only link-local needs one.
 */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const literal = text.replace(/^\[|\]$/g, '');
  if (!literal.includes(':')) return ipaddr.IPv4.isValid(literal) ? ipaddr.IPv4.parse(literal) : null;
  if (literal.includes('%')) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://[${literal}]/`).hostname;
  } catch {
    return null;
  }
  const canonical = hostname.slice(1, -1);
  return ipaddr.IPv6.isValid(canonical) ? ipaddr.IPv6.parse(canonical) : null;
}

function verdictOf(address: string): Verdict {
  const parsed = parseAddress(address);
  if (!parsed) return FORBIDDEN;
  return parsed.kind() === 'ipv4' ? ipv4Verdict(parsed as ipaddr.IPv4) : ipv6Verdict(parsed as ipaddr.IPv6);
}

export function isAllowedAddress(address: string, { allowPrivate }: ProxyGuardOptions): boolean {
  const verdict = verdictOf(address);
  return verdict === PUBLIC || (verdict === PRIVATE_ONLY && allowPrivate);
}

/**
 * Resolves the proxy host (every address it has, in the profile's IP family) and refuses it
 * unless each one is allowed. Returns the address to connect to, in canonical form, so that
 * neither a later DNS answer nor another parser's reading of an odd notation (`0x7f.1`,
 * `2130706433`) can swap in an address other than the one that was checked.
 */
export async function resolveAllowedProxy(
  proxy: Pick<ParsedProxy, 'host'>,
  ipVersion: IpVersion,
  options: ProxyGuardOptions,
): Promise<string> {
  const host = proxy.host.toLowerCase().replace(/^\[|\]$/g, '');
  if (METADATA_HOSTS.has(host.replace(/\.$/, ''))) throw new HttpError(400, [messages.proxyForbiddenAddress]);
  let addresses: string[];
  if (host.includes(':') || parseAddress(host)) {
    addresses = [host];
  } else {
    try {
      const family = ipVersion === 'ipv6' ? 6 : 4;
      const found = options.lookup ? await options.lookup(host, { all: true, family }) : await lookup(host, { all: true, family });
      addresses = found.map((entry) => entry.address);
    } catch {
      throw new HttpError(400, [messages.proxyUnresolvable]);
    }
  }
  if (addresses.length === 0) throw new HttpError(400, [messages.proxyUnresolvable]);
  if (!addresses.every((address) => isAllowedAddress(address, options))) {
    throw new HttpError(400, [messages.proxyForbiddenAddress]);
  }
  return parseAddress(addresses[0]!)!.toString();
}
