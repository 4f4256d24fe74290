import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { authMessages } from '@shared/messages/auth';
import type { ChangePasswordRequest } from '@shared/schemas/auth';
import { api } from '@client/lib/api-client';

export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return api.patch<void>(apiPaths.auth.password, body);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { successMessage: authMessages.passwordChanged },
  });
}
