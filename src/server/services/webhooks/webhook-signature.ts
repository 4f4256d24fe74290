import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret as Standard Webhooks spells it: `whsec_` and 32 random bytes in base64. */
export const newSigningSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/**
 * The Standard Webhooks signature header's value: `v1,` and the base64 HMAC-SHA256, keyed with the
 * secret's base64-decoded bytes (after `whsec_`), of `${id}.${timestamp}.${body}` (timestamp in whole
 * seconds since the epoch, the body exactly as sent).
 */
export function signatureHeader(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}
