import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { User, UserCreateRequest } from '@shared/schemas/users';
import { api } from '../../../lib/api-client';
import { toastError } from '../../../lib/error-toasts';
import { userKeys } from './queries';

export function createUser(body: UserCreateRequest): Promise<User> {
  return api.post<User>(apiPaths.users.list, body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      toast.success(messages.userCreated);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
    onError: toastError,
  });
}
