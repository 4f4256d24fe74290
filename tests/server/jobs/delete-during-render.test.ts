import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { requestOverOnePhoto } from '../helpers/creation-setup';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { filesUnder as filesIn, rendersEnded, waitFor } from '../helpers/wait';

// A file is never left without its row: a request deleted while one of its variants renders leaves
// no rendered file behind once that render ends (it checks for its request before and after it
// stores, and removes what it stored when the request is gone), checked after the job's own end.

let db: Database;
let t: TestApp;
let token: string;
const fx = makeMediaFixtures();
/** Stored files under a key prefix, through the storage port (local disk, or the bucket in the S3 pass). */
const filesUnder = async (prefix: string) => (await t.storage.storedFiles(prefix)).map((file) => file.key);

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { JOB_POLL_SECONDS: '0.5', RENDER_CONCURRENCY: '1' });
  token = (await t.login()).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('deleting a request while it renders', () => {
  it('removes its files and rows; the render that finishes afterwards keeps nothing', async () => {
    const { id, idUpload } = await requestOverOnePhoto(t, token, fx);

    // ffmpeg is writing the variant into tmp/: delete the request now.
    const tmp = path.join(t.dataDir, 'media', 'tmp');
    await waitFor('the render writing into tmp/', async () => (await filesIn(tmp)).length > 0, 60_000, 25);
    expect((await t.call('DELETE', `/api/create-video/request/${idUpload}`, token)).statusCode).toBe(204);

    // The render's own end (its job completed or failed for good), whether it stored anything or not.
    await waitFor('the render job to end', () => rendersEnded(db, id));
    expect(await filesIn(tmp)).toEqual([]);
    expect(await filesUnder(`renders/${idUpload}/`)).toEqual([]);
    expect(await filesUnder(`sources/${idUpload}/`)).toEqual([]);
    expect((await db.query('SELECT 1 FROM rendered_videos WHERE request_id = $1', [id])).length).toBe(0);
  }, 180_000);
});
