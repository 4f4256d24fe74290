import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { userMessages } from '@shared/messages/users';
import type { User, UserUpdateRequest } from '@shared/schemas/users';
import { api } from '@client/lib/api-client';
import { getAuthState, setAuthState } from '@client/lib/auth-store';
import { userKeys } from './queries';

export function updateUser(id: number, body: UserUpdateRequest): Promise<User> {
  return api.patch<User>(apiPaths.users.detail(id), body);
}

export function useUpdateUser(id: number) {
  return useMutation({
    mutationFn: (body: UserUpdateRequest) => updateUser(id, body),
    meta: { successMessage: userMessages.userUpdated, invalidates: [userKeys.lists(), userKeys.detail(id)] },
    onSuccess: (user) => {
      const { user: me } = getAuthState();
      if (me?.id === user.id) setAuthState({ user: { id: user.id, login: user.login, role: user.role } });
    },
  });
}
