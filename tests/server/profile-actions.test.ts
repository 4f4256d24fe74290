import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { createProfile, startPlatforms } from './helpers/publishing-setup';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

let db: Database;
let t: TestApp;
let platforms: Awaited<ReturnType<typeof startPlatforms>>;
let admin: string;

beforeAll(async () => {
  platforms = await startPlatforms();
  db = await createTestDatabase();
  t = await createTestApp(db, platforms.env);
  ({ accessToken: admin } = await t.login());
});

afterAll(async () => {
  await t.close();
  await platforms.close();
});

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
    await t.call('PATCH', `/api/accounts/${id}`, admin, { proxy: platforms.proxyUrl, inInstagram: true, InstagramLogin: 'studio.ua', InstagramPassword: 'wrong-password' });
    const refused = await t.call('PATCH', `/api/accounts/update-profile-inst/${id}`, admin, { profileName: 'Нова назва' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/^Instagram: невірний логін або пароль профілю/);
    const profile = (await t.call('GET', `/api/accounts/${id}`, admin)).json();
    expect(profile).toMatchObject({ profileNameInstagram: '', status: 'error' });
  });
});
