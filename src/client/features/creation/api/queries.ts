import { queryKeys } from '@client/lib/query-keys';

/** Query keys of video creation: the requests list pages (one request's detail is read by publishing, see its queries.ts). */
export const creationKeys = {
  all: queryKeys.creationRequests.all,
  lists: queryKeys.creationRequests.lists,
  list: (page: number, q = '') => [...creationKeys.lists(), { page, q }] as const,
};
