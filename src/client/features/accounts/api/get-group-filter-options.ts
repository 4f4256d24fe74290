import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@shared/schemas/groups';
import { getGroups } from './get-groups';
import { groupKeys } from './queries';

/** The most group pages a filter reads (20 groups each). */
const MAX_PAGES = 10;

/** Every group the user may filter by (own; all for an admin), up to 200, for the health board's 'Група'. */
async function allGroups(signal?: AbortSignal): Promise<Group[]> {
  const first = await getGroups(1, '', signal);
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.totalPages, MAX_PAGES) - 1 }, (_, index) => getGroups(index + 2, '', signal)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

export function useGroupFilterOptions() {
  return useQuery(
    queryOptions({ queryKey: [...groupKeys.lists(), 'all'] as const, queryFn: ({ signal }) => allGroups(signal), meta: { persist: true } }),
  );
}
