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
import { searchCondition } from '../common/list-search';
import { newestFirstPage, ownerCondition, type PageSlice } from '../common/pagination';
import { profileSearch } from './account-queries';
import { proxyChecksOf, type StoredProxyCheck } from './proxy-check-queries';
import { PROXY_DOWN_HOLD_HOURS } from './proxy-check-service';

/**
 * Each state of a (profile `a`, platform `p.platform`) pair as an SQL condition, from what is stored:
 * - reconnect: the platform is on but not connected (no YouTube token, TikTok waiting for
 *   'Підключити TikTok', no Instagram password), or the platform refused the profile's credentials
 *   (`accounts.error`, set by the publish job's `auth` outcome, with no login confirmation pending).
 *   The profile's error names no platform: it is this platform's when one of its failed rows carries
 *   the same text, every platform's when none does;
 * - checkpoint: Instagram waits for the owner to confirm a login (`instagram_checkpoint`);
 * - proxy_down: the last proxy check failed less than PROXY_DOWN_HOLD_HOURS ago (the publish job
 *   holds the profile's posts for as long);
 * - rate_limited: the platform's own "too many" tightened the pacing until a later time;
 * - shared_ip: another profile's last check found the same exit address.
 */
// OFFSET 0 keeps the lookup per profile (publication_videos (account_id, id), then the results by key): without it the
// planner may hash every failed row of publication_results for one page (list-plans.test.ts checks the plan).
const failedRowWithProfileError = (platform: string | null) =>
  `EXISTS (SELECT 1 FROM publication_videos ev JOIN publication_results er ON er.publication_video_id = ev.id
            WHERE ev.account_id = a.id ${platform ? `AND er.platform = ${platform}` : ''} AND er.status = 'error' AND er.error = a.error OFFSET 0)`;

const stateSql: Record<Exclude<HealthState, 'ready'>, string> = {
  reconnect: `(NOT (CASE p.platform WHEN 'youtube' THEN a.is_active_youtube WHEN 'tiktok' THEN a.is_active_tiktok ELSE a.is_active_instagram END)
               OR (a.error IS NOT NULL AND a.instagram_checkpoint IS NULL
                   AND (${failedRowWithProfileError('p.platform')} OR NOT ${failedRowWithProfileError(null)})))`,
  checkpoint: `(p.platform = 'instagram' AND a.instagram_checkpoint IS NOT NULL)`,
  proxy_down: `(a.proxy_ok = false AND a.proxy_checked_at > now() - make_interval(hours => ${PROXY_DOWN_HOLD_HOURS}))`,
  rate_limited: `EXISTS (SELECT 1 FROM account_platform_pacing ap WHERE ap.account_id = a.id AND ap.platform = p.platform AND ap.tightened_until > now())`,
  shared_ip: `(a.proxy_exit_ip IS NOT NULL AND EXISTS (SELECT 1 FROM accounts o WHERE o.proxy_exit_ip = a.proxy_exit_ip AND o.id <> a.id))`,
};
const problemStates = HEALTH_STATES.filter((state): state is Exclude<HealthState, 'ready'> => state !== 'ready');

/**
 * The row's severity, its main state's place in HEALTH_STATES: what needs a person first (a reconnect,
 * a login to confirm), then what waits (the proxy, the platform's limit), then what to watch, then ready.
 */
const severity = `CASE ${problemStates.map((state, rank) => `WHEN ${stateSql[state]} THEN ${rank}`).join(' ')} ELSE ${problemStates.length} END`;

const stateCondition = (state: HealthState | undefined) =>
  state === undefined ? 'TRUE' : state === 'ready' ? `NOT (${problemStates.map((s) => stateSql[s]).join(' OR ')})` : stateSql[state];

/** The profile's platforms that are switched on, one pair each, in a fixed order. */
const platformPairs = `CROSS JOIN LATERAL (VALUES ('youtube', 1, a.in_youtube), ('tiktok', 2, a.in_tiktok), ('instagram', 3, a.in_instagram))
                         AS p(platform, ord, enabled)`;

interface BoardRow extends StoredProxyCheck {
  platform: Platform;
  comments: string;
  proxy: string;
  user_login: string;
  group_id: number | null;
  group_name: string | null;
  error: string | null;
  reconnect: boolean;
  checkpoint: boolean;
  proxy_down: boolean;
  rate_limited: boolean;
  shared_ip: boolean;
  limited_until: Date | null;
  limited_reason: string | null;
  last_success: Date | null;
  posts_24h: number;
  next_planned: Date | null;
  waiting: number;
  failed: number;
  last_row_error: string | null;
  last_error_at: Date | null;
  daily_cap: number | null;
}

