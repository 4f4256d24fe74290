import { queryKeys } from '@client/lib/query-keys';

/** Query keys of the users feature, built on the resource registry. */
export const userKeys = {
  all: queryKeys.users.all,
  lists: queryKeys.users.lists,
  list: (page: number, q = '') => [...userKeys.lists(), { page, q }] as const,
  details: queryKeys.users.details,
  detail: (id: number) => [...userKeys.details(), id] as const,
  accounts: (id: number, page: number) => [...userKeys.detail(id), 'accounts', { page }] as const,
  videos: (id: number, page: number) => [...userKeys.detail(id), 'videos', { page }] as const,
};
