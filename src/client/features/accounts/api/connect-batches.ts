import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { ConnectInvitation } from '@shared/schemas/connect';
import { OPEN_INVITATION_STATES } from '@shared/schemas/connect';
import type { ConnectBatch, ConnectBatchRequest, ConnectBatchRevoked, ConnectCandidateList } from '@shared/schemas/connect-batches';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

/** How often a batch with unused invitations is asked again. */
export const CONNECT_BATCH_POLL_MS = 3_000;

/** The picker's filters as the API takes them (`ids`: exactly these profiles). */
export interface CandidateFilters {
  ids?: string;
  q?: string;
  groupId?: string;
  platform?: string;
  notConnected?: 'true';
}

/** The profiles the connect page offers for these filters (at most 500, newest first) and how many match. */
export function useConnectCandidates(filters: CandidateFilters) {
  return useQuery({
    ...queryOptions({
      queryKey: accountKeys.connectCandidates({ ...filters }),
      queryFn: ({ signal }) => api.get<ConnectCandidateList>(apiPaths.accounts.connectCandidates, { query: { ...filters }, signal }),
    }),
    placeholderData: keepPreviousData,
  });
}

const hasOpen = (batch: ConnectBatch | undefined) => (batch?.data ?? []).some((row) => OPEN_INVITATION_STATES.includes(row.state));

/**
 * A batch's invitations and their states, asked again every few seconds while any is not used yet
 * (not opened, or opened and at the platform's consent); not kept offline. The links are not in it.
 */
export function useConnectBatch(id: number) {
  return useQuery({
    ...queryOptions({
      queryKey: accountKeys.connectBatch(id),
      queryFn: ({ signal }) => api.get<ConnectBatch>(apiPaths.accounts.connectBatch(id), { signal }),
    }),
    refetchInterval: (query) => (hasOpen(query.state.data) ? CONNECT_BATCH_POLL_MS : false),
  });
}

/**
 * 'Створити запрошення': one request for the whole set. The answer (with the links) goes to the
 * caller; the batch's cache gets the same rows without them, so no link sits in a cache.
 */
export function useCreateConnectBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConnectBatchRequest) => api.post<ConnectBatch>(apiPaths.accounts.connectBatches, request),
    onSuccess: (batch) => {
      queryClient.setQueryData<ConnectBatch>(accountKeys.connectBatch(batch.id), {
        ...batch,
        data: batch.data.map((row) => ({ ...row, url: null })),
        skipped: [],
      });
      void queryClient.invalidateQueries({ queryKey: accountKeys.details() });
    },
  });
}

/** 'Скасувати всі невикористані'. */
export function useRevokeConnectBatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ConnectBatchRevoked>(apiPaths.accounts.revokeConnectBatch(id)),
    onSuccess: ({ batch }) => queryClient.setQueryData<ConnectBatch>(accountKeys.connectBatch(id), batch),
  });
}

/** One invitation of the batch revoked (the profile's own revoke). */
export function useRevokeBatchInvitation(batchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, invitationId }: { accountId: number; invitationId: number }) =>
      api.post<ConnectInvitation>(apiPaths.accounts.revokeConnectInvitation(accountId, invitationId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.connectBatch(batchId) }),
  });
}
