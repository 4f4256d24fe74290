import { describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import { HttpError } from '@server/http-error';
import { failureText, isRawPlatformText, screenText, screenTextOrNull } from '@server/platforms/error-text';
import { PlatformError } from '@server/platforms/platform';

const OLD_ROW = 'YouTube відхилив початок завантаження: invalidTitle The request metadata specifies an invalid video title.';

describe('isRawPlatformText', () => {
  it('spots a platform answer after a Ukrainian lead-in, as older versions stored it', () => {
    expect(isRawPlatformText(OLD_ROW)).toBe(true);
    expect(isRawPlatformText('TikTok відхилив запит: spam_risk_too_many_posts (HTTP 403)')).toBe(true);
  });

  it('spots text with no Ukrainian at all', () => {
    expect(isRawPlatformText('Request failed with status code 500')).toBe(true);
    expect(isRawPlatformText('{"error":"invalid_grant"}')).toBe(true);
  });

  it('leaves the Ukrainian sentences of every adapter alone, ids and codes inside them included', () => {
    for (const text of [
      messages.youtubeTitleRejected,
      messages.youtubeRefused(403),
      messages.youtubeVideoRejected('dQw4w9WgXcQ', messages.youtubeRejectionReasons.duplicate!),
      messages.youtubeLockedPrivate('dQw4w9WgXcQ'),
      messages.tiktokTooLong(60),
      messages.tiktokFailReasons.spam_risk_text!,
      messages.instagramRejected('публікацію', 400),
      messages.instagramConnectionLost('вхід'),
      `${messages.platformUnreachable}; ${messages.willRetry}`,
    ]) {
      expect(isRawPlatformText(text), text).toBe(false);
    }
  });
});

/** Every text an adapter can put on a row, with sample arguments for the ones that take some. */
function adapterTexts(): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') out.push(String((value as (...args: unknown[]) => unknown)('вхід', 'причина')));
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(
    Object.fromEntries(
      Object.entries(messages).filter(
        ([key]) => key.startsWith('youtube') || key.startsWith('tiktok') || key.startsWith('instagram') || key.startsWith('oauth'),
      ),
    ),
  );
  return out;
}

describe('every adapter speaks Ukrainian', () => {
  it('no TikTok, Instagram, YouTube or OAuth text an adapter throws reads as a raw platform answer', () => {
    const texts = adapterTexts();
    expect(texts.length).toBeGreaterThan(80);
    expect(texts.filter((text) => isRawPlatformText(text))).toEqual([]);
  });
});

describe('screenText', () => {
  it("maps an old row's YouTube reason code to its Ukrainian sentence", () => {
    expect(screenText('youtube', OLD_ROW)).toBe(messages.youtubeTitleRejected);
    expect(screenText('youtube', 'YouTube відхилив початок завантаження: invalidTags The request metadata specifies invalid tags.')).toBe(
      messages.youtubeTagsRejected,
    );
  });

  it('falls back to the sentence naming the platform for an unknown raw text', () => {
    expect(screenText('youtube', 'YouTube відхилив початок завантаження: weirdReason Something odd.')).toBe(
      messages.platformFailed('YouTube'),
    );
    expect(screenText('tiktok', 'socket hang up')).toBe(messages.platformFailed('TikTok'));
    expect(screenText('instagram', 'login_required')).toBe(messages.platformFailed('Instagram'));
  });

  it("a profile's error takes the platform its text names, else names none", () => {
    expect(screenText(null, OLD_ROW)).toBe(messages.youtubeTitleRejected);
    expect(screenText(null, 'TikTok відхилив запит: access_token_invalid')).toBe(messages.platformFailed('TikTok'));
    expect(screenText(null, 'ECONNRESET')).toBe(messages.platformFailedUnnamed);
  });

  it('keeps a Ukrainian sentence as it is, and null stays null', () => {
    expect(screenText('tiktok', messages.tiktokBanned)).toBe(messages.tiktokBanned);
    expect(screenTextOrNull('youtube', null)).toBeNull();
    expect(screenTextOrNull('youtube', messages.youtubeQuotaExceeded)).toBe(messages.youtubeQuotaExceeded);
  });
});

describe('failureText', () => {
  it("uses a PlatformError's Ukrainian message, never its raw answer", () => {
    const error = new PlatformError(
      messages.youtubeTitleRejected,
      'rejected',
      'videos.insert: HTTP 400 {"error":{"errors":[{"reason":"invalidTitle"}]}}',
    );
    expect(failureText('youtube', error)).toBe(messages.youtubeTitleRejected);
  });

  it('cleans an HttpError or PlatformError that carries raw text', () => {
    expect(failureText('instagram', new HttpError(502, 'Bad Gateway'))).toBe(messages.platformFailed('Instagram'));
    expect(failureText('tiktok', new PlatformError('internal_error', 'unavailable', 'internal_error'))).toBe(
      messages.platformFailed('TikTok'),
    );
  });

  it('gives any other error the sentence naming the platform', () => {
    expect(failureText('youtube', new Error('Cannot read properties of undefined'))).toBe(messages.platformFailed('YouTube'));
    expect(failureText('tiktok', 'boom')).toBe(messages.platformFailed('TikTok'));
  });
});
