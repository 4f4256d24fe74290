import * as v from 'valibot';
import { fleetHealthMessages } from '../messages/fleet-health';
import { requestMessages } from '../messages/request';
import { PLATFORMS } from '../status';
import { dbId, dbIdFromString, ListQuerySchema, pageOf } from './common';
import { LabelFilterSchema } from './labels';

/**
 * What the last 'Перевірити проксі' found for a profile: the address the platforms see, whether the
 * proxy answered, how fast, why not (Ukrainian) and when. Null fields until a check has run.
 */
export const ProxyCheckSchema = v.object({
  accountId: v.number(),
  /** null: never checked (or the proxy changed since). */
  ok: v.nullable(v.boolean()),
  exitIp: v.nullable(v.string()),
  latencyMs: v.nullable(v.number()),
  error: v.nullable(v.string()),
  checkedAt: v.nullable(v.string()),
  /** Profiles the caller can see that reach the platforms from the same exit address. */
  sharedWith: v.array(v.number()),
  /** How many other users' profiles share it too (their ids are not shown). */
  sharedWithOthers: v.number(),
});
export type ProxyCheck = v.InferOutput<typeof ProxyCheckSchema>;

/** The most profiles one bulk check takes (a page of the profiles list is 20). */
export const PROXY_CHECK_BULK_MAX = 100;

export const ProxyCheckBulkRequestSchema = v.object({
  ids: v.pipe(
    v.array(dbId(), fleetHealthMessages.proxyCheckIdsRequired),
    v.minLength(1, fleetHealthMessages.proxyCheckIdsRequired),
    v.maxLength(PROXY_CHECK_BULK_MAX, fleetHealthMessages.proxyCheckTooMany),
  ),
});
export type ProxyCheckBulkRequest = v.InferOutput<typeof ProxyCheckBulkRequestSchema>;

export const ProxyCheckBulkResponseSchema = v.object({ data: v.array(ProxyCheckSchema) });
export type ProxyCheckBulkResponse = v.InferOutput<typeof ProxyCheckBulkResponseSchema>;

/**
 * A profile's state on one platform, as the health board shows it. A row may be in several at once
 * (it lists them all); its main state is the first that applies in this order.
 */
export const HEALTH_STATES = ['reconnect', 'checkpoint', 'proxy_down', 'rate_limited', 'shared_ip', 'ready'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const healthStateLabels: Record<HealthState, string> = {
  reconnect: 'Потрібно перепідключити',
  checkpoint: 'Потрібне підтвердження входу',
  proxy_down: 'Проксі недоступний',
  rate_limited: 'Обмежено платформою',
  shared_ip: 'Спільна IP-адреса',
  ready: 'Готовий',
};

export const HealthQuerySchema = v.object({
  ...ListQuerySchema.entries,
  state: v.optional(v.picklist(HEALTH_STATES, fleetHealthMessages.healthStateInvalid)),
  platform: v.optional(v.picklist(PLATFORMS, fleetHealthMessages.platformInvalid)),
  group: v.optional(dbIdFromString(requestMessages.invalidId)),
  label: LabelFilterSchema,
});
export type HealthQuery = v.InferOutput<typeof HealthQuerySchema>;

export const HealthRowSchema = v.object({
  account: v.object({ id: v.number(), comments: v.string(), proxy: v.string() }),
  user: v.object({ id: v.number(), login: v.string() }),
  group: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** The profile's labels. */
  labels: v.array(v.string()),
  platform: v.picklist(PLATFORMS),
  /** The main state, then every state that applies (the main one first). */
  state: v.picklist(HEALTH_STATES),
  states: v.array(v.picklist(HEALTH_STATES)),
  /** Until when the platform's own "too many" holds this profile back, and why (rate_limited). */
  limitedUntil: v.nullable(v.string()),
  limitedReason: v.nullable(v.string()),
  proxy: ProxyCheckSchema,
  /** When the schedule checks this proxy next (null: proxies are checked only when asked); a past time: at the next sweep. */
  proxyNextCheckAt: v.nullable(v.string()),
  /** Proxy checks failed in a row; scheduled checks hold the posts from the second one (a manual check from the first). */
  proxyFailStreak: v.number(),
  lastSuccessAt: v.nullable(v.string()),
  /** The last error, in Ukrainian (the profile's, else its last failed row's on this platform). */
  lastError: v.nullable(v.string()),
  lastErrorAt: v.nullable(v.string()),
  /** Rows on this platform in 'Помилка' (what 'Повторити невдалі' retries). */
  failedCount: v.number(),
  postsLast24h: v.number(),
  dailyCap: v.number(),
  /** The next waiting row's planned time (its slot, else the publication's date, else when it is tried again). */
  nextPlannedAt: v.nullable(v.string()),
  waitingCount: v.number(),
});
export type HealthRow = v.InferOutput<typeof HealthRowSchema>;

export const HealthPageSchema = pageOf(HealthRowSchema);

/** The board's summary: the filters but the state and the page. */
export const HealthSummaryQuerySchema = v.object({
  q: HealthQuerySchema.entries.q,
  platform: HealthQuerySchema.entries.platform,
  group: HealthQuerySchema.entries.group,
  label: HealthQuerySchema.entries.label,
});
export type HealthSummaryQuery = v.InferOutput<typeof HealthSummaryQuerySchema>;

/**
 * How many rows are in each state (a row in several counts in each, as `?state=` filters them;
 * `ready`: in none of the others), and how many rows there are.
 */
export const HealthSummarySchema = v.object({
  counts: v.object(Object.fromEntries(HEALTH_STATES.map((state) => [state, v.number()])) as Record<HealthState, v.NumberSchema<undefined>>),
  total: v.number(),
  /** How many profiles those rows are (a profile once however many of its platforms match): in each state and in all. */
  profiles: v.object(
    Object.fromEntries([...HEALTH_STATES, 'all'].map((state) => [state, v.number()])) as Record<
      HealthState | 'all',
      v.NumberSchema<undefined>
    >,
  ),
});
export type HealthSummary = v.InferOutput<typeof HealthSummarySchema>;

/** 'Повторити невдалі': how many rows in 'Помилка' went back to the queue. */
export const RetryFailedResponseSchema = v.object({ retried: v.number() });
export type RetryFailedResponse = v.InferOutput<typeof RetryFailedResponseSchema>;
