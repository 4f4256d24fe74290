import type { ProxyCheck } from '@shared/schemas/fleet-health';
import type { Queryable } from '@server/db/database';

/** What the proxy_* columns of a profile hold. */
export interface StoredProxyCheck {
  id: number;
  user_id: number;
  proxy_exit_ip: string | null;
  proxy_ok: boolean | null;
  proxy_latency_ms: number | null;
  proxy_error: string | null;
  proxy_checked_at: Date | null;
}

/**
 * The last check of each profile with the profiles that share its exit address: those the viewer may
 * see by id (`ownerId` null: all), the others only counted. One query for all the exit addresses given.
 */
export async function proxyChecksOf(
  db: Queryable,
  rows: readonly StoredProxyCheck[],
  ownerId: number | null,
): Promise<Map<number, ProxyCheck>> {
  const addresses = [...new Set(rows.map((row) => row.proxy_exit_ip).filter((ip): ip is string => ip !== null))];
  const sharing =
    addresses.length === 0
      ? []
      : await db.query<{ id: number; user_id: number; proxy_exit_ip: string }>(
          'SELECT id, user_id, proxy_exit_ip FROM accounts WHERE proxy_exit_ip = ANY($1::text[]) ORDER BY id',
          [addresses],
        );
  const checks = new Map<number, ProxyCheck>();
  for (const row of rows) {
    const others =
      row.proxy_exit_ip === null ? [] : sharing.filter((other) => other.proxy_exit_ip === row.proxy_exit_ip && other.id !== row.id);
    const visible = others.filter((other) => ownerId === null || other.user_id === ownerId);
    checks.set(row.id, {
      accountId: row.id,
      ok: row.proxy_ok,
      exitIp: row.proxy_exit_ip,
      latencyMs: row.proxy_latency_ms,
      error: row.proxy_error,
      checkedAt: row.proxy_checked_at?.toISOString() ?? null,
      sharedWith: visible.map((other) => other.id),
      sharedWithOthers: others.length - visible.length,
    });
  }
  return checks;
}

/** The last check of the profiles `ids` (the caller has checked they may be reached), newest profile first. */
export async function storedProxyChecks(db: Queryable, ids: readonly number[], ownerId: number | null): Promise<ProxyCheck[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<StoredProxyCheck>(
    `SELECT id, user_id, proxy_exit_ip, proxy_ok, proxy_latency_ms, proxy_error, proxy_checked_at
       FROM accounts WHERE id = ANY($1::int[]) ORDER BY id DESC`,
    [ids],
  );
  const checks = await proxyChecksOf(db, rows, ownerId);
  return rows.map((row) => checks.get(row.id)!);
}
