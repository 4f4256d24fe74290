import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { backgroundMessages } from '@shared/messages/backgrounds';
import type { Folder, FolderRequest } from '@shared/schemas/backgrounds';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { backgroundKeys } from './queries';

/** `idempotencyKey`: the form's key (useSubmitOnce), so a repeat creates nothing twice. */
export function createFolder(body: FolderRequest, idempotencyKey?: string): Promise<Folder> {
  return api.post<Folder>(apiPaths.backgrounds.folders, body, { idempotencyKey });
}

/** 'Папка создана'; the folder list and the creation form's folder options reload. */
export function useCreateFolder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: FolderRequest; idempotencyKey: string }) => createFolder(body, idempotencyKey),
    meta: { successMessage: backgroundMessages.folderCreated, invalidates: [backgroundKeys.folderLists(), queryKeys.folders.options()] },
  });
}
