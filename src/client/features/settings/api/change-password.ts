import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { ChangePasswordRequest } from '@shared/schemas/auth';
import { api } from '@client/lib/api-client';

export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return api.patch<void>(apiPaths.auth.password, body);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { successMessage: messages.passwordChanged },
  });
}
