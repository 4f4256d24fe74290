import { messages } from '@server/messages';
import type { Platform } from '@shared/status';
import { HttpError } from '@server/http-error';
import { PlatformError } from './platform';
import { METADATA_REASONS } from './youtube/errors';

/** The platform's own name, as the rows write it. */
export const platformNames: Record<Platform, string> = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' };

const CYRILLIC = /[а-яіїєґʼ]/i;

/**
 * Older versions wrote the platform's own answer after a Ukrainian lead-in:
 * "YouTube відхилив початок завантаження: invalidTitle The request metadata specifies …".
 * The tail after the colon has no Cyrillic letter.
 */
const RAW_TAIL = /^(YouTube|TikTok|Instagram) відхилив ([^:]*): ([^а-яіїєґʼ]*)$/i;

/** True when a text meant for the screen carries a platform's raw answer instead of a Ukrainian sentence. */
export function isRawPlatformText(text: string): boolean {
  return !CYRILLIC.test(text) || RAW_TAIL.test(text.trim());
}

/** The platform an older raw text names in its lead-in ("YouTube відхилив …"), if any. */
function namedPlatform(text: string): Platform | null {
  const name = /^(YouTube|TikTok|Instagram)\b/i.exec(text.trim())?.[1]?.toLowerCase();
  return name === 'youtube' || name === 'tiktok' || name === 'instagram' ? name : null;
}

/**
 * What a row or a profile may show for a stored or new platform text: the text itself when it is a
 * Ukrainian sentence; for a raw one, the sentence its known reason maps to (YouTube's reason codes),
 * else the generic sentence naming the platform. A profile's error is not tied to one platform:
 * `null` takes the platform the text names, else a sentence naming none.
 */
export function screenText(platform: Platform | null, text: string): string {
  if (!isRawPlatformText(text)) return text;
  const tail = RAW_TAIL.exec(text.trim())?.[3] ?? text;
  const named = platform ?? namedPlatform(text);
  if (!named) return messages.platformFailedUnnamed;
  if (named === 'youtube') {
    const reason = /^\s*([A-Za-z]+)/.exec(tail)?.[1] ?? '';
    if (METADATA_REASONS[reason]) return METADATA_REASONS[reason];
  }
  return messages.platformFailed(platformNames[named]);
}

/** A stored text as the screen may show it; null stays null. */
export const screenTextOrNull = (platform: Platform | null, text: string | null): string | null =>
  text === null ? null : screenText(platform, text);

/**
 * The Ukrainian message a publish failure leaves on the row: a PlatformError's or HttpError's own
 * message (checked), anything else the generic one naming the platform. The raw text is the caller's
 * to log.
 */
export function failureText(platform: Platform, error: unknown): string {
  if (error instanceof PlatformError || error instanceof HttpError) return screenText(platform, error.message);
  return messages.platformFailed(platformNames[platform]);
}
