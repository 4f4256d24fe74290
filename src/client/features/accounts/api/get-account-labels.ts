import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiPaths } from '@shared/api-paths';
import type { AccountLabel } from '@shared/schemas/accounts';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

/** GET /api/accounts/labels: the labels on the profiles the user sees, each with how many carry it. */
export function getAccountLabels(signal?: AbortSignal): Promise<AccountLabel[]> {
  return api.get<AccountLabel[]>(apiPaths.accounts.labels, { signal });
}

export const accountLabelsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.labels(), queryFn: ({ signal }) => getAccountLabels(signal), meta: { persist: true } });

/** The labels in use: the form's suggestions and the lists' label filter. */
export function useAccountLabels() {
  return useQuery(accountLabelsQueryOptions());
}

/** The labels in use, by name: what the profile form suggests while a label is typed. */
export function useLabelSuggestions(): string[] {
  const labels = useAccountLabels();
  return useMemo(() => (labels.data ?? []).map((item) => item.label), [labels.data]);
}
