import { queryKeys } from '@client/lib/query-keys';

/** Query keys of the background media feature (folders and their media), built on the resource registry. */
export const backgroundKeys = {
  all: queryKeys.folders.all,
  folderLists: queryKeys.folders.lists,
  folderList: (page: number, q = '') => [...backgroundKeys.folderLists(), { page, q }] as const,
  mediaLists: (folderId: number) => [...queryKeys.media.lists(), folderId] as const,
  mediaList: (folderId: number, page: number) => [...backgroundKeys.mediaLists(folderId), { page }] as const,
};
