import { HEALTH_STATES, type HealthState } from '@shared/schemas/fleet-health';
import { PROXY_DOWN_HOLD_HOURS } from './proxy-check-service';

/**
 * Each state of a (profile `a`, platform `p.platform`) pair as an SQL condition, from what is stored:
 * - reconnect: the platform is on but not connected (no YouTube token, TikTok waiting for
 *   'Підключити TikTok', no Instagram password), or the platform refused the profile's credentials
 *   (`accounts.error`, set by the publish job's `auth` outcome, with no login confirmation pending).
 *   The profile's error names no platform: it is this platform's when one of its failed rows carries
 *   the same text, every platform's when none does;
 * - checkpoint: Instagram waits for the owner to confirm a login (`instagram_checkpoint`);
 * - proxy_down: the last proxy check failed less than PROXY_DOWN_HOLD_HOURS ago and the failures
 *   hold the posts (`proxy_holds_posts`: one manual failure, or two scheduled ones in a row; the
 *   publish job holds the profile's posts for as long);
 * - rate_limited: the platform's own "too many" tightened the pacing until a later time;
 * - shared_ip: another profile's last check found the same exit address.
 */
// OFFSET 0 keeps the lookup per profile (publication_videos (account_id, id), then the results by key): without it the
// planner may hash every failed row of publication_results for one page (list-plans.test.ts checks the plan).
const failedRowWithProfileError = (platform: string | null) =>
  `EXISTS (SELECT 1 FROM publication_videos ev JOIN publication_results er ON er.publication_video_id = ev.id
            WHERE ev.account_id = a.id ${platform ? `AND er.platform = ${platform}` : ''} AND er.status = 'error' AND er.error = a.error OFFSET 0)`;

export const stateSql: Record<Exclude<HealthState, 'ready'>, string> = {
  reconnect: `(NOT (CASE p.platform WHEN 'youtube' THEN a.is_active_youtube WHEN 'tiktok' THEN a.is_active_tiktok ELSE a.is_active_instagram END)
               OR (a.error IS NOT NULL AND a.instagram_checkpoint IS NULL
                   AND (${failedRowWithProfileError('p.platform')} OR NOT ${failedRowWithProfileError(null)})))`,
  checkpoint: `(p.platform = 'instagram' AND a.instagram_checkpoint IS NOT NULL)`,
  proxy_down: `(a.proxy_ok = false AND a.proxy_holds_posts AND a.proxy_checked_at > now() - make_interval(hours => ${PROXY_DOWN_HOLD_HOURS}))`,
  rate_limited: `EXISTS (SELECT 1 FROM account_platform_pacing ap WHERE ap.account_id = a.id AND ap.platform = p.platform AND ap.tightened_until > now())`,
  shared_ip: `(a.proxy_exit_ip IS NOT NULL AND EXISTS (SELECT 1 FROM accounts o WHERE o.proxy_exit_ip = a.proxy_exit_ip AND o.id <> a.id))`,
};
export const problemStates = HEALTH_STATES.filter((state): state is Exclude<HealthState, 'ready'> => state !== 'ready');

/**
 * The row's severity, its main state's place in HEALTH_STATES: what needs a person first (a reconnect,
 * a login to confirm), then what waits (the proxy, the platform's limit), then what to watch, then ready.
 */
export const severity = `CASE ${problemStates.map((state, rank) => `WHEN ${stateSql[state]} THEN ${rank}`).join(' ')} ELSE ${problemStates.length} END`;

export const stateCondition = (state: HealthState | undefined) =>
  state === undefined ? 'TRUE' : state === 'ready' ? `NOT (${problemStates.map((s) => stateSql[s]).join(' OR ')})` : stateSql[state];

/** The profile's platforms that are switched on, one pair each, in a fixed order. */
export const platformPairs = `CROSS JOIN LATERAL (VALUES ('youtube', 1, a.in_youtube), ('tiktok', 2, a.in_tiktok), ('instagram', 3, a.in_instagram))
                         AS p(platform, ord, enabled)`;
