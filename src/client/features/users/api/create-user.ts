import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { User, UserCreateRequest } from '@shared/schemas/users';
import { api } from '@client/lib/api-client';
import { toastError } from '@client/lib/error-toasts';
import { userKeys } from './queries';

export function createUser(body: UserCreateRequest): Promise<User> {
  return api.post<User>(apiPaths.users.list, body);
}

export function useCreateUser() {
  return useMutation({
    mutationFn: createUser,
    meta: { successMessage: messages.userCreated, invalidates: [userKeys.lists()] },
    onError: toastError,
  });
}
