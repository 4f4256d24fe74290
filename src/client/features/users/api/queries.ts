/** Query keys of the users feature, generic to specific (CONVENTIONS habit 1). */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (page: number, q = '') => [...userKeys.lists(), { page, q }] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  accounts: (id: number, page: number) => [...userKeys.detail(id), 'accounts', { page }] as const,
  videos: (id: number, page: number) => [...userKeys.detail(id), 'videos', { page }] as const,
};
