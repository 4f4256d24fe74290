import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import { isAllowedAddress } from '@server/platforms/proxy-guard';

/** Every address a host name has (tests inject one that answers what they need). */
export type HostLookup = (host: string) => Promise<Array<{ address: string; family: number }>>;

export interface WebhookGuardOptions {
  /** ALLOW_PRIVATE_WEBHOOKS: private and loopback addresses allowed, and then plain http to them. */
  allowPrivate: boolean;
  lookup?: HostLookup;
}

/** Where one delivery goes: the address checked for it, which the connection must use (no second lookup). */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const systemLookup: HostLookup = (host) => dnsLookup(host, { all: true, verbatim: true });

const refuse = (message: string) => new HttpError(400, [message], { url: message });

/**
 * Checks an endpoint's address like a profile's proxy, at save and again before every delivery:
 * every address the host resolves to must be public, or private/loopback with ALLOW_PRIVATE_WEBHOOKS
 * (link-local and cloud metadata never). HTTPS is required; plain http only to a private or loopback
 * address while ALLOW_PRIVATE_WEBHOOKS is on (a receiver inside the network). Answers the address to
 * connect to, so a DNS answer that changes after the check cannot move the connection.
 */
export async function resolveWebhookTarget(rawUrl: string, options: WebhookGuardOptions): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw refuse(messages.webhookUrlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse(messages.webhookUrlInvalid);
  if (url.username || url.password) throw refuse(messages.webhookUrlInvalid);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch {
      throw refuse(messages.webhookUnresolvable);
    }
  }
  if (addresses.length === 0) throw refuse(messages.webhookUnresolvable);
  if (!addresses.every(({ address }) => isAllowedAddress(address, { allowPrivate: options.allowPrivate }))) {
    throw refuse(messages.webhookForbiddenAddress);
  }
  const allPublic = addresses.every(({ address }) => isAllowedAddress(address, { allowPrivate: false }));
  if (url.protocol === 'http:' && (allPublic || !options.allowPrivate)) throw refuse(messages.webhookHttpsRequired);
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
