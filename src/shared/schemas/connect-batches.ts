import * as v from 'valibot';
import { connectMessages } from '../messages/connect';
import { requestMessages } from '../messages/request';
import { dbId, dbIdFromString, SEARCH_MAX_LENGTH } from './common';
import { CONNECT_PLATFORMS, ConnectInvitationSchema, ConnectPlatformSchema } from './connect';

/** The most profiles one batch of invitations (and one picker answer) takes. */
export const CONNECT_BATCH_MAX = 500;

/** 'Створити запрошення' on the connect page: one single-use invitation per chosen profile and platform. */
export const ConnectBatchRequestSchema = v.object({
  accounts: v.pipe(
    v.array(dbId(), connectMessages.connectBatchAccountsRequired),
    v.minLength(1, connectMessages.connectBatchAccountsRequired),
    v.maxLength(CONNECT_BATCH_MAX, connectMessages.connectBatchTooMany),
  ),
  platforms: v.pipe(
    v.array(ConnectPlatformSchema, connectMessages.connectBatchPlatformsRequired),
    v.minLength(1, connectMessages.connectBatchPlatformsRequired),
    v.maxLength(CONNECT_PLATFORMS.length, connectMessages.connectBatchPlatformsRequired),
  ),
});
export type ConnectBatchRequest = v.InferOutput<typeof ConnectBatchRequestSchema>;

/** One invitation of a batch, with its profile's name; `url` only in the answer that made it (only a hash is kept). */
export const BatchInvitationSchema = v.object({
  ...ConnectInvitationSchema.entries,
  accountTitle: v.string(),
  url: v.nullable(v.string()),
});
export type BatchInvitation = v.InferOutput<typeof BatchInvitationSchema>;

/** A profile's platform the batch made no invitation for, and why (its client id/secret or access are missing). */
export const BatchSkipSchema = v.object({
  accountId: v.number(),
  accountTitle: v.string(),
  platform: ConnectPlatformSchema,
  reason: v.string(),
});
export type BatchSkip = v.InferOutput<typeof BatchSkipSchema>;

export const ConnectBatchSchema = v.object({
  id: v.number(),
  createdAt: v.string(),
  data: v.array(BatchInvitationSchema),
  /** Made for these profiles but skipped; only in the answer that made the batch (empty later). */
  skipped: v.array(BatchSkipSchema),
});
export type ConnectBatch = v.InferOutput<typeof ConnectBatchSchema>;

/** 'Скасувати всі': how many were revoked, and the batch as it is now. */
export const ConnectBatchRevokedSchema = v.object({ revoked: v.number(), batch: ConnectBatchSchema });
export type ConnectBatchRevoked = v.InferOutput<typeof ConnectBatchRevokedSchema>;

/** Whether a profile's platform is off, switched on but not connected, or connected. */
export const CANDIDATE_PLATFORM_STATES = ['off', 'notConnected', 'connected'] as const;
export type CandidatePlatformState = (typeof CANDIDATE_PLATFORM_STATES)[number];

/** A profile the connect page's picker offers. */
export const ConnectCandidateSchema = v.object({
  id: v.number(),
  title: v.string(),
  group: v.nullable(v.object({ id: v.number(), name: v.string() })),
  youtube: v.picklist(CANDIDATE_PLATFORM_STATES),
  tiktok: v.picklist(CANDIDATE_PLATFORM_STATES),
});
export type ConnectCandidate = v.InferOutput<typeof ConnectCandidateSchema>;

export const ConnectCandidateListSchema = v.object({
  data: v.array(ConnectCandidateSchema),
  /** How many match; the answer holds the newest CONNECT_BATCH_MAX of them. */
  total: v.number(),
});
export type ConnectCandidateList = v.InferOutput<typeof ConnectCandidateListSchema>;

const idList = v.pipe(
  v.string(requestMessages.invalidId),
  v.regex(/^\d+(,\d+)*$/, requestMessages.invalidId),
  v.transform((text) => [...new Set(text.split(',').map(Number))]),
  v.maxLength(CONNECT_BATCH_MAX, connectMessages.connectBatchTooMany),
  v.check((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), requestMessages.invalidId),
);

/**
 * The picker's filters: `ids` (exactly these profiles, the others ignored), or `q`, `groupId` and
 * `platform` (profiles with it switched on; none: with YouTube or TikTok on) with `notConnected`
 * ('true': only those whose platform is on but not connected).
 */
export const ConnectCandidatesQuerySchema = v.object({
  ids: v.optional(idList),
  q: v.optional(v.pipe(v.string(requestMessages.searchInvalid), v.trim(), v.maxLength(SEARCH_MAX_LENGTH, requestMessages.searchTooLong))),
  groupId: v.optional(dbIdFromString()),
  platform: v.optional(ConnectPlatformSchema),
  notConnected: v.optional(v.picklist(['true', 'false'])),
});
export type ConnectCandidatesQuery = v.InferOutput<typeof ConnectCandidatesQuerySchema>;
