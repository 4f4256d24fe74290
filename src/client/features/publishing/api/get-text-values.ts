import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { ProfileTextValuesList } from '@shared/schemas/publications';
import { api } from '@client/lib/api-client';
import { textValuesKeys } from './queries';

/** GET /api/publication/text-values?accounts=…: what each chosen profile fills `{профіль}`, `{група}` and `{посилання}` with. */
export function getTextValues(accountIds: readonly number[], signal?: AbortSignal): Promise<ProfileTextValuesList> {
  const sorted = [...accountIds].sort((a, b) => a - b);
  return api.get<ProfileTextValuesList>(apiPaths.publications.textValues, { query: { accounts: sorted.join(',') }, signal });
}

/** Read when the chosen profiles change; while a new set loads, the previous answer stays. */
export const textValuesQueryOptions = (accountIds: readonly number[]) =>
  queryOptions({
    queryKey: textValuesKeys.of(accountIds),
    queryFn: ({ signal }) => getTextValues(accountIds, signal),
    enabled: accountIds.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useTextValues(accountIds: readonly number[]) {
  return useQuery(textValuesQueryOptions(accountIds));
}
