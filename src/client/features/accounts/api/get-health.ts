import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { HealthRow, HealthState } from '@shared/schemas/fleet-health';
import type { Platform } from '@shared/status';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

export interface HealthFilters {
  page: number;
  q: string;
  state?: HealthState;
  platform?: Platform;
  group?: number;
  /** Profiles carrying any of these labels. */
  label?: readonly string[];
}

/** GET /api/accounts/health: a page of the health board (one row per profile and platform switched on). */
export function getHealth({ page, q, state, platform, group, label }: HealthFilters, signal?: AbortSignal): Promise<Page<HealthRow>> {
  return api.get<Page<HealthRow>>(apiPaths.fleet.health, {
    query: { page, q: q || undefined, state, platform, group, label: label?.length ? label : undefined },
    signal,
  });
}

export const healthQueryOptions = (filters: HealthFilters) =>
  queryOptions({
    queryKey: accountKeys.health(filters),
    queryFn: ({ signal }) => getHealth(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useHealth(filters: HealthFilters) {
  return useQuery(healthQueryOptions(filters));
}
