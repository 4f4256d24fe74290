import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { requestOverOnePhoto } from '../helpers/creation-setup';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// A render's error is shown on the request: ffmpeg's words, never a server path.

let db: Database;
let t: TestApp;
let token: string;
const fx = makeMediaFixtures();

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { RUN_WORKERS: 'false' });
  token = (await t.login()).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('a render that fails', () => {
  it("records 'Не вдалося створити відео: …' with ffmpeg's reason and no server path", async () => {
    const { id, idUpload } = await requestOverOnePhoto(t, token, fx);

    // The stored source is damaged before any worker sees it; then a process with workers starts.
    const [row] = await db.query<{ source_storage_key: string }>('SELECT source_storage_key FROM creation_requests WHERE id = $1', [id]);
    await writeFile(path.join(t.dataDir, 'media', 'files', row!.source_storage_key), 'not a video at all');
    const withWorkers = await createTestApp(db, { DATA_DIR: t.dataDir, JOB_POLL_SECONDS: '0.5', RENDER_CONCURRENCY: '1' });
    try {
      const status = async () =>
        (await db.query<{ status: string }>('SELECT status FROM creation_requests WHERE id = $1', [id]))[0]!.status;
      for (let i = 0; i < 1200 && (await status()) === 'loading'; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      const detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, token)).json() as {
        status: string;
        error: string | null;
      };
      expect(detail.status).toBe('error');
      expect(detail.error).toMatch(new RegExp(`^${messages.renderFailed}: .+`));
      expect(detail.error).not.toContain(t.dataDir);
      expect(detail.error).not.toMatch(/\/[\w.-]+\//);
    } finally {
      await withWorkers.close();
    }
  }, 180_000);
});
