import { afterEach, describe, expect, it } from 'vitest';
import { startTikTokFake, type TikTokFake } from '../fakes/tiktok-api';

/** The strict TikTok fake holds to the documented rules (so the adapter tests mean something). */
const MiB = 1024 * 1024;
let fake: TikTokFake;
afterEach(async () => {
  await fake?.close();
});

const api = (path: string, accessToken: string, body: unknown) =>
  fetch(`${fake.base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify(body),
  });
const form = (fields: Record<string, string>) =>
  fetch(`${fake.base}/v2/oauth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
const initBody = (size: number, chunkSize: number, count: number, privacy = 'PUBLIC_TO_EVERYONE') => ({
  post_info: { title: 'x', privacy_level: privacy },
  source_info: { source: 'FILE_UPLOAD', video_size: size, chunk_size: chunkSize, total_chunk_count: count },
});

describe('TikTok fake', () => {
  it('refuses chunk plans that break the media transfer rules', async () => {
    fake = await startTikTokFake({ accessToken: 'act.t' });
    const codes = async (size: number, chunk: number, count: number) =>
      ((await (await api('/v2/post/publish/video/init/', 'act.t', initBody(size, chunk, count))).json()) as { error: { code: string } })
        .error.code;
    expect(await codes(3 * MiB, 3 * MiB, 1)).toBe('ok');
    expect(await codes(3 * MiB, 1 * MiB, 3)).toBe('invalid_params');
    expect(await codes(12 * MiB, 5 * MiB, 2)).toBe('ok');
    expect(await codes(12 * MiB, 5_000_000, 2)).toBe('invalid_params');
    expect(await codes(12 * MiB, 5 * MiB, 3)).toBe('invalid_params');
    expect(await codes(100 * MiB, 100 * MiB, 1)).toBe('invalid_params');
    // Six calls a minute per token, refused calls included.
    expect(await codes(200_000_000, 64_000_000, 3)).toBe('rate_limit_exceeded');
    fake.advance(60_000);
    expect(await codes(200_000_000, 64_000_000, 3)).toBe('ok');
    expect(await codes(4_000 * MiB, 4 * MiB, 1000)).toBe('invalid_params');
    expect(await codes(4_000 * MiB, 64_000_000, 65)).toBe('ok');
    for (let call = 0; call < 3; call += 1) await codes(3 * MiB, 3 * MiB, 1);
    expect((await api('/v2/post/publish/video/init/', 'act.t', initBody(12 * MiB, 5 * MiB, 2))).status).toBe(429);
  });

  it('writes post ids as bare int64 and gives them only for public posts', async () => {
    fake = await startTikTokFake({ accessToken: 'act.t', moderation: { polls: 0 } });
    const init = (await (await api('/v2/post/publish/video/init/', 'act.t', initBody(10, 10, 1))).json()) as {
      data: { publish_id: string; upload_url: string };
    };
    expect(new URL(init.data.upload_url).origin).toBe(fake.uploadBase);
    const put = await fetch(init.data.upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', 'content-range': 'bytes 0-9/10' },
      body: Buffer.alloc(10),
    });
    expect(put.status).toBe(201);
    const text = await (await api('/v2/post/publish/status/fetch/', 'act.t', { publish_id: init.data.publish_id })).text();
    expect(text).toMatch(/"publicaly_available_post_id":\[\d{19}\]/);
    const id = /\[(\d+)\]/.exec(text)![1]!;
    expect(BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(String(JSON.parse(text).data.publicaly_available_post_id[0])).not.toBe(id);
  });

  it('rotates refresh tokens and answers OAuth errors in the flat shape', async () => {
    fake = await startTikTokFake();
    const grant = fake.grant();
    const first = await form({
      client_key: fake.client.clientKey,
      client_secret: fake.client.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: grant.refresh_token,
    });
    const tokens = (await first.json()) as { refresh_token: string; expires_in: number };
    expect(tokens.expires_in).toBe(86_400);
    expect(tokens.refresh_token).not.toBe(grant.refresh_token);
    const again = await form({
      client_key: fake.client.clientKey,
      client_secret: fake.client.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: grant.refresh_token,
    });
    expect(await again.json()).toMatchObject({ error: 'invalid_grant', log_id: expect.any(String) });
    const json = await fetch(`${fake.base}/v2/oauth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await json.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('expires access tokens with the clock and the upload_url after an hour', async () => {
    fake = await startTikTokFake();
    const grant = fake.grant();
    const init = (await (await api('/v2/post/publish/video/init/', grant.access_token, initBody(10, 10, 1))).json()) as {
      data: { upload_url: string };
    };
    fake.advance(61 * 60 * 1000);
    const put = await fetch(init.data.upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', 'content-range': 'bytes 0-9/10' },
      body: Buffer.alloc(10),
    });
    expect(put.status).toBe(403);
    fake.advance(24 * 60 * 60 * 1000);
    const expired = await api('/v2/post/publish/creator_info/query/', grant.access_token, {});
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('access_token_invalid');
  });
});
