import { queryKeys } from '@client/lib/query-keys';

/**
 * One creation request with its rendered videos, which the publishing form reads; built on the
 * registry's creation root, so the creation feature's list keys and these share one resource.
 */
export const creationRequestKeys = {
  details: queryKeys.creationRequests.details,
  detail: (idUpload: string) => [...creationRequestKeys.details(), idUpload] as const,
};

/** Query keys of publishing: the 'YouTube' list pages and each published item by its idUpload. */
export const publicationKeys = {
  all: queryKeys.publications.all,
  lists: queryKeys.publications.lists,
  list: (page: number, q = '') => [...publicationKeys.lists(), { page, q }] as const,
  details: queryKeys.publications.details,
  detail: (idUpload: string) => [...publicationKeys.details(), idUpload] as const,
};

/** Whether the chosen profiles can publish now, by the set of profiles (sorted ids). */
/** Which chosen profiles lack weekly slots on the chosen platforms ('у наступні вільні слоти'). */
export const slotGapKeys = {
  all: ['slot-gaps'] as const,
  of: (accountIds: readonly number[], platforms: readonly string[]) =>
    [...slotGapKeys.all, accountIds.join(','), platforms.join(',')] as const,
};

export const readinessKeys = {
  all: ['publish-readiness'] as const,
  of: (accountIds: readonly number[]) => [...readinessKeys.all, [...accountIds].sort((a, b) => a - b).join(',')] as const,
};

/** What TikTok lets each profile's creator choose (GET /api/accounts/{id}/tiktok-creator), by profile id. */
export const tiktokCreatorKeys = {
  all: queryKeys.tiktokCreators.all,
  detail: (accountId: number) => [...tiktokCreatorKeys.all, accountId] as const,
};

/** What the chosen profiles fill the text variables with, by the set of profiles (sorted ids). */
export const textValuesKeys = {
  all: ['profile-text-values'] as const,
  of: (accountIds: readonly number[]) => [...textValuesKeys.all, [...accountIds].sort((a, b) => a - b).join(',')] as const,
};

/** The caller's publication presets (an admin's: everyone's), for the form's picker. */
export const presetKeys = {
  all: queryKeys.presets.all,
  lists: queryKeys.presets.lists,
};
