import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { AccountSlots, SlotPatterns } from '@shared/schemas/posting-slots';
import type { PublishedItem } from '@shared/schemas/publications';
import type { Database } from '@server/db/database';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createProfile, finishedRequest, payload, type PublishingApp, startPublishingApp } from '../helpers/publishing-setup';
import type { TestApp } from '../helpers/test-app';

/**
 * Weekly posting slots through the API on a real database: a profile's, a group's and a label's
 * patterns (another user's are 404), which one a profile posts by (own > label > group), the free
 * slots, the publishing form's check, and a publication sent 'у наступні вільні слоти': each row at a
 * pattern time, one per slot, or a 422 naming the profiles without a pattern. Times are checked against
 * the pattern on Kyiv's clock, whatever the moment the test runs.
 */
const fx = makeMediaFixtures();
const HOUR = 3_600_000;
let setup: PublishingApp | undefined;
let db: Database;
let t: TestApp;
let admin: string;
let adminId: number;
let proxyUrl: string;
let user: string;
let userId: number;
let stranger: string;

const none: SlotPatterns = { youtube: null, tiktok: null, instagram: null };
const weekdays = [{ days: [1, 2, 3, 4, 5], times: ['10:00', '14:00', '19:00'] }];
const everyDay = [{ days: [1, 2, 3, 4, 5, 6, 7], times: ['03:00', '11:00', '19:00'] }];
const weekend = [{ days: [6, 7], times: ['12:00'] }];

beforeAll(async () => {
  setup = await startPublishingApp();
  ({ db, t, admin, adminId } = setup);
  proxyUrl = setup.platforms.proxyUrl;
  userId = await t.createUser('slots-user');
  ({ accessToken: user } = await t.login('slots-user', 'secret-pass'));
  await t.createUser('slots-stranger');
  ({ accessToken: stranger } = await t.login('slots-stranger', 'secret-pass'));
});

afterAll(async () => {
  await setup?.close();
  await db?.close();
});

/** A pattern time on Kyiv's clock: ISO weekday and HH:MM. */
function kyivSlot(at: number): { day: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Kyiv',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  expect(part('second')).toBe('00');
  return { day: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1, time: `${part('hour')}:${part('minute')}` };
}

function expectPatternTime(at: number, pattern: typeof everyDay) {
  const { day, time } = kyivSlot(at);
  expect(
    pattern.some((rule) => rule.days.includes(day) && rule.times.includes(time)),
    `${new Date(at).toISOString()} is a pattern time`,
  ).toBe(true);
}

