import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { HealthSummary } from '@shared/schemas/fleet-health';
import type { Platform } from '@shared/status';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

export interface HealthSummaryFilters {
  q: string;
  platform?: Platform;
  group?: number;
  label?: readonly string[];
}

/** GET /api/accounts/health/summary: how many board rows are in each state, under the board's other filters. */
export function getHealthSummary({ q, platform, group, label }: HealthSummaryFilters, signal?: AbortSignal): Promise<HealthSummary> {
  return api.get<HealthSummary>(apiPaths.fleet.healthSummary, {
    query: { q: q || undefined, platform, group, label: label?.length ? label : undefined },
    signal,
  });
}

export const healthSummaryQueryOptions = (filters: HealthSummaryFilters) =>
  queryOptions({
    queryKey: accountKeys.healthSummary(filters),
    queryFn: ({ signal }) => getHealthSummary(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useHealthSummary(filters: HealthSummaryFilters) {
  return useQuery(healthSummaryQueryOptions(filters));
}
