import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { commonMessages } from '@shared/messages/common';
import type { PublicationUpdate, PublishedItem } from '@shared/schemas/publications';
import { api } from '@client/lib/api-client';
import { publicationKeys } from './queries';

/** PATCH /api/publication/{idUpload}: title, description, tags, inYouTube, inTikTok, inInstagram → the item. */
export function updatePublication(idUpload: string, body: PublicationUpdate): Promise<PublishedItem> {
  return api.patch<PublishedItem>(apiPaths.publications.detail(idUpload), body);
}

/** 'Оновлено дані'; the detail becomes the server's answer and the list (which shows the title) reloads. */
export function useUpdatePublication(idUpload: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicationUpdate) => updatePublication(idUpload, body),
    meta: { successMessage: commonMessages.dataUpdated, invalidates: [publicationKeys.lists()] },
    onSuccess: (item) => {
      queryClient.setQueryData(publicationKeys.detail(idUpload), item);
    },
  });
}
