import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { presetMessages } from '@shared/messages/publication-presets';
import type { Preset, PresetRequestValues } from '@shared/schemas/publication-presets';
import { api } from '@client/lib/api-client';
import { presetKeys } from './queries';

/** POST /api/publication-presets ('Зберегти як шаблон'); `idempotencyKey`: the dialog's, so a double click saves one. */
export function createPreset(body: PresetRequestValues, idempotencyKey?: string): Promise<Preset> {
  return api.post<Preset>(apiPaths.publicationPresets.list, body, { idempotencyKey });
}

export function useCreatePreset() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PresetRequestValues; idempotencyKey: string }) => createPreset(body, idempotencyKey),
    meta: { successMessage: presetMessages.presetCreated, invalidates: [presetKeys.lists()] },
  });
}
