import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { userMessages } from '@shared/messages/users';
import type { User, UserCreateRequest } from '@shared/schemas/users';
import { api } from '@client/lib/api-client';
import { userKeys } from './queries';

/** `idempotencyKey`: the form's key (useSubmitOnce), so a repeat creates nothing twice. */
export function createUser(body: UserCreateRequest, idempotencyKey?: string): Promise<User> {
  return api.post<User>(apiPaths.users.list, body, { idempotencyKey });
}

export function useCreateUser() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: UserCreateRequest; idempotencyKey: string }) => createUser(body, idempotencyKey),
    meta: { successMessage: userMessages.userCreated, invalidates: [userKeys.lists()] },
  });
}
