import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Preset } from '@shared/schemas/publication-presets';
import { api } from '@client/lib/api-client';
import { presetKeys } from './queries';

/** GET /api/publication-presets: the caller's presets (an admin's: everyone's, their own first). */
export function getPresets(signal?: AbortSignal): Promise<Preset[]> {
  return api.get<Preset[]>(apiPaths.publicationPresets.list, { signal });
}

export const presetsQueryOptions = () =>
  queryOptions({ queryKey: presetKeys.lists(), queryFn: ({ signal }) => getPresets(signal), meta: { persist: true } });

export function usePresets() {
  return useQuery(presetsQueryOptions());
}
