/**
 * Runs the media-touching server integration files again with their media in S3: each test app gets
 * a fresh bucket of a local S3-compatible server (s3rver on loopback, which the tests start
 * themselves, helpers/s3-server.ts), on PGlite (the PostgreSQL pass already covers the database;
 * its scale-out test runs on S3 whatever TEST_STORAGE says). The storage contract runs against both
 * adapters in every pass; disk-errors is about a local disk, truncated-upload about receiving, which
 * is local whatever the adapter. tus-upload-ids runs its resumable uploads on @tus/s3-store there
 * (the tus store follows the media storage) and commits them into the bucket.
 */
import { spawnSync } from 'node:child_process';

const FILES = [
  'tests/server/routes/backgrounds.test.ts',
  'tests/server/routes/creation.test.ts',
  'tests/server/jobs/delete-during-render.test.ts',
  'tests/server/uploads/upload-leftovers.test.ts',
  'tests/server/plugins/security-headers.test.ts',
  'tests/server/uploads/tus-upload-ids.test.ts',
];

process.stdout.write('Media integration files with S3 storage (s3rver on loopback), on PGlite\n');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...FILES], {
  stdio: 'inherit',
  env: { ...process.env, TEST_STORAGE: 's3', TEST_DB: 'pglite' },
});
process.exit(result.status ?? 1);
