import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { authMessages } from '@shared/messages/auth';
import type { LoginRequest, LoginResponse } from '@shared/schemas/auth';
import { api } from '@client/lib/api-client';
import { setAuthState } from '@client/lib/auth-store';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>(apiPaths.auth.login, body, { skipRefresh: true });
}

/** Success stores the user and both tokens and says 'Авторизований'; failure leaves the state as it was. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { successMessage: authMessages.authorized },
    onSuccess: ({ user, accessToken, refreshToken }) => {
      setAuthState({ isAuthenticated: true, isLoading: false, user, accessToken, refreshToken });
    },
  });
}
