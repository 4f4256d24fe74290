import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { createProfile, type PublishingApp, startPublishingApp } from '../../helpers/publishing-setup';
import type { TestApp } from '../../helpers/test-app';

let t: TestApp;
let setup: PublishingApp;
let platforms: PublishingApp['platforms'];
let admin: string;

beforeAll(async () => {
  setup = await startPublishingApp();
  ({ t, platforms, admin } = setup);
});

afterAll(() => setup.close());

describe('profile actions on the platforms', () => {
  it('sets the YouTube channel description on YouTube (channels.update through the proxy), then stores it', async () => {
    const id = await createProfile(t, admin, platforms.proxyUrl, { youtube: true });
    const seen = platforms.proxy.seen.length;
    const response = await t.call('PATCH', `/api/accounts/update-channel/${id}`, admin, { description: 'Про канал' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().channel).toMatchObject({ description: 'Про канал' });
    expect(platforms.youtube.channelDescription()).toBe('Про канал');
    expect(platforms.proxy.seen.length).toBeGreaterThan(seen);
  });

  it('sets the Instagram name and biography on Instagram, keeping what was not sent', async () => {
    const id = await createProfile(t, admin, platforms.proxyUrl, { instagram: true });
    const partial = await t.call('PATCH', `/api/accounts/update-profile-inst/${id}`, admin, { profileName: 'Студія' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ profileNameInstagram: 'Студія', profileDescriptionInstagram: '' });
    const both = await t.call('PATCH', `/api/accounts/update-profile-inst/${id}`, admin, { profileDescription: 'Короткі відео' });
    expect(both.json()).toMatchObject({ profileNameInstagram: 'Студія', profileDescriptionInstagram: 'Короткі відео' });
    expect(platforms.instagram.profile).toMatchObject({ full_name: 'Студія', biography: 'Короткі відео' });
  });

  it('stores nothing when the platform refuses, says why (502), and marks the profile on a refused login', async () => {
    const id = await createProfile(t, admin, platforms.proxyUrl, { instagram: true });
    await t.call('PATCH', `/api/accounts/${id}`, admin, {
      proxy: platforms.proxyUrl,
      inInstagram: true,
      InstagramLogin: 'studio.ua',
      InstagramPassword: 'wrong-password',
    });
    const refused = await t.call('PATCH', `/api/accounts/update-profile-inst/${id}`, admin, { profileName: 'Нова назва' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/^Instagram: невірний логін або пароль профілю/);
    const profile = (await t.call('GET', `/api/accounts/${id}`, admin)).json();
    expect(profile).toMatchObject({ profileNameInstagram: '', status: 'error' });
  });
});

describe('an Instagram login confirmation on the profile', () => {
  const verify = (id: number, token: string, code: unknown) => t.call('POST', `/api/accounts/${id}/instagram/verify`, token, { code });

  it('two-factor: the profile shows the checkpoint, and the code entered on it logs in through the proxy and clears it', async () => {
    platforms.instagram.setTwoFactor('135790');
    try {
      const id = await createProfile(t, admin, platforms.proxyUrl, { instagram: true }, 'двофакторна');
      const refused = await t.call('PATCH', `/api/accounts/update-profile-inst/${id}`, admin, { profileName: 'Студія' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toContain('код двофакторної перевірки');
      const waiting = (await t.call('GET', `/api/accounts/${id}`, admin)).json();
      expect(waiting).toMatchObject({ instagramCheckpoint: 'two_factor', status: 'error', error: refused.json().message });

      await t.createUser('ig-intruder');
      const { accessToken: intruder } = await t.login('ig-intruder', 'secret-pass');
      expect((await verify(id, intruder, '135790')).statusCode).toBe(404);
      const malformed = await verify(id, admin, 'abc');
      expect(malformed.statusCode).toBe(400);
      expect([malformed.json().message].flat()).toEqual([messages.instagramCodeRequired]);
      const wrong = await verify(id, admin, '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Instagram: код не підійшов. Перевірте його й введіть ще раз');
      expect((await t.call('GET', `/api/accounts/${id}`, admin)).json()).toMatchObject({ instagramCheckpoint: 'two_factor' });

      const seen = platforms.proxy.seen.length;
      const logins = platforms.instagram.logins();
      const confirmed = await verify(id, admin, '135 790');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ instagramCheckpoint: null, error: null, status: 'success' });
      expect(platforms.instagram.logins()).toBe(logins + 1);
      expect(platforms.proxy.seen.length).toBeGreaterThan(seen);

      // Logged in: the profile action goes through on the saved session, without another login.
      const saved = await t.call('PATCH', `/api/accounts/update-profile-inst/${id}`, admin, { profileName: 'Студія' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(platforms.instagram.logins()).toBe(logins + 1);
      const again = await verify(id, admin, '135790');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.instagramNoCheckpoint);
    } finally {
      platforms.instagram.setTwoFactor(null);
    }
  });

  it("a challenge approved in the app: 'Я підтвердив вхід' keeps the checkpoint until Instagram sees it, then logs in", async () => {
    const id = await createProfile(t, admin, platforms.proxyUrl, { instagram: true }, 'підтвердження в застосунку');
    platforms.instagram.challengeNextLogin('app');
    const refused = await t.call('PATCH', `/api/accounts/update-profile-inst/${id}`, admin, { profileName: 'Студія' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('«Я підтвердив вхід»');
    expect((await t.call('GET', `/api/accounts/${id}`, admin)).json()).toMatchObject({ instagramCheckpoint: 'challenge', status: 'error' });

    const early = await t.call('POST', `/api/accounts/${id}/instagram/confirm`, admin);
    expect(early.statusCode).toBe(409);
    expect((await t.call('GET', `/api/accounts/${id}`, admin)).json()).toMatchObject({ instagramCheckpoint: 'challenge' });

    platforms.instagram.approveChallenge();
    const confirmed = await t.call('POST', `/api/accounts/${id}/instagram/confirm`, admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ instagramCheckpoint: null, error: null, status: 'success' });
    expect((await t.call('PATCH', `/api/accounts/update-profile-inst/${id}`, admin, { profileName: 'Студія' })).statusCode).toBe(200);
  });
});
