import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AccountLabel } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import type { Group } from '@shared/schemas/groups';
import type { UserListItem } from '@shared/schemas/users';
import { api } from '@client/lib/api-client';
import { calendarKeys } from './queries';

/** The most pages a filter's options read (20 each). */
const MAX_PAGES = 10;

/** Every page of a paged list, up to MAX_PAGES. */
async function allPages<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const first = await api.get<Page<T>>(path, { query: { page: 1 }, signal });
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.totalPages, MAX_PAGES) - 1 }, (_, index) =>
      api.get<Page<T>>(path, { query: { page: index + 2 }, signal }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** The groups the user may filter by (own; all for an admin). */
export const useGroupOptions = () =>
  useQuery({ queryKey: calendarKeys.filterOptions('groups'), queryFn: ({ signal }) => allPages<Group>(apiPaths.groups.list, signal) });

/** The labels on the profiles the user sees. */
export const useLabelOptions = () =>
  useQuery({
    queryKey: calendarKeys.filterOptions('labels'),
    queryFn: ({ signal }) => api.get<AccountLabel[]>(apiPaths.accounts.labels, { signal }),
  });

/** The users an admin may view the calendar as (admins only). */
export const useUserOptions = (enabled: boolean) =>
  useQuery({
    queryKey: calendarKeys.filterOptions('users'),
    queryFn: ({ signal }) => allPages<UserListItem>(apiPaths.users.list, signal),
    enabled,
  });
