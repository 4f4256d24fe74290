import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import { exitAddressOf, PROXY_DOWN_HOLD_HOURS, proxyDownReason, proxyFailureText } from '@server/services/accounts/proxy-check-service';

/** What undici throws: `TypeError('fetch failed')` with the socket's or the tunnel's error as its cause. */
const fetchFailed = (cause: unknown) => Object.assign(new TypeError('fetch failed'), { cause });

describe('exitAddressOf', () => {
  it('reads the address from JSON { ip } (ipify, ifconfig.co) or from plain text', () => {
    expect(exitAddressOf({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(exitAddressOf('203.0.113.7\n')).toBe('203.0.113.7');
    expect(exitAddressOf({ ip: '2001:db8::1' })).toBe('2001:db8::1');
  });

  it('keeps one spelling per exit: IPv4-mapped IPv6 is the IPv4 address, IPv6 is compressed', () => {
    expect(exitAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(exitAddressOf('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
  });

  it('refuses an answer that is no address (a captive portal, an error page, another shape)', () => {
    expect(exitAddressOf('<html>login</html>')).toBeNull();
    expect(exitAddressOf({ origin: '203.0.113.7' })).toBeNull();
    expect(exitAddressOf({ ip: 42 })).toBeNull();
    expect(exitAddressOf(null)).toBeNull();
  });
});

describe('proxyFailureText', () => {
  it('names a refused proxy login over HTTP (407 on CONNECT) and SOCKS5', () => {
    const tunnel = Object.assign(new Error('Proxy response (407) !== 200 when HTTP Tunneling'), {
      name: 'AbortError',
      code: 'UND_ERR_ABORTED',
    });
    expect(proxyFailureText(fetchFailed(Object.assign(new Error('Request was cancelled.'), { cause: tunnel })))).toBe(
      messages.proxyCheckAuthRefused,
    );
    expect(proxyFailureText(fetchFailed(new Error('Socks5 Authentication failed')))).toBe(messages.proxyCheckAuthRefused);
  });

  it('tells a timeout from a refused connection, and anything else in general words', () => {
    expect(proxyFailureText(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe(
      messages.proxyCheckTimedOut,
    );
    expect(proxyFailureText(fetchFailed(Object.assign(new Error('connect timeout'), { code: 'UND_ERR_CONNECT_TIMEOUT' })))).toBe(
      messages.proxyCheckTimedOut,
    );
    expect(proxyFailureText(fetchFailed(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })))).toBe(
      messages.proxyCheckRefused,
    );
    expect(proxyFailureText(fetchFailed(new Error('Socks5 proxy rejected connection - HostUnreachable')))).toBe(messages.proxyCheckFailed);
  });

  it("keeps the SSRF guard's own Ukrainian refusal", () => {
    expect(proxyFailureText(new HttpError(400, [messages.proxyForbiddenAddress]))).toBe(messages.proxyForbiddenAddress);
  });
});

describe('proxyDownReason', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);

  it('holds a profile back while its last check failed within the hold and the failures hold its posts, with the reason', () => {
    const reason = proxyDownReason(
      { proxy_ok: false, proxy_error: messages.proxyCheckRefused, proxy_checked_at: hoursAgo(1), proxy_holds_posts: true },
      now,
    );
    expect(reason).toContain(messages.proxyDownBeforePublish);
    expect(reason).toContain(messages.proxyCheckRefused);
    expect(reason).toContain(messages.proxyDownHint);
  });

  it('lets it publish when never checked, when the check passed, after one scheduled failure, or once the failure is older than the hold', () => {
    expect(proxyDownReason({ proxy_ok: null, proxy_error: null, proxy_checked_at: null, proxy_holds_posts: false }, now)).toBeNull();
    expect(proxyDownReason({ proxy_ok: true, proxy_error: null, proxy_checked_at: hoursAgo(1), proxy_holds_posts: false }, now)).toBeNull();
    expect(proxyDownReason({ proxy_ok: false, proxy_error: 'x', proxy_checked_at: hoursAgo(1), proxy_holds_posts: false }, now)).toBeNull();
    expect(
      proxyDownReason(
        { proxy_ok: false, proxy_error: 'x', proxy_checked_at: hoursAgo(PROXY_DOWN_HOLD_HOURS + 1), proxy_holds_posts: true },
        now,
      ),
    ).toBeNull();
  });
});
