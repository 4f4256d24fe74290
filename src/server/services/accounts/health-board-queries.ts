import type { Page } from '@shared/schemas/common';
import type { HealthQuery, HealthState, HealthSummaryQuery, ProxyCheck } from '@shared/schemas/fleet-health';
import { UNREADY_STATES, type UnreadyState } from '@shared/schemas/publish-readiness';
import type { Platform } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import { searchCondition } from '../common/list-search';
import { newestFirstPage, ownerCondition, type PageSlice } from '../common/pagination';
import { profileSearch } from './account-queries';
import { labelCondition, labelsOfProfile } from './label-queries';
import { platformPairs, problemStates, severity, stateCondition, stateSql } from './health-states';
import { proxyChecksOf, type StoredProxyCheck } from './proxy-check-queries';

export interface BoardRow extends StoredProxyCheck {
  platform: Platform;
  comments: string;
  proxy: string;
  user_login: string;
  group_id: number | null;
  group_name: string | null;
  labels: string[];
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
  proxy_next_check_at: Date;
  proxy_fail_streak: number;
}

/** A board row as stored, with its proxy check. */
export interface BoardEntry {
  row: BoardRow;
  proxy: ProxyCheck;
}

/** The board's conditions on a profile `a` and its platform `p`, numbered from `first`. */
export function boardFilters(ownerId: number | null, query: Omit<HealthQuery, 'page'>, first: number) {
  const params: unknown[] = [];
  const owner = ownerCondition('a.user_id', ownerId, first);
  params.push(...owner.params);
  const search = searchCondition(query.q, profileSearch, first + params.length, owner.sql);
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
  const labelled = labelCondition(query.label, first + params.length);
  params.push(...labelled.params);
  conditions.push(labelled.sql);
  return { sql: conditions.join(' AND '), params };
}

/** The summary's counts (`healthSummary`): the board's rows under the filters, in each state and in all. */
export async function boardSummaryCounts(
  db: Database,
  ownerId: number | null,
  query: HealthSummaryQuery,
): Promise<Record<HealthState | 'total' | `profiles_${HealthState | 'all'}`, number> | undefined> {
  const where = boardFilters(ownerId, query, 1);
  const ready = `NOT (${problemStates.map((state) => `s.${state}`).join(' OR ')})`;
  // Each pair's states once (OFFSET 0 keeps the subquery whole), then counted: the pairs, and the profiles they are.
  const [row] = await db.cachedQuery<Record<HealthState | 'total' | `profiles_${HealthState | 'all'}`, number>>(
    `SELECT count(*)::int AS total,
            ${problemStates.map((state) => `count(*) FILTER (WHERE s.${state})::int AS ${state}`).join(',\n            ')},
            count(*) FILTER (WHERE ${ready})::int AS ready,
            count(DISTINCT s.id)::int AS profiles_all,
            ${problemStates.map((state) => `count(DISTINCT s.id) FILTER (WHERE s.${state})::int AS profiles_${state}`).join(',\n            ')},
            count(DISTINCT s.id) FILTER (WHERE ${ready})::int AS profiles_ready
       FROM (SELECT a.id, ${problemStates.map((state) => `${stateSql[state]} AS ${state}`).join(', ')}
               FROM accounts a ${platformPairs} WHERE ${where.sql} OFFSET 0) s`,
    where.params,
  );
  return row;
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
export async function boardPage(db: Database, ownerId: number | null, query: HealthQuery): Promise<Page<BoardEntry>> {
  const filters = (first: number) => boardFilters(ownerId, query, first);

  const countAll = async () => {
    if (query.state === undefined && query.group === undefined && !query.label?.length && !query.q?.trim()) {
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
              ${labelsOfProfile('a')} AS labels,
              a.proxy_exit_ip, a.proxy_ok, a.proxy_latency_ms, a.proxy_error, a.proxy_checked_at,
              a.proxy_next_check_at, a.proxy_fail_streak,
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

  return newestFirstPage(query.page, read, (entry) => entry, countAll);
}

/** A profile's three platforms as stored, with the board's states that hold a post back. */
export type ReadinessRow = { id: number; platform: Platform; enabled: boolean } & Record<UnreadyState, boolean>;

/** The rows of `pairReadiness`: the profiles `accountIds` the viewer may see, by key, every platform of each, in the order given. */
export async function readinessRows(db: Queryable, ownerId: number | null, accountIds: readonly number[]): Promise<ReadinessRow[]> {
  if (accountIds.length === 0) return [];
  const owner = ownerCondition('a.user_id', ownerId, 2);
  return db.query<ReadinessRow>(
    `SELECT a.id, p.platform, p.enabled, ${UNREADY_STATES.map((state) => `${stateSql[state]} AS ${state}`).join(', ')}
       FROM accounts a ${platformPairs}
      WHERE a.id = ANY($1::int[]) AND ${owner.sql}
      ORDER BY array_position($1::int[], a.id), p.ord`,
    [accountIds, ...owner.params],
  );
}
