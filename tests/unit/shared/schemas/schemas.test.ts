import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { ChangePasswordRequestSchema, LoginRequestSchema, RefreshRequestSchema } from '@shared/schemas/auth';
import { IdParamsSchema, PageQuerySchema } from '@shared/schemas/common';
import { UserCreateRequestSchema, UserFormSchema, UserUpdateRequestSchema } from '@shared/schemas/users';
import { accountStatusLabels, STATUSES, videoStatusLabels } from '@shared/status';

/** The messages a schema reports for an input, keyed by field, as a form would show them. */
function problems(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.issues) byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byField;
}

describe('LoginRequestSchema (SPEC §5 "Login")', () => {
  it('requires both fields with "Обовʼязкове до заповнення"', () => {
    expect(problems(LoginRequestSchema, { login: '', password: '' })).toEqual({
      login: messages.required,
      password: messages.required,
    });
    expect(problems(LoginRequestSchema, {})).toEqual({ login: messages.required, password: messages.required });
    expect(problems(LoginRequestSchema, { login: '   ', password: 'secret' })).toEqual({ login: messages.required });
  });

  it('limits the login to 2–50 and the password to 5–50 characters', () => {
    expect(problems(LoginRequestSchema, { login: 'a', password: '1234' })).toEqual({
      login: messages.tooShort,
      password: messages.tooShort,
    });
    expect(problems(LoginRequestSchema, { login: 'a'.repeat(51), password: 'p'.repeat(51) })).toEqual({
      login: messages.tooLong,
      password: messages.tooLong,
    });
    expect(problems(LoginRequestSchema, { login: 'ab', password: '12345' })).toEqual({});
    expect(problems(LoginRequestSchema, { login: 'a'.repeat(50), password: 'p'.repeat(50) })).toEqual({});
  });

  it('refuses values of the wrong type as missing', () => {
    expect(problems(LoginRequestSchema, { login: 42, password: null })).toEqual({
      login: messages.required,
      password: messages.required,
    });
  });
});

describe('UserFormSchema (SPEC §5 "User")', () => {
  const valid = { login: 'operator', password: 'secret1', password_confirmation: 'secret1' };

  it('accepts a valid user and defaults the role to user', () => {
    const result = v.parse(UserFormSchema, valid);
    expect(result.role).toBe('user');
  });

  it('requires login, password and confirmation', () => {
    expect(problems(UserFormSchema, { login: '', password: '', password_confirmation: '' })).toEqual({
      login: messages.required,
      password: messages.required,
      password_confirmation: messages.required,
    });
  });

  it('limits the password to 6–50 characters', () => {
    expect(problems(UserFormSchema, { ...valid, password: '12345', password_confirmation: '12345' })).toEqual({
      password: messages.tooShort,
    });
    const long = 'p'.repeat(51);
    expect(problems(UserFormSchema, { ...valid, password: long, password_confirmation: long })).toEqual({
      password: messages.tooLong,
    });
  });

  it('reports a mismatched confirmation on the confirmation field: "Паролі не збігаються"', () => {
    expect(problems(UserFormSchema, { ...valid, password_confirmation: 'secret2' })).toEqual({
      password_confirmation: messages.passwordsMismatch,
    });
  });
});

describe('request schemas of the users API', () => {
  it('UserCreateRequestSchema needs login and a 6–50 character password', () => {
    expect(problems(UserCreateRequestSchema, { login: 'x', password: '123' })).toEqual({
      login: messages.tooShort,
      password: messages.tooShort,
    });
    expect(problems(UserCreateRequestSchema, { login: 'xy', password: '123456', role: 'root' })).toEqual({
      role: messages.required,
    });
  });

  it('UserUpdateRequestSchema accepts any subset but checks what is there', () => {
    expect(problems(UserUpdateRequestSchema, {})).toEqual({});
    expect(problems(UserUpdateRequestSchema, { password: '1' })).toEqual({ password: messages.tooShort });
  });
});

describe('ChangePasswordRequestSchema', () => {
  it('requires the current password and a matching new one', () => {
    expect(problems(ChangePasswordRequestSchema, { currentPassword: '', password: 'secret1', password_confirmation: 'secret1' })).toEqual({
      currentPassword: messages.required,
    });
    // Every broken rule is reported at once, the cross-field one included.
    expect(problems(ChangePasswordRequestSchema, { currentPassword: '', password: 'secret1', password_confirmation: 'x' })).toEqual({
      currentPassword: messages.required,
      password_confirmation: messages.passwordsMismatch,
    });
    expect(
      problems(ChangePasswordRequestSchema, { currentPassword: 'old', password: 'secret1', password_confirmation: 'secret2' }),
    ).toEqual({ password_confirmation: messages.passwordsMismatch });
  });
});

describe('RefreshRequestSchema', () => {
  it('requires the refresh token', () => {
    expect(problems(RefreshRequestSchema, {})).toEqual({ refreshToken: messages.required });
  });
});

describe('path and query schemas', () => {
  it('turns ?page into a positive integer, 1 by default', () => {
    expect(v.parse(PageQuerySchema, {})).toEqual({ page: 1 });
    expect(v.parse(PageQuerySchema, { page: '3' })).toEqual({ page: 3 });
    for (const page of ['0', '-1', '1.5', 'abc', '']) {
      expect(problems(PageQuerySchema, { page })).toEqual({ page: messages.invalidPage });
    }
  });

  it('accepts only positive integer ids', () => {
    expect(v.parse(IdParamsSchema, { id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '1e3', 'x', '99999999999']) {
      expect(problems(IdParamsSchema, { id })).toEqual({ id: messages.invalidId });
    }
  });
});

describe('status labels (SPEC §4)', () => {
  it('label every video status', () => {
    expect(videoStatusLabels).toEqual({
      loading: 'В обробці',
      success: 'Опубліковано',
      error: 'Помилка',
      noactive: 'Не вибраний',
      publication: 'На публікації',
    });
    expect(Object.keys(videoStatusLabels).sort()).toEqual([...STATUSES].sort());
  });

  it('label profiles as active and inactive', () => {
    expect(accountStatusLabels.success).toBe('Активний');
    expect(accountStatusLabels.noactive).toBe('Не активний');
    expect(accountStatusLabels.error).toBe('Помилка');
  });
});
