import { describe, expect, it } from 'vitest';
import { redactUrl } from '@server/request-log';

describe('the request URL a log line shows', () => {
  it("replaces OAuth codes and states in a callback's query, keeping the other parameters", () => {
    expect(redactUrl('/api/accounts/youtube/callback?state=abc&code=4%2F0Axyz&scope=youtube')).toBe(
      '/api/accounts/youtube/callback?state=[redacted]&code=[redacted]&scope=youtube',
    );
    expect(redactUrl('/api/accounts/tiktok/callback?error=access_denied&State=x')).toBe(
      '/api/accounts/tiktok/callback?error=access_denied&State=[redacted]',
    );
  });

  it("replaces an invitation's token in its path", () => {
    expect(redactUrl('/api/connect/AbC_d-123')).toBe('/api/connect/[redacted]');
    expect(redactUrl('/api/connect/AbC_d-123?x=1')).toBe('/api/connect/[redacted]?x=1');
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/accounts?page=2&q=студія')).toBe('/api/accounts?page=2&q=студія');
    expect(redactUrl('/api/accounts/7')).toBe('/api/accounts/7');
  });
});
