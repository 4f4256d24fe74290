import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/database';
import {
  createPostgresTemplate,
  dropPostgresDatabase,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  writePgliteTemplate,
} from './helpers/database-template';

/**
 * The integration project's global setup: the run's migrated template database (see
 * `helpers/database-template.ts`), made once before the first file and removed after the last.
 * Its name reaches the test files (forked after this) through the environment.
 */
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `template_${randomBytes(6).toString('hex')}`;
    await createPostgresTemplate(serverUrl, name, (url) => openDatabase({ kind: 'postgres', url }));
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    return async () => {
      delete process.env[POSTGRES_TEMPLATE_ENV];
      await dropPostgresDatabase(serverUrl, name);
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'sp-template-'));
  process.env[PGLITE_TEMPLATE_ENV] = await writePgliteTemplate(dir);
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
