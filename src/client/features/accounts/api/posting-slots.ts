import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { postingSlotMessages } from '@shared/messages/posting-slots';
import type { AccountSlots, SlotPatterns } from '@shared/schemas/posting-slots';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

/** Weekly posting slots of a profile, a group and a label (GET/PUT, one place for the three). */
const slotKeys = {
  account: (id: number) => [...accountKeys.detail(id), 'slots'] as const,
  group: (id: number) => [...accountKeys.all, 'group-slots', id] as const,
  label: (label: string) => [...accountKeys.all, 'label-slots', label.toLowerCase()] as const,
};

const labelPath = (label: string) => `${apiPaths.postingSlots.label}?${new URLSearchParams({ label }).toString()}`;

export const accountSlotsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: slotKeys.account(id),
    queryFn: ({ signal }) => api.get<AccountSlots>(apiPaths.postingSlots.account(id), { signal }),
    // Part of the profile's page, kept offline with it.
    meta: { persist: true },
  });

/** The profile's own patterns and the one in force per platform (GET /api/accounts/{id}/slots). */
export const useAccountSlots = (id: number) => useQuery(accountSlotsQueryOptions(id));

/** The group's patterns (GET /api/accounts-group/{id}/slots). */
export const useGroupSlots = (id: number) =>
  useQuery({ queryKey: slotKeys.group(id), queryFn: ({ signal }) => api.get<SlotPatterns>(apiPaths.postingSlots.group(id), { signal }) });

/** The label's patterns on the user's profiles (GET /api/accounts/labels/slots?label=). */
export const useLabelSlots = (label: string) =>
  useQuery({ queryKey: slotKeys.label(label), queryFn: ({ signal }) => api.get<SlotPatterns>(labelPath(label), { signal }) });

/** PUT the profile's own patterns; toast 'Слоти публікацій збережено'. */
export function useUpdateAccountSlots(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotPatterns) => api.put<AccountSlots>(apiPaths.postingSlots.account(id), body),
    meta: { successMessage: postingSlotMessages.slotsSaved },
    onSuccess: (slots) => queryClient.setQueryData(slotKeys.account(id), slots),
  });
}

/** PUT a group's or a label's patterns: the profiles' patterns in force may change with them. */
function useUpdateShared(path: string, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotPatterns) => api.put<SlotPatterns>(path, body),
    meta: { successMessage: postingSlotMessages.slotsSaved },
    onSuccess: (patterns) => {
      queryClient.setQueryData(key, patterns);
      void queryClient.invalidateQueries({ queryKey: accountKeys.details() });
    },
  });
}

export const useUpdateGroupSlots = (id: number) => useUpdateShared(apiPaths.postingSlots.group(id), slotKeys.group(id));
export const useUpdateLabelSlots = (label: string) => useUpdateShared(labelPath(label), slotKeys.label(label));
