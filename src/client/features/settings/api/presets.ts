import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { presetMessages } from '@shared/messages/publication-presets';
import type { Preset, PresetUpdate } from '@shared/schemas/publication-presets';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useDeleteMutation } from '@client/lib/use-delete-mutation';

const presetsKey = queryKeys.presets.lists();

/** GET /api/publication-presets: the user's presets (an admin's: everyone's, with the owner). */
export const presetsQueryOptions = () =>
  queryOptions({
    queryKey: presetsKey,
    queryFn: ({ signal }) => api.get<Preset[]>(apiPaths.publicationPresets.list, { signal }),
    meta: { persist: true },
  });

export function usePresets() {
  return useQuery(presetsQueryOptions());
}

/** PATCH /api/publication-presets/{id}: a rename (only `name`) or an edit; 'Шаблон змінено'. */
export function useUpdatePreset() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PresetUpdate }) => api.patch<Preset>(apiPaths.publicationPresets.detail(id), body),
    meta: { successMessage: presetMessages.presetUpdated, invalidates: [presetsKey] },
  });
}

/** DELETE /api/publication-presets/{id} (after the confirmation): 'Видалення ...', then 'Шаблон видалено'. */
export function useDeletePreset() {
  return useDeleteMutation({
    mutationFn: (id: number) => api.delete<void>(apiPaths.publicationPresets.detail(id)),
    successMessage: presetMessages.presetDeleted,
    invalidates: [presetsKey],
  });
}
