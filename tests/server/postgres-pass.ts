/**
 * Runs the server integration suite a second time on a real PostgreSQL server, when
 * TEST_DATABASE_URL names one (`.ci/run` starts a throwaway cluster and sets it). Without it,
 * says plainly that the PostgreSQL pass was skipped.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  process.stdout.write('PostgreSQL pass skipped: TEST_DATABASE_URL is not set (the suite ran on PGlite only).\n');
  process.exit(0);
}
process.stdout.write(`Server integration suite on PostgreSQL (${new URL(url).host})\n`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
