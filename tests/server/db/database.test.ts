import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.query("INSERT INTO users (login, password_hash) VALUES ('cache-probe', 'x')");
});
afterAll(async () => {
  await db.close();
});

const probe = () => db.cachedQuery<{ login: string }>('SELECT login FROM users WHERE login LIKE $1', ['cache-probe%']);

describe('cachedQuery', () => {
  it('sees a plain write at once', async () => {
    expect(await probe()).toEqual([{ login: 'cache-probe' }]);
    await db.query("UPDATE users SET login = 'cache-probe-2' WHERE login = 'cache-probe'");
    expect(await probe()).toEqual([{ login: 'cache-probe-2' }]);
  });

  it('sees a write made inside a transaction at once', async () => {
    expect(await probe()).toEqual([{ login: 'cache-probe-2' }]);
    await db.transaction(async (tx) => {
      await tx.query("UPDATE users SET login = 'cache-probe-3' WHERE login = 'cache-probe-2'");
    });
    expect(await probe()).toEqual([{ login: 'cache-probe-3' }]);
  });

  it('does not keep the result of a rolled-back transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE users SET login = 'cache-probe-4' WHERE login = 'cache-probe-3'");
        expect(await tx.query('SELECT login FROM users WHERE login = $1', ['cache-probe-4'])).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await probe()).toEqual([{ login: 'cache-probe-3' }]);
  });
});
