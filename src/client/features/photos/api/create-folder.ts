import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { Folder, FolderRequest } from '@shared/schemas/backgrounds';
import { api } from '../../../lib/api-client';
import { toastError } from '../../../lib/error-toasts';
import { backgroundKeys } from './queries';

export function createFolder(body: FolderRequest): Promise<Folder> {
  return api.post<Folder>(apiPaths.backgrounds.folders, body);
}

/** SPEC §8: 'Папка создана'; the folder list reloads. */
export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => {
      toast.success(messages.folderCreated);
      return queryClient.invalidateQueries({ queryKey: backgroundKeys.folderLists() });
    },
    onError: toastError,
  });
}
