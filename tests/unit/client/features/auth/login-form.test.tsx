// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@client/features/auth/components/login-form';
import { clearAuthState, getAuthState } from '@client/lib/auth-store';
import { createQueryClient } from '@client/lib/query-client';

function renderForm() {
  const client = createQueryClient();
  // The app's own client: its MutationCache shows the success toasts and invalidates.
  client.setDefaultOptions({ mutations: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <LoginForm />
      <Toaster />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearAuthState();
  localStorage.clear();
});

describe('login form (SPEC §2, §4, §5)', () => {
  it("has inputs named login and password with the autocomplete hints, and the button 'Увійти'", () => {
    renderForm();
    const login = document.querySelector('input[name="login"]')!;
    const password = document.querySelector('input[name="password"]')!;
    expect(login.getAttribute('autocomplete')).toBe('username');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeTruthy();
  });

  it("shows 'Обовʼязкове до заповнення' for empty fields without calling the server", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findAllByText('Обовʼязкове до заповнення')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Занадто коротко!' for a 1-character login and a 4-character password, 'Занадто довго!' past 50", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Логін'), 'a');
    await user.type(screen.getByLabelText('Пароль'), '1234');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findAllByText('Занадто коротко!')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Логін'));
    await user.type(screen.getByLabelText('Логін'), 'x'.repeat(51));
    expect(await screen.findByText('Занадто довго!')).toBeTruthy();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText('Пароль');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Показати пароль' }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Приховати пароль' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it("on a wrong password shows the server's message in a toast and stays signed out", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'Невірний логін або пароль' })),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Логін'), 'admin');
    await user.type(screen.getByLabelText('Пароль'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Невірний логін або пароль')).toBeTruthy();
    expect(getAuthState().isAuthenticated).toBe(false);
  });

  it("on success stores the user and both tokens and says 'Авторизований'", async () => {
    const answer = { user: { id: 1, login: 'admin', role: 'admin' }, accessToken: 'acc', refreshToken: 'ref' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, answer)),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Логін'), 'admin');
    await user.type(screen.getByLabelText('Пароль'), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Авторизований')).toBeTruthy();
    await waitFor(() => expect(getAuthState()).toEqual({ isAuthenticated: true, isLoading: false, ...answer }));
  });
});
