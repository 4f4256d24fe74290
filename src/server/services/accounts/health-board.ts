import type { Page } from '@shared/schemas/common';
import {
  HEALTH_STATES,
  type HealthQuery,
  type HealthRow,
  type HealthState,
  type HealthSummary,
  type HealthSummaryQuery,
} from '@shared/schemas/fleet-health';
import { UNREADY_STATES, type UnreadyState } from '@shared/schemas/publish-readiness';
import type { Platform } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import { screenTextOrNull } from '@server/platforms/error-text';
import { boardPage, boardSummaryCounts, readinessRows, type BoardEntry } from './health-board-queries';
import { problemStates } from './health-states';

/**
 * The summary over the board's rows under the filters (not the state): how many are in each state, as
 * `?state=` filters them, and how many there are. States are of the moment, so this reads every
 * profile of the scope once (30 profiles of an operator, or a few thousand for an admin).
 */
export async function healthSummary(db: Database, ownerId: number | null, query: HealthSummaryQuery): Promise<HealthSummary> {
  const row = await boardSummaryCounts(db, ownerId, query);
  const counts = Object.fromEntries(HEALTH_STATES.map((state) => [state, row?.[state] ?? 0])) as Record<HealthState, number>;
  const profiles = Object.fromEntries(
    [...HEALTH_STATES, 'all' as const].map((state) => [state, row?.[`profiles_${state}`] ?? 0]),
  ) as Record<HealthState | 'all', number>;
  return { counts, total: row?.total ?? 0, profiles };
}

/**
 * A page of the health board ('Стан профілів', read by `boardPage`): each row's states in their order
 * of severity, the first one its main state, and whose error it shows; the proxy's next scheduled
 * check when proxies are `scheduled` (PROXY_CHECK_INTERVAL_HOURS above 0).
 */
export async function healthPage(
  db: Database,
  ownerId: number | null,
  query: HealthQuery,
  proxySchedule: { scheduled: boolean },
): Promise<Page<HealthRow>> {
  const page = await boardPage(db, ownerId, query);
  return { ...page, data: page.data.map((entry) => toHealthRow(entry, proxySchedule.scheduled)) };
}

function toHealthRow({ row, proxy }: BoardEntry, scheduled: boolean): HealthRow {
  const states: HealthState[] = problemStates.filter((state) => row[state]);
  const state = states[0] ?? 'ready';
  // The profile's own error belongs to this row when the row needs a reconnect or a confirmation.
  const profileError = (row.reconnect || row.checkpoint) && row.error ? screenTextOrNull(null, row.error) : null;
  return {
    account: { id: row.id, comments: row.comments, proxy: row.proxy },
    user: { id: row.user_id, login: row.user_login },
    group: row.group_id !== null && row.group_name !== null ? { id: row.group_id, name: row.group_name } : null,
    labels: row.labels,
    platform: row.platform,
    state,
    states: states.length > 0 ? states : ['ready'],
    limitedUntil: row.limited_until?.toISOString() ?? null,
    limitedReason: row.limited_reason,
    proxy,
    proxyNextCheckAt: scheduled ? row.proxy_next_check_at.toISOString() : null,
    proxyFailStreak: row.proxy_fail_streak,
    lastSuccessAt: row.last_success?.toISOString() ?? null,
    lastError: profileError ?? screenTextOrNull(row.platform, row.last_row_error),
    lastErrorAt: profileError ? null : (row.last_error_at?.toISOString() ?? null),
    failedCount: row.failed,
    postsLast24h: row.posts_24h,
    dailyCap: row.daily_cap ?? 0,
    nextPlannedAt: row.next_planned?.toISOString() ?? null,
    waitingCount: row.waiting,
  };
}

/** Each profile's three platforms as stored: switched on or not, and the board's states that hold a post back. */
export interface StoredPairReadiness {
  accountId: number;
  platform: Platform;
  enabled: boolean;
  unready: UnreadyState[];
}

/**
 * The publishing form's readiness of the profiles `accountIds` the viewer may see (`ownerId` null: an
 * admin, any): the board's own state conditions, read for these profiles only (by key), every
 * platform of each. A platform switched off has no state (nothing is made for it).
 */
export async function pairReadiness(db: Queryable, ownerId: number | null, accountIds: readonly number[]): Promise<StoredPairReadiness[]> {
  const rows = await readinessRows(db, ownerId, accountIds);
  return rows.map((row) => ({
    accountId: row.id,
    platform: row.platform,
    enabled: row.enabled,
    unready: row.enabled ? UNREADY_STATES.filter((state) => row[state]) : [],
  }));
}
