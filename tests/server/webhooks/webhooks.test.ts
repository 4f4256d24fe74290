import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { EventInput } from '@shared/schemas/events';
import type { Webhook, WebhookCreated, WebhookDelivery } from '@shared/schemas/webhooks';
import type { Database } from '@server/db/database';
import type { HostLookup } from '@server/services/webhooks/webhook-address';
import { startFakeTelegram, type FakeTelegram } from '../fakes/telegram-bot-api';
import { startEventRecorder } from '../helpers/record-event';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/wait';
import { startReceiver } from './webhook-receiver';

const PUBLIC_URL = 'https://publisher.example';
const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const OTHER_TOKEN = '987654321:ZZHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

/** Names the tests resolve themselves (no test asks a real DNS server); `dns` changes between save and delivery. */
const dns = new Map<string, string>();
const lookup: HostLookup = async (host) => {
  const address = dns.get(host);
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

const proxyFailed = (ownerId: number, profileId = 7): EventInput => ({
  kind: 'proxy.failed',
  ownerId,
  profileId,
  profileTitle: 'Профіль 7',
  data: { reason: 'timeout' },
});

type Recorder = Awaited<ReturnType<typeof startEventRecorder>>;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function deliveries(t: TestApp, token: string, webhookId: number): Promise<WebhookDelivery[]> {
  const response = await t.call('GET', `/api/webhooks/${webhookId}/deliveries`, token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: WebhookDelivery[] }).data;
}

const settled = (t: TestApp, token: string, webhookId: number, eventId: number, state: 'succeeded' | 'failed') =>
  waitFor(`delivery of event ${eventId} ${state}`, async () =>
    (await deliveries(t, token, webhookId)).find((delivery) => delivery.eventId === eventId && delivery.state === state),
  );

