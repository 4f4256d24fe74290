import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret from the environment, or else one generated once into DATA_DIR/secrets/<name> (mode 0600),
 * outside the database. Several processes sharing a database must share it through the environment.
 * `generate` makes a new one (48 random bytes in base64url unless the secret needs a shape of its own).
 */
export async function loadOrCreateSecret(
  dataDir: string,
  name: string,
  fromEnv: string | null,
  generate: () => string = () => randomBytes(48).toString('base64url'),
): Promise<string> {
  if (fromEnv) return fromEnv;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = generate();
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}
