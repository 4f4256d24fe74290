import { Webhook as Verifier } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { lastRetryAfterSeconds, WEBHOOK_RETRY_LIMIT } from '@server/jobs/webhook-delivery-job';
import { newSigningSecret, signatureHeader } from '@server/services/webhooks/webhook-signature';

describe('webhook signatures (Standard Webhooks)', () => {
  it('matches the standardwebhooks library for the same id, timestamp and body', () => {
    const secret = newSigningSecret();
    const body = JSON.stringify({ id: 'evt_1', type: 'proxy.recovered', text: 'Проксі знову працює' });
    const at = new Date('2026-11-27T21:00:00Z');
    const timestamp = Math.floor(at.getTime() / 1000);
    expect(signatureHeader(secret, 'evt_1', timestamp, body)).toBe(new Verifier(secret).sign('evt_1', at, body));
  });

  it("gives the published example's signature (a known secret, id, timestamp and body)", () => {
    // The worked example of Svix's verification guide, which the Standard Webhooks scheme keeps.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signatureHeader(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('makes a fresh 32-byte secret each time', () => {
    const [a, b] = [newSigningSecret(), newSigningSecret()];
    expect(a).not.toBe(b);
    expect(Buffer.from(a.slice('whsec_'.length), 'base64')).toHaveLength(32);
  });
});

describe('webhook retries', () => {
  it('end about a day after the first attempt with the default delay (56 s, 10 retries)', () => {
    const { min, mean, max } = lastRetryAfterSeconds(56, WEBHOOK_RETRY_LIMIT);
    expect(min / 3600).toBeGreaterThan(15);
    expect(mean / 3600).toBeGreaterThan(23);
    expect(mean / 3600).toBeLessThan(25);
    expect(max / 3600).toBeLessThan(32);
  });
});
