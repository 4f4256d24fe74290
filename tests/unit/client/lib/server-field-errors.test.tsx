// @vitest-environment jsdom
import '../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import type { AccountDetail, AccountRequest } from '@shared/schemas/accounts';
import { AccountForm } from '@client/features/accounts/components/account-form';
import { TagSetForm } from '@client/features/tags/components/tag-set-form';
import { UserForm } from '@client/features/users/components/user-form';
import { ApiError } from '@client/lib/api-error';
import { showServerFieldErrors } from '@client/lib/server-field-errors';
import { InDataRouter } from '../helpers/data-router';

afterEach(cleanup);

const refusedProxy = () =>
  new ApiError(400, { message: [messages.proxyForbiddenAddress], fields: { proxy: messages.proxyForbiddenAddress } });

describe('ApiError reads the optional fields of `{ message, fields }`', () => {
  it('keeps a field map and ignores a malformed one', () => {
    expect(refusedProxy().fields).toEqual({ proxy: messages.proxyForbiddenAddress });
    expect(new ApiError(400, { message: 'x' }).fields).toEqual({});
    expect(new ApiError(400, { message: 'x', fields: { proxy: 1 } }).body).toBeNull();
  });
});

describe('showServerFieldErrors', () => {
  it('marks only the fields the form has, the first one focused', () => {
    const setError = vi.fn();
    const error = new ApiError(409, { message: ['a', 'b'], fields: { login: 'a', other: 'b' } });
    expect(showServerFieldErrors(error, setError, ['login', 'password'])).toBe(1);
    expect(setError).toHaveBeenCalledWith('login', { type: 'server', message: 'a' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an error that names no field or is not from the API', () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(new ApiError(500, { message: 'x' }), setError, ['login'])).toBe(0);
    expect(showServerFieldErrors(new Error('x'), setError, ['login'])).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('forms show a server refusal under its field', () => {
  it('the profile form: a refused proxy under the proxy field, input kept, the field focused', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_body: AccountRequest): Promise<AccountDetail | void> => Promise.reject(refusedProxy()));
    render(
      <InDataRouter>
        <AccountForm busy={false} onSubmit={onSubmit} />
      </InDataRouter>,
    );
    const proxy = document.querySelector<HTMLInputElement>('[name="proxy"]')!;
    await user.type(proxy, 'http://127.0.0.1:3128');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(messages.proxyForbiddenAddress)).toBeTruthy();
    expect(proxy.value).toBe('http://127.0.0.1:3128');
    expect(proxy.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(proxy);
  });

  it('the user form: a login already taken under the login field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError(409, { message: [messages.loginTaken], fields: { login: messages.loginTaken } })),
    );
    render(<UserForm busy={false} onSubmit={onSubmit} />);
    const login = document.querySelector<HTMLInputElement>('[name="login"]')!;
    await user.type(login, 'olena');
    await user.type(document.querySelector<HTMLInputElement>('[name="password"]')!, 'secret-pass');
    await user.type(document.querySelector<HTMLInputElement>('[name="password_confirmation"]')!, 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(messages.loginTaken)).toBeTruthy();
  });

  it('the tag set form: a refusal about the name under the name field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(409, { message: 'Назва зайнята', fields: { name: 'Назва зайнята' } })));
    render(<TagSetForm busy={false} onSubmit={onSubmit} />);
    await user.type(document.querySelector<HTMLInputElement>('[name="name"]')!, 'travel');
    await user.type(document.querySelector<HTMLInputElement>('[name="tags"]')!, 'kyiv{Enter}');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Назва зайнята')).toBeTruthy();
  });
});
