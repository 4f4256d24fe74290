/**
 * Query keys of the video creation feature, generic to specific (CONVENTIONS habit 1). Lists sit under
 * ['creation', 'list', …] so a confirmed queue item refreshes them all.
 */
export const creationKeys = {
  all: ['creation'] as const,
  lists: () => [...creationKeys.all, 'list'] as const,
  list: (page: number, q = '') => [...creationKeys.lists(), { page, q }] as const,
  details: () => [...creationKeys.all, 'detail'] as const,
  detail: (idUpload: string) => [...creationKeys.details(), idUpload] as const,
  folderOptions: () => [...creationKeys.all, 'folder-options'] as const,
};

/** Query keys of publishing: the 'YouTube' list pages and each published item by its idUpload. */
export const publicationKeys = {
  all: ['publications'] as const,
  lists: () => [...publicationKeys.all, 'list'] as const,
  list: (page: number, q = '') => [...publicationKeys.lists(), { page, q }] as const,
  details: () => [...publicationKeys.all, 'detail'] as const,
  detail: (idUpload: string) => [...publicationKeys.details(), idUpload] as const,
};

/** What TikTok lets each profile's creator choose (GET /api/accounts/{id}/tiktok-creator), by profile id. */
export const tiktokCreatorKeys = {
  all: ['tiktok-creator'] as const,
  detail: (accountId: number) => [...tiktokCreatorKeys.all, accountId] as const,
};