async function makeGroup(token: string, name: string, accounts: number[]): Promise<number> {
  const response = await t.call('POST', '/api/accounts-group', token, {
    name,
    accounts: accounts.map((id) => ({ id, title: `#${id}`, value: id })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

describe('weekly posting slots: patterns and who sees them', () => {
  it("a profile's own pattern is read back; bad times and empty days answer in Ukrainian", async () => {
    const profile = await createProfile(t, user, proxyUrl, { tiktok: true }, 'власні слоти');
    const empty = await t.call('GET', `/api/accounts/${profile}/slots`, user);
    expect(empty.json()).toEqual({ own: none, effective: none });

    const bad = await t.call('PUT', `/api/accounts/${profile}/slots`, user, {
      ...none,
      tiktok: [{ days: [], times: ['25:00'] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([messages.slotDaysRequired, messages.slotTime]);

    const set = await t.call('PUT', `/api/accounts/${profile}/slots`, user, { ...none, tiktok: weekdays });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as AccountSlots).own.tiktok).toEqual(weekdays);
    expect((set.json() as AccountSlots).effective.tiktok).toEqual({ source: 'account', name: '', rules: weekdays });
    const cleared = await t.call('PUT', `/api/accounts/${profile}/slots`, user, none);
    expect((cleared.json() as AccountSlots).own).toEqual(none);
  });

  it("another user's profile, group or label is 404 to read and to change; an admin reaches them all", async () => {
    const profile = await createProfile(t, user, proxyUrl, { tiktok: true }, 'чужі слоти');
    await db.query("INSERT INTO account_labels (account_id, label_key, label) VALUES ($1, 'ранок', 'Ранок')", [profile]);
    const group = await makeGroup(user, 'Група зі слотами', [profile]);
    const body = { ...none, tiktok: weekdays };
    for (const [method, payloadBody] of [
      ['GET', undefined],
      ['PUT', body],
    ] as const) {
      expect((await t.call(method, `/api/accounts/${profile}/slots`, stranger, payloadBody)).statusCode).toBe(404);
      expect((await t.call(method, `/api/accounts-group/${group}/slots`, stranger, payloadBody)).statusCode).toBe(404);
      const label = await t.call(method, `/api/accounts/labels/slots?label=${encodeURIComponent('Ранок')}`, stranger, payloadBody);
      expect(label.statusCode).toBe(404);
      expect(label.json()).toEqual({ message: messages.slotLabelNotFound });
      // A user may not name another owner.
      expect(
        (await t.call(method, `/api/accounts/labels/slots?label=${encodeURIComponent('ранок')}&owner=${userId}`, stranger, payloadBody))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (
        await t.call(
          'GET',
          `/api/accounts/${profile}/free-slots?platform=tiktok&from=2026-11-26T00:00:00.000Z&to=2026-11-27T00:00:00.000Z`,
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    expect((await t.call('PUT', `/api/accounts-group/${group}/slots`, admin, body)).json()).toEqual(body);
    const asAdmin = await t.call('PUT', `/api/accounts/labels/slots?label=${encodeURIComponent('РАНОК')}&owner=${userId}`, admin, body);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect((await t.call('GET', `/api/accounts/labels/slots?label=${encodeURIComponent('ранок')}`, user)).json()).toEqual(body);
    expect((await t.call('GET', `/api/accounts/${profile}/slots`, admin)).statusCode).toBe(200);
  });

  it('a profile posts by its own pattern, else its first label’s, else its group’s, per platform', async () => {
    const profile = await createProfile(t, user, proxyUrl, { tiktok: true, instagram: true }, 'порядок слотів');
    await db.query("INSERT INTO account_labels (account_id, label_key, label) VALUES ($1, 'перша', 'Перша'), ($1, 'друга', 'Друга')", [
      profile,
    ]);
    const group = await makeGroup(user, 'Група порядку', [profile]);
    const effective = async () => ((await t.call('GET', `/api/accounts/${profile}/slots`, user)).json() as AccountSlots).effective;

    await t.call('PUT', `/api/accounts-group/${group}/slots`, user, { ...none, tiktok: weekend, instagram: weekend });
    expect((await effective()).tiktok).toEqual({ source: 'group', name: 'Група порядку', rules: weekend });

    await t.call('PUT', `/api/accounts/labels/slots?label=${encodeURIComponent('Друга')}`, user, { ...none, tiktok: everyDay });
    expect((await effective()).tiktok).toEqual({ source: 'label', name: 'Друга', rules: everyDay });
    await t.call('PUT', `/api/accounts/labels/slots?label=${encodeURIComponent('Перша')}`, user, { ...none, tiktok: weekdays });
    expect((await effective()).tiktok).toEqual({ source: 'label', name: 'Перша', rules: weekdays });

    await t.call('PUT', `/api/accounts/${profile}/slots`, user, { ...none, tiktok: everyDay });
    const now = await effective();
    expect(now.tiktok).toEqual({ source: 'account', name: '', rules: everyDay });
    // Instagram has only the group's.
    expect(now.instagram).toEqual({ source: 'group', name: 'Група порядку', rules: weekend });
    expect(now.youtube).toBeNull();
  });
});

describe('weekly posting slots: free slots and publishing into them', () => {
  it('free slots are pattern times from now on, without the ones rows already took', async () => {
    const profile = await createProfile(t, admin, proxyUrl, { tiktok: true }, 'вільні слоти');
    await t.call('PUT', `/api/accounts/${profile}/slots`, admin, { ...none, tiktok: everyDay });
    const now = (await db.query<{ now: Date }>('SELECT now() AS now'))[0]!.now;
    const from = new Date(now.getTime());
    const to = new Date(now.getTime() + 2 * 24 * HOUR);
    const url = `/api/accounts/${profile}/free-slots?platform=tiktok&from=${from.toISOString()}&to=${to.toISOString()}`;
    const free = (await t.call('GET', url, admin)).json().data as string[];
    // Three a day over two days.
    expect(free).toHaveLength(6);
    for (const at of free) {
      expect(Date.parse(at)).toBeGreaterThanOrEqual(from.getTime());
      expectPatternTime(Date.parse(at), everyDay);
    }
    const tooLong = await t.call(
      'GET',
      `/api/accounts/${profile}/free-slots?platform=tiktok&from=${from.toISOString()}&to=${new Date(from.getTime() + 40 * 24 * HOUR).toISOString()}`,
      admin,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toEqual([messages.slotRangeInvalid]);
  });

  it("the calendar filtered by one profile shows its free slots, the same as the profile's own list; another user's profile shows none", async () => {
    const profile = await createProfile(t, admin, proxyUrl, { tiktok: true }, 'слоти в календарі');
    await t.call('PUT', `/api/accounts/${profile}/slots`, admin, { ...none, tiktok: everyDay });
    const now = (await db.query<{ now: Date }>('SELECT now() AS now'))[0]!.now;
    const kyivDate = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Kyiv' }).format(at);
    const range = `from=${kyivDate(now)}&to=${kyivDate(new Date(now.getTime() + 2 * 24 * HOUR))}`;
    const calendar = await t.call('GET', `/api/publication/calendar?${range}&account=${profile}`, admin);
    expect(calendar.statusCode).toBe(200);
    const { from, to, freeSlots } = calendar.json() as {
      from: string;
      to: string;
      freeSlots: Array<{ at: string; platform: string; account: { id: number } }>;
    };
    const own = (await t.call('GET', `/api/accounts/${profile}/free-slots?platform=tiktok&from=${from}&to=${to}`, admin)).json()
      .data as string[];
    expect(own.length).toBeGreaterThan(0);
    expect(freeSlots.map((slot) => slot.at)).toEqual(own);
    expect(new Set(freeSlots.map((slot) => `${slot.platform}:${slot.account.id}`))).toEqual(new Set([`tiktok:${profile}`]));
    // Without the profile filter the fleet's free places are not listed; another user sees none of this profile's.
    expect((await t.call('GET', `/api/publication/calendar?${range}`, admin)).json().freeSlots).toEqual([]);
    const foreign = await t.call('GET', `/api/publication/calendar?${range}&account=${profile}`, user);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().freeSlots).toEqual([]);
  });

  it("'у наступні вільні слоти': each row takes the next free pattern time of its profile, one per slot, and the free list shrinks", async () => {
    const profile = await createProfile(t, admin, proxyUrl, { tiktok: true }, 'публікація у слоти');
    await t.call('PUT', `/api/accounts/${profile}/slots`, admin, { ...none, tiktok: everyDay });
    const now = (await db.query<{ now: Date }>('SELECT now() AS now'))[0]!.now;
    const window = `from=${now.toISOString()}&to=${new Date(now.getTime() + 3 * 24 * HOUR).toISOString()}`;
    const freeBefore = (await t.call('GET', `/api/accounts/${profile}/free-slots?platform=tiktok&${window}`, admin)).json()
      .data as string[];

    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 3);
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(
        idUpload,
        videoIds,
        videoIds.map(() => profile),
        { inTikTok: true },
        { inSlots: true, date: '' },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as PublishedItem;
    expect(item.date).toBeNull();
    const times = item.video.map((row) => Date.parse(row.plannedAt!)).sort((a, b) => a - b);
    expect(times).toHaveLength(3);
    // The first three free slots, in order (no jitter: the test app's limits have none).
    expect(times.map((at) => new Date(at).toISOString())).toEqual(freeBefore.slice(0, 3));
    for (const at of times) expectPatternTime(at, everyDay);

    const freeAfter = (await t.call('GET', `/api/accounts/${profile}/free-slots?platform=tiktok&${window}`, admin)).json().data as string[];
    expect(freeAfter).toEqual(freeBefore.slice(3));
  });

  it('profiles without a pattern on a chosen platform: the check names them, and the publication is refused (422) naming each', async () => {
    const covered = await createProfile(t, admin, proxyUrl, { tiktok: true, instagram: true }, 'зі слотами');
    const bare = await createProfile(t, admin, proxyUrl, { tiktok: true, instagram: true }, 'без слотів');
    await t.call('PUT', `/api/accounts/${covered}/slots`, admin, { ...none, tiktok: everyDay, instagram: everyDay });
    await t.call('PUT', `/api/accounts/${bare}/slots`, admin, { ...none, instagram: everyDay });

    const gaps = await t.call('GET', `/api/publication/slot-gaps?accounts=${covered},${bare}&platforms=tiktok,instagram`, admin);
    expect(gaps.json()).toEqual({ data: [{ accountId: bare, name: expect.stringContaining('без слотів'), platforms: ['tiktok'] }] });
    const bareName = (gaps.json() as { data: Array<{ name: string }> }).data[0]!.name;
    // A stranger sees none of them.
    expect((await t.call('GET', `/api/publication/slot-gaps?accounts=${covered},${bare}&platforms=tiktok`, stranger)).json()).toEqual({
      data: [],
    });

    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 2);
    const refused = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [covered, bare], { inTikTok: true, inInstagram: true }, { inSlots: true }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.noSlotPattern(messages.noSlotPatternProfile(bareName, 'TikTok')));
    const rows = await db.query('SELECT 1 FROM publication_videos WHERE rendered_video_id = ANY($1::int[])', [videoIds]);
    expect(rows).toHaveLength(0);
  });
});