/**
 * A page of the health board: one row per profile and platform switched on, the most severe first
 * (a reconnect, then a login to confirm, the proxy down, a platform's limit, a shared exit address,
 * ready), newest profile first within each.
 *
 * The order needs every pair's state, so the page's pairs are chosen from all the scope's pairs (one
 * pass over the owner's profiles, `accounts (user_id, id)`, or every profile for an admin, with the
 * state conditions per pair); then it looks up what each row shows for those rows only: the pacing row by key,
 * and one pass over the profile's rows on that platform (`publication_videos (account_id, id)`, the
 * results by `(publication_video_id, platform)`). The total: a short page 1 tells it; unfiltered (or
 * by platform only), each owner's profiles per platform kept by triggers (`account_totals`,
 * 0017_video_counts.sql), summed for an admin; otherwise a count of the matching pairs (the state
 * filters are states of the moment, so they have no kept counter).
 */
/** The board's conditions on a profile `a` and its platform `p`, numbered from `first`. */
function boardFilters(ownerId: number | null, query: Omit<HealthQuery, 'page'>, first: number) {
  const params: unknown[] = [];
  const owner = ownerCondition('a.user_id', ownerId, first);
  params.push(...owner.params);
  const search = searchCondition(query.q, profileSearch, first + params.length);
  params.push(...search.params);
  const conditions = ['p.enabled', owner.sql, search.sql, stateCondition(query.state)];
  if (query.group !== undefined) {
    params.push(query.group);
    conditions.push(`a.group_id = $${first + params.length - 1}::int`);
  }
  if (query.platform !== undefined) {
    params.push(query.platform);
    conditions.push(`p.platform = $${first + params.length - 1}::text`);
  }
  return { sql: conditions.join(' AND '), params };
}

/**
 * The summary over the board's rows under the filters (not the state): how many are in each state, as
 * `?state=` filters them, and how many there are. States are of the moment, so this reads every
 * profile of the scope once (30 profiles of an operator, or a few thousand for an admin).
 */
export async function healthSummary(db: Database, ownerId: number | null, query: HealthSummaryQuery): Promise<HealthSummary> {
  const where = boardFilters(ownerId, query, 1);
  // Each pair's states once (OFFSET 0 keeps the subquery whole), then counted.
  const [row] = await db.cachedQuery<Record<HealthState | 'total', number>>(
    `SELECT count(*)::int AS total,
            ${problemStates.map((state) => `count(*) FILTER (WHERE s.${state})::int AS ${state}`).join(',\n            ')},
            count(*) FILTER (WHERE NOT (${problemStates.map((state) => `s.${state}`).join(' OR ')}))::int AS ready
       FROM (SELECT ${problemStates.map((state) => `${stateSql[state]} AS ${state}`).join(', ')}
               FROM accounts a ${platformPairs} WHERE ${where.sql} OFFSET 0) s`,
    where.params,
  );
  const counts = Object.fromEntries(HEALTH_STATES.map((state) => [state, row?.[state] ?? 0])) as Record<HealthState, number>;
  return { counts, total: row?.total ?? 0 };
}

