import * as v from 'valibot';
import { publicationMessages } from '../messages/publications';
import { requestMessages } from '../messages/request';
import { PLATFORMS, type Platform } from '../status';
import { dbId } from './common';
import type { HealthState } from './fleet-health';

/**
 * The health board's states that would make a post on a platform fail: not connected or flagged for a
 * reconnect, a login confirmation pending, the proxy's last check failed. A pause by the platform's own
 * limit is not one of them: its rows are planned after the pause (a post scheduled for later must still
 * be accepted), and a shared exit address is only worth watching.
 */
export const UNREADY_STATES = ['reconnect', 'checkpoint', 'proxy_down'] as const satisfies readonly HealthState[];
export type UnreadyState = (typeof UNREADY_STATES)[number];

/** The most profiles one readiness read takes (a publication of a request's variants: far fewer). */
export const READINESS_MAX_PROFILES = 500;

/** `?accounts=1,2,3`: the chosen profiles, comma-separated. */
export const PublishReadinessQuerySchema = v.object({
  accounts: v.pipe(
    v.string(requestMessages.invalidId),
    v.transform((input) => (input.trim() === '' ? [] : input.split(',').map((part) => (/^\d+$/.test(part.trim()) ? Number(part) : NaN)))),
    v.array(dbId(requestMessages.invalidId)),
    v.maxLength(READINESS_MAX_PROFILES, publicationMessages.tooManyProfiles),
    v.metadata({ openapi: { type: 'string', pattern: '^(\\d+(,\\d+)*)?$' } }),
    v.description('Profile ids, comma-separated (at most 500); ids the caller may not see are left out of the answer'),
  ),
});
export type PublishReadinessQuery = v.InferOutput<typeof PublishReadinessQuerySchema>;

/** One profile on one platform: switched on or not, and what keeps it from publishing now (empty: ready). */
export const PairReadinessSchema = v.object({
  accountId: v.number(),
  platform: v.picklist(PLATFORMS),
  enabled: v.boolean(),
  unready: v.array(v.picklist(UNREADY_STATES)),
});
export type PairReadiness = v.InferOutput<typeof PairReadinessSchema>;

/** Three pairs per profile the caller may see, in the profiles' order, then YouTube, TikTok, Instagram. */
export const PublishReadinessSchema = v.object({ data: v.array(PairReadinessSchema) });
export type PublishReadiness = v.InferOutput<typeof PublishReadinessSchema>;

/** A profile × platform of the publication the operator chose to leave out (it is unready). */
export const SkipPairSchema = v.object({
  accountId: dbId(requestMessages.invalidId),
  platform: v.picklist(PLATFORMS, publicationMessages.platformInvalid),
});
export type SkipPair = v.InferOutput<typeof SkipPairSchema>;

/** The key of a pair, for sets and maps. */
export const pairKey = (accountId: number, platform: Platform): string => `${accountId}:${platform}`;
