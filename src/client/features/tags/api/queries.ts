/** Query keys of the tag sets feature, generic to specific (CONVENTIONS habit 1). */
export const tagKeys = {
  all: ['tags'] as const,
  lists: () => [...tagKeys.all, 'list'] as const,
  list: (page: number, q = '') => [...tagKeys.lists(), { page, q }] as const,
  details: () => [...tagKeys.all, 'detail'] as const,
  detail: (id: number) => [...tagKeys.details(), id] as const,
};