describe('webhooks: registered in settings, delivered signed through the job queue (private addresses allowed)', () => {
  let db: Database;
  let t: TestApp;
  let recorder: Recorder;
  let receiver: Receiver;
  let telegram: FakeTelegram;
  let clockOffsetMs = 0;
  let admin: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  const hookUrl = (path: string) => `http://receiver.test:${receiver.port}${path}`;
  const create = async (token: string, body: object): Promise<WebhookCreated> => {
    const response = await t.call('POST', '/api/webhooks', token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as WebhookCreated;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    receiver = await startReceiver();
    telegram = await startFakeTelegram();
    telegram.addBot(BOT_TOKEN);
    telegram.addChat('-1001234567890');
    dns.set('receiver.test', '127.0.0.1');
    t = await createTestApp(
      db,
      {
        ALLOW_PRIVATE_WEBHOOKS: 'true',
        WEBHOOK_RETRY_SECONDS: '1',
        JOB_POLL_SECONDS: '0.5',
        TELEGRAM_API_URL: telegram.url,
        PUBLIC_URL,
      },
      { webhookLookup: lookup, clock: () => new Date(Date.now() + clockOffsetMs) },
    );
    recorder = await startEventRecorder(db);
    admin = (await t.login()).accessToken;
    const aliceId = await t.createUser('alice');
    const bobId = await t.createUser('bob');
    alice = { id: aliceId, token: (await t.login('alice', 'secret-pass')).accessToken };
    bob = { id: bobId, token: (await t.login('bob', 'secret-pass')).accessToken };
  });

  afterAll(async () => {
    await recorder?.stop();
    await t?.close();
    await receiver?.close();
    await telegram?.close();
    await db?.close();
  });

  it('shows the signing secret once, never the bot token, and refuses what is not an endpoint with Ukrainian messages', async () => {
    const created = await create(alice.token, { type: 'webhook', url: hookUrl('/once'), kinds: ['proxy.recovered'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = (await t.call('GET', '/api/webhooks', alice.token)).json() as { data: Webhook[] };
    expect(list.data.map((hook) => hook.id)).toEqual([created.id]);
    expect(JSON.stringify(list)).not.toContain(created.secret!);

    const bot = await create(alice.token, { type: 'telegram', botToken: BOT_TOKEN, chatId: '-1001234567890', kinds: ['proxy.failed'] });
    expect(bot).toMatchObject({ botTokenSet: true, chatId: '-1001234567890', secret: null, url: null });
    expect(JSON.stringify((await t.call('GET', '/api/webhooks', alice.token)).json())).not.toContain(BOT_TOKEN);
    expect(await db.query("SELECT 1 FROM webhooks WHERE position(convert_to('AAHdq', 'UTF8') in bot_token) > 0")).toEqual([]);

    const noKinds = await t.call('POST', '/api/webhooks', alice.token, { type: 'webhook', url: hookUrl('/x'), kinds: [] });
    expect(noKinds.statusCode).toBe(400);
    expect(noKinds.json().message).toContain(messages.webhookKindsRequired);
    const badToken = await t.call('POST', '/api/webhooks', alice.token, {
      type: 'telegram',
      botToken: 'nope',
      chatId: '1',
      kinds: ['proxy.failed'],
    });
    expect(badToken.json().message).toContain(messages.webhookBotTokenInvalid);
    const unknownHost = await t.call('POST', '/api/webhooks', alice.token, {
      type: 'webhook',
      url: 'https://nowhere.test/',
      kinds: ['proxy.failed'],
    });
    expect(unknownHost.statusCode).toBe(400);
    expect(unknownHost.json().message).toContain(messages.webhookUnresolvable);
    const metadata = await t.call('POST', '/api/webhooks', alice.token, {
      type: 'webhook',
      url: 'http://169.254.169.254/latest',
      kinds: ['proxy.failed'],
    });
    expect(metadata.json().message).toContain(messages.webhookForbiddenAddress);

    for (const id of [created.id, bot.id]) expect((await t.call('DELETE', `/api/webhooks/${id}`, alice.token)).statusCode).toBe(204);
  });

  it('retries after a 500 and after a cut connection, then delivers; every attempt verifies with the secret, a tampered body does not', async () => {
    receiver.script('/retry', [500, 'cut']);
    const hook = await create(alice.token, { type: 'webhook', url: hookUrl('/retry'), kinds: ['proxy.failed'] });
    const event = await recorder.record(proxyFailed(alice.id));
    const delivery = await settled(t, alice.token, hook.id, event.id, 'succeeded');

    expect(delivery.attempts.map((attempt) => [attempt.attempt, attempt.statusCode])).toEqual([
      [3, 200],
      [2, null],
      [1, 500],
    ]);
    expect(delivery.attempts[1]!.error).toBeTruthy();
    expect(delivery.attempts[0]!.response).toBe('принято');
    expect(delivery.attempts[2]!.response).toBe('status 500');

    const requests = receiver.at('/retry');
    expect(requests).toHaveLength(3);
    const verifier = new Verifier(hook.secret!);
    for (const request of requests) {
      const payload = verifier.verify(request.body, request.headers as Record<string, string>) as Record<string, unknown>;
      expect(payload).toEqual({
        id: `evt_${event.id}`,
        version: 1,
        type: 'proxy.failed',
        createdAt: event.createdAt,
        ownerId: alice.id,
        profileId: 7,
        profileTitle: 'Профіль 7',
        data: { reason: 'timeout' },
      });
      expect(request.headers['webhook-id']).toBe(`evt_${event.id}`);
    }
    const tampered = requests[2]!.body.replace('timeout', 'tampered');
    expect(() => verifier.verify(tampered, requests[2]!.headers as Record<string, string>)).toThrow();
    expect(() =>
      new Verifier(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        requests[2]!.body,
        requests[2]!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it("a user's endpoint gets only the user's own events; an admin's gets everyone's; another user's endpoint is 404", async () => {
    const aliceHook = await create(alice.token, { type: 'webhook', url: hookUrl('/alice'), kinds: ['proxy.recovered'] });
    const adminHook = await create(admin, { type: 'webhook', url: hookUrl('/admin'), kinds: ['proxy.recovered'] });
    const ofBob = await recorder.record({ kind: 'proxy.recovered', ownerId: bob.id, profileId: 9, data: {} });
    const ofAlice = await recorder.record({ kind: 'proxy.recovered', ownerId: alice.id, profileId: 8, data: {} });
    await settled(t, admin, adminHook.id, ofBob.id, 'succeeded');
    await settled(t, admin, adminHook.id, ofAlice.id, 'succeeded');
    await settled(t, alice.token, aliceHook.id, ofAlice.id, 'succeeded');
    expect((await deliveries(t, alice.token, aliceHook.id)).map((delivery) => delivery.eventId)).toEqual([ofAlice.id]);
    expect(receiver.at('/alice').map((request) => JSON.parse(request.body).id)).toEqual([`evt_${ofAlice.id}`]);

    for (const [method, url, body] of [
      ['GET', `/api/webhooks/${aliceHook.id}/deliveries`, undefined],
      ['PATCH', `/api/webhooks/${aliceHook.id}`, { enabled: false }],
      ['DELETE', `/api/webhooks/${aliceHook.id}`, undefined],
    ] as const) {
      const response = await t.call(method, url, bob.token, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.webhookNotFound);
    }
    expect(((await t.call('GET', '/api/webhooks', bob.token)).json() as { data: Webhook[] }).data).toEqual([]);
    // An admin reaches anyone's endpoint (as with every owned object).
    expect((await t.call('GET', `/api/webhooks/${aliceHook.id}/deliveries`, admin)).statusCode).toBe(200);
    for (const id of [aliceHook.id, adminHook.id]) await t.call('DELETE', `/api/webhooks/${id}`, admin);
  });

  it('410 Gone turns the endpoint off: no more deliveries until it is turned on again', async () => {
    receiver.script('/gone', [410]);
    const hook = await create(bob.token, { type: 'webhook', url: hookUrl('/gone'), kinds: ['proxy.failed'] });
    const first = await recorder.record(proxyFailed(bob.id));
    await settled(t, bob.token, hook.id, first.id, 'failed');
    const [after] = ((await t.call('GET', '/api/webhooks', bob.token)).json() as { data: Webhook[] }).data;
    expect(after).toMatchObject({ enabled: false, disabledReason: 'gone' });

    const second = await recorder.record(proxyFailed(bob.id));
    await waitFor(
      'the second event dispatched',
      async () => (await db.query('SELECT 1 FROM event_deliveries WHERE event_id = $1', [second.id])).length > 0,
    );
    expect((await deliveries(t, bob.token, hook.id)).map((delivery) => delivery.eventId)).toEqual([first.id]);
    expect(receiver.at('/gone')).toHaveLength(1);

    const resendWhileOff = await t.call(
      'POST',
      `/api/webhooks/${hook.id}/deliveries/${(await deliveries(t, bob.token, hook.id))[0]!.id}/resend`,
      bob.token,
    );
    expect(resendWhileOff.statusCode).toBe(409);
    expect(resendWhileOff.json().message).toBe(messages.webhookDisabled);
    const on = await t.call('PATCH', `/api/webhooks/${hook.id}`, bob.token, { enabled: true, kinds: ['proxy.failed', 'proxy.recovered'] });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, kinds: ['proxy.failed', 'proxy.recovered'] });
    await t.call('DELETE', `/api/webhooks/${hook.id}`, bob.token);
  });

  it("'Надіслати ще раз' sends the same delivery again: the same id, a new timestamp, logged as manual", async () => {
    const hook = await create(alice.token, { type: 'webhook', url: hookUrl('/resend'), kinds: ['proxy.failed'] });
    const event = await recorder.record(proxyFailed(alice.id));
    const delivery = await settled(t, alice.token, hook.id, event.id, 'succeeded');
    clockOffsetMs = 60_000;
    const resend = await t.call('POST', `/api/webhooks/${hook.id}/deliveries/${delivery.id}/resend`, alice.token);
    expect(resend.statusCode).toBe(204);
    const again = await waitFor('the resend logged', async () =>
      (await deliveries(t, alice.token, hook.id)).find(
        (row) => row.id === delivery.id && row.state === 'succeeded' && row.attempts.length === 2,
      ),
    );
    clockOffsetMs = 0;
    expect(again.attempts.map((attempt) => [attempt.attempt, attempt.manual])).toEqual([
      [2, true],
      [1, false],
    ]);
    const [firstRequest, secondRequest] = receiver.at('/resend');
    expect(secondRequest!.headers['webhook-id']).toBe(firstRequest!.headers['webhook-id']);
    expect(Number(secondRequest!.headers['webhook-timestamp'])).toBeGreaterThanOrEqual(
      Number(firstRequest!.headers['webhook-timestamp']) + 60,
    );
    expect(() => new Verifier(hook.secret!).verify(secondRequest!.body, secondRequest!.headers as Record<string, string>)).not.toThrow();

    const otherDelivery = await t.call('POST', `/api/webhooks/${hook.id}/deliveries/999999/resend`, alice.token);
    expect(otherDelivery.statusCode).toBe(404);
    await t.call('DELETE', `/api/webhooks/${hook.id}`, alice.token);
  });

  it('a Telegram bot gets a short Ukrainian message with the link, and waits out a 429 retry_after before trying again', async () => {
    const bot = await create(alice.token, { type: 'telegram', botToken: BOT_TOKEN, chatId: '-1001234567890', kinds: ['proxy.failed'] });
    telegram.limitNext(1);
    const event = await recorder.record(proxyFailed(alice.id));
    const delivery = await settled(t, alice.token, bot.id, event.id, 'succeeded');
    expect(delivery.attempts.map((attempt) => attempt.statusCode)).toEqual([200, 429]);
    expect(JSON.parse(delivery.attempts[1]!.response!)).toMatchObject({ ok: false, error_code: 429, parameters: { retry_after: 1 } });
    const limited = telegram.answers.find((answer) => answer.status === 429)!;
    const message = telegram.sent.at(-1)!;
    expect(message.at - limited.at).toBeGreaterThanOrEqual(1000);
    expect(message).toMatchObject({ token: BOT_TOKEN, chatId: '-1001234567890', parseMode: null });
    expect(message.text).toBe(`Проксі профілю «Профіль 7» не пройшов перевірку\nПричина: timeout\n${PUBLIC_URL}/accounts/7`);

    // A replaced token that the Bot API does not know: 401 is logged (and retried, as any refusal).
    await t.call('PATCH', `/api/webhooks/${bot.id}`, alice.token, { botToken: OTHER_TOKEN });
    const second = await recorder.record(proxyFailed(alice.id));
    const refused = await waitFor('the 401 logged', async () =>
      (await deliveries(t, alice.token, bot.id)).find((row) => row.eventId === second.id && row.attempts.length > 0),
    );
    expect(refused.attempts[0]).toMatchObject({ statusCode: 401 });
    expect(JSON.parse(refused.attempts[0]!.response!)).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
    await t.call('DELETE', `/api/webhooks/${bot.id}`, alice.token);
  });
});

describe('webhooks: loopback and private addresses refused (ALLOW_PRIVATE_WEBHOOKS off), at save and at delivery', () => {
  let db: Database;
  let t: TestApp;
  let recorder: Recorder;
  let receiver: Receiver;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    receiver = await startReceiver();
    t = await createTestApp(db, { WEBHOOK_RETRY_SECONDS: '1', JOB_POLL_SECONDS: '0.5' }, { webhookLookup: lookup });
    recorder = await startEventRecorder(db);
    ({ accessToken: token, userId } = await t.login());
  });

  afterAll(async () => {
    await recorder?.stop();
    await t?.close();
    await receiver?.close();
    await db?.close();
  });

  it('refuses loopback, private and metadata addresses, and plain http, when saved', async () => {
    dns.set('inside.test', '10.1.2.3');
    dns.set('public.test', '93.184.216.34');
    for (const [url, message] of [
      [`http://127.0.0.1:${receiver.port}/hook`, messages.webhookForbiddenAddress],
      [`https://127.0.0.1:${receiver.port}/hook`, messages.webhookForbiddenAddress],
      ['https://[::1]/hook', messages.webhookForbiddenAddress],
      ['https://192.168.1.10/hook', messages.webhookForbiddenAddress],
      ['https://inside.test/hook', messages.webhookForbiddenAddress],
      ['https://169.254.169.254/hook', messages.webhookForbiddenAddress],
      ['http://public.test/hook', messages.webhookHttpsRequired],
    ] as const) {
      const response = await t.call('POST', '/api/webhooks', token, { type: 'webhook', url, kinds: ['proxy.failed'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ message: [message], fields: { url: message } });
    }
    expect(await db.query('SELECT id FROM webhooks')).toEqual([]);
  });

  it('a name that resolved to a public address at save and to loopback at delivery is refused then: nothing is sent', async () => {
    dns.set('flip.test', '93.184.216.34');
    const response = await t.call('POST', '/api/webhooks', token, {
      type: 'webhook',
      url: `https://flip.test:${receiver.port}/flip`,
      kinds: ['proxy.failed'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const hook = response.json() as WebhookCreated;
    dns.set('flip.test', '127.0.0.1');
    const event = await recorder.record(proxyFailed(userId));
    const refused = await waitFor('the refused attempt logged', async () =>
      (await deliveries(t, token, hook.id)).find((row) => row.eventId === event.id && row.attempts.length > 0),
    );
    expect(refused.attempts[0]).toMatchObject({ statusCode: null, error: messages.webhookForbiddenAddress });
    expect(receiver.received).toEqual([]);
  });
});
