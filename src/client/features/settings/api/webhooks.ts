import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { Webhook, WebhookCreated, WebhookCreateRequest, WebhookDelivery, WebhookUpdateRequest } from '@shared/schemas/webhooks';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { webhooksText } from '../text';

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.webhooks.list(),
    queryFn: ({ signal }) => api.get<{ data: Webhook[] }>(apiPaths.webhooks.list, { signal }).then((answer) => answer.data),
  });

/** GET /api/webhooks: the user's endpoints. */
export const useWebhooks = () => useQuery(webhooksQueryOptions());

/** POST /api/webhooks: the answer carries a webhook's secret, shown once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookCreateRequest) => api.post<WebhookCreated>(apiPaths.webhooks.list, body),
    meta: { successMessage: webhooksText.created },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() }),
  });
}

/** PATCH /api/webhooks/{id}: kinds, on/off, a bot's token or chat. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WebhookUpdateRequest }) => api.patch<Webhook>(apiPaths.webhooks.detail(id), body),
    meta: { successMessage: webhooksText.saved },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() }),
  });
}

/** DELETE /api/webhooks/{id}, after the confirmation. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(apiPaths.webhooks.detail(id)),
    meta: { successMessage: webhooksText.deleted },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() }),
  });
}

/** GET /api/webhooks/{id}/deliveries: the log, refreshed while a delivery is still being sent. */
export function useWebhookDeliveries(id: number, page: number) {
  return useQuery({
    queryKey: queryKeys.webhooks.deliveries(id, page),
    queryFn: ({ signal }) => api.get<Page<WebhookDelivery>>(`${apiPaths.webhooks.deliveries(id)}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((delivery) => delivery.state === 'pending') ? 3000 : 15_000),
  });
}

/** POST …/deliveries/{deliveryId}/resend: 'Надіслати ще раз'. */
export function useResendDelivery(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => api.post<void>(apiPaths.webhooks.resend(webhookId, deliveryId)),
    meta: { successMessage: webhooksText.resent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() }),
  });
}