export async function healthPage(db: Database, ownerId: number | null, query: HealthQuery): Promise<Page<HealthRow>> {
  const filters = (first: number) => boardFilters(ownerId, query, first);

  const countAll = async () => {
    if (query.state === undefined && query.group === undefined && !query.q?.trim()) {
      // Each owner's profiles per platform, kept by the triggers of 0010_account_counts.sql / 0017_video_counts.sql.
      const pairs = query.platform === undefined ? 't.on_youtube + t.on_tiktok + t.on_instagram' : `t.on_${query.platform}`;
      const [row] = await db.cachedQuery<{ total: number }>(
        `SELECT coalesce(sum(${pairs}), 0)::int AS total FROM account_totals t WHERE ${ownerId === null ? 'TRUE' : 't.user_id = $1::int'}`,
        ownerId === null ? [] : [ownerId],
      );
      return row?.total ?? 0;
    }
    const where = filters(1);
    const [row] = await db.cachedQuery<{ total: number }>(
      `SELECT count(*)::int AS total FROM accounts a ${platformPairs} WHERE ${where.sql}`,
      where.params,
    );
    return row?.total ?? 0;
  };

  const read = async ({ descending, limit, offset }: PageSlice) => {
    const where = filters(3);
    const rows = await db.cachedQuery<BoardRow>(
      `WITH page AS (
         SELECT a.id, p.platform, p.ord, ${severity} AS severity FROM accounts a ${platformPairs}
          WHERE ${where.sql}
          ORDER BY severity ${descending ? 'ASC' : 'DESC'}, a.id ${descending ? 'DESC' : 'ASC'}, p.ord ${descending ? 'ASC' : 'DESC'}
          LIMIT $1 OFFSET $2)
       SELECT a.id, a.user_id, page.platform, a.comments, a.proxy, a.error, a.group_id,
              (SELECT u.login FROM users u WHERE u.id = a.user_id) AS user_login,
              (SELECT g.name FROM account_groups g WHERE g.id = a.group_id) AS group_name,
              a.proxy_exit_ip, a.proxy_ok, a.proxy_latency_ms, a.proxy_error, a.proxy_checked_at,
              ${problemStates.map((state) => `${stateSql[state]} AS ${state}`).join(',\n              ')},
              ap.tightened_until AS limited_until, ap.reason AS limited_reason,
              coalesce((SELECT pl.daily_cap FROM posting_limits pl WHERE pl.account_id = a.id AND pl.platform = page.platform),
                       (SELECT pl.daily_cap FROM posting_limits pl WHERE pl.account_id IS NULL AND pl.platform = page.platform)) AS daily_cap,
              s.last_success, s.posts_24h, s.next_planned, s.waiting, s.failed, s.last_row_error, s.last_error_at
         FROM page
         -- Each profile of the page by key (OFFSET 0: a join let the planner hash the whole accounts table for 20 rows).
         CROSS JOIN LATERAL (SELECT a.* FROM accounts a WHERE a.id = page.id OFFSET 0) a
         CROSS JOIN LATERAL (SELECT page.platform) AS p(platform)
         LEFT JOIN account_platform_pacing ap ON ap.account_id = a.id AND ap.platform = page.platform AND ap.tightened_until > now()
         CROSS JOIN LATERAL (
           SELECT max(r.published_at) FILTER (WHERE r.status = 'success') AS last_success,
                  count(*) FILTER (WHERE r.status = 'success' AND r.published_at > now() - interval '24 hours')::int AS posts_24h,
                  min(coalesce(r.planned_at, r.retry_at, pv.publish_at)) FILTER (WHERE r.status = 'publication') AS next_planned,
                  count(*) FILTER (WHERE r.status = 'publication')::int AS waiting,
                  count(*) FILTER (WHERE r.status = 'error')::int AS failed,
                  (array_agg(r.error ORDER BY r.updated_at DESC, r.id DESC) FILTER (WHERE r.status = 'error'))[1] AS last_row_error,
                  max(r.updated_at) FILTER (WHERE r.status = 'error') AS last_error_at
             FROM publication_videos pv
             JOIN publication_results r ON r.publication_video_id = pv.id AND r.platform = page.platform
            WHERE pv.account_id = a.id) s
        ORDER BY page.severity, page.id DESC, page.ord`,
      [limit, offset, ...where.params],
    );
    const checks = await proxyChecksOf(db, rows, ownerId);
    return rows.map((row) => ({ row, proxy: checks.get(row.id)! }));
  };

  return newestFirstPage(
    query.page,
    read,
    ({ row, proxy }): HealthRow => {
      const states: HealthState[] = problemStates.filter((state) => row[state]);
      const state = states[0] ?? 'ready';
      // The profile's own error belongs to this row when the row needs a reconnect or a confirmation.
      const profileError = (row.reconnect || row.checkpoint) && row.error ? screenTextOrNull(null, row.error) : null;
      return {
        account: { id: row.id, comments: row.comments, proxy: row.proxy },
        user: { id: row.user_id, login: row.user_login },
        group: row.group_id !== null && row.group_name !== null ? { id: row.group_id, name: row.group_name } : null,
        platform: row.platform,
        state,
        states: states.length > 0 ? states : ['ready'],
        limitedUntil: row.limited_until?.toISOString() ?? null,
        limitedReason: row.limited_reason,
        proxy,
        lastSuccessAt: row.last_success?.toISOString() ?? null,
        lastError: profileError ?? screenTextOrNull(row.platform, row.last_row_error),
        lastErrorAt: profileError ? null : (row.last_error_at?.toISOString() ?? null),
        failedCount: row.failed,
        postsLast24h: row.posts_24h,
        dailyCap: row.daily_cap ?? 0,
        nextPlannedAt: row.next_planned?.toISOString() ?? null,
        waitingCount: row.waiting,
      };
    },
    countAll,
  );
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
  if (accountIds.length === 0) return [];
  const owner = ownerCondition('a.user_id', ownerId, 2);
  const rows = await db.query<{ id: number; platform: Platform; enabled: boolean } & Record<UnreadyState, boolean>>(
    `SELECT a.id, p.platform, p.enabled, ${UNREADY_STATES.map((state) => `${stateSql[state]} AS ${state}`).join(', ')}
       FROM accounts a ${platformPairs}
      WHERE a.id = ANY($1::int[]) AND ${owner.sql}
      ORDER BY array_position($1::int[], a.id), p.ord`,
    [accountIds, ...owner.params],
  );
  return rows.map((row) => ({
    accountId: row.id,
    platform: row.platform,
    enabled: row.enabled,
    unready: row.enabled ? UNREADY_STATES.filter((state) => row[state]) : [],
  }));
}
