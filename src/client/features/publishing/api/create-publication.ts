import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { publicationMessages } from '@shared/messages/publications';
import type { PublicationFormValues, PublishedItem } from '@shared/schemas/publications';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { creationRequestKeys, publicationKeys } from './queries';

/**
 * POST /api/publication/create/{idUpload}: the publication payload → 201 with the published item.
 * `idempotencyKey`: the form's key (useSubmitOnce), so a double click or a retried request makes one publication.
 */
export function createPublication(idUpload: string, body: PublicationFormValues, idempotencyKey?: string): Promise<PublishedItem> {
  return api.post<PublishedItem>(apiPaths.publications.create(idUpload), body, { idempotencyKey });
}

/**
 * 'Відео надіслано на публікацію' on success; the item's detail becomes the answer, and the
 * 'YouTube' list and the request (whose videos now carry a status) reload. A refusal shows each of
 * the server's messages as its own toast (offline: the offline message) and the form keeps its input.
 */
export function useCreatePublication(idUpload: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PublicationFormValues; idempotencyKey: string }) =>
      createPublication(idUpload, body, idempotencyKey),
    meta: {
      successMessage: publicationMessages.sentToPublishing,
      invalidates: [publicationKeys.lists(), creationRequestKeys.detail(idUpload), queryKeys.creationRequests.lists()],
    },
    onSuccess: (item) => {
      queryClient.setQueryData(publicationKeys.detail(idUpload), item);
    },
  });
}
