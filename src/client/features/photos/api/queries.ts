/**
 * Query keys of the background media feature, generic to specific (CONVENTIONS habit 1). Lists sit
 * under ['backgrounds', 'list', …] so they persist to IndexedDB and show offline.
 */
export const backgroundKeys = {
  all: ['backgrounds'] as const,
  lists: () => [...backgroundKeys.all, 'list'] as const,
  folderLists: () => [...backgroundKeys.lists(), 'folders'] as const,
  folderList: (page: number, q = '') => [...backgroundKeys.folderLists(), { page, q }] as const,
  mediaLists: (folderId: number) => [...backgroundKeys.lists(), 'media', folderId] as const,
  mediaList: (folderId: number, page: number) => [...backgroundKeys.mediaLists(folderId), { page }] as const,
};
