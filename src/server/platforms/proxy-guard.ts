import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { messages } from '@shared/messages';
import type { IpVersion } from '@shared/schemas/accounts';
import type { ParsedProxy } from '@shared/lib/proxy';
import { HttpError } from '../http-error';

/** Address classes never allowed as a proxy: they reach this machine, its network or cloud metadata. */
const ALWAYS_FORBIDDEN = new Set(['unspecified', 'linkLocal', 'multicast', 'broadcast', 'reserved', 'benchmarking', 'amt', 'as112', 'as112v6', 'orchid2', 'droneRemoteIdProtocolEntityTags', 'discard', 'teredo', '6to4', 'rfc6145', 'rfc6052', 'ipv4Mapped']);
/** Allowed only with ALLOW_PRIVATE_PROXY, for a self-hosted proxy. */
const PRIVATE = new Set(['private', 'loopback', 'uniqueLocal', 'carrierGradeNat']);
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata', 'instance-data']);

export interface ProxyGuardOptions {
  allowPrivate: boolean;
}

export function isAllowedAddress(address: string, { allowPrivate }: ProxyGuardOptions): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return true;
  if (ALWAYS_FORBIDDEN.has(range)) return false;
  return allowPrivate && PRIVATE.has(range);
}

/**
 * Resolves the proxy host (every address it has, in the profile's IP family) and refuses it
 * unless each one is allowed. Returns the address to connect to, so that a later DNS answer
 * cannot swap in another one between the check and the connection.
 */
export async function resolveAllowedProxy(
  proxy: Pick<ParsedProxy, 'host'>,
  ipVersion: IpVersion,
  options: ProxyGuardOptions,
): Promise<string> {
  const host = proxy.host.toLowerCase();
  if (METADATA_HOSTS.has(host)) throw new HttpError(400, [messages.proxyForbiddenAddress]);
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      const found = await lookup(host, { all: true, family: ipVersion === 'ipv6' ? 6 : 4 });
      addresses = found.map((entry) => entry.address);
    } catch {
      throw new HttpError(400, [messages.proxyUnresolvable]);
    }
  }
  if (addresses.length === 0) throw new HttpError(400, [messages.proxyUnresolvable]);
  if (!addresses.every((address) => isAllowedAddress(address, options))) {
    throw new HttpError(400, [messages.proxyForbiddenAddress]);
  }
  return addresses[0]!;
}
