import * as v from 'valibot';
import { authMessages } from '../messages/auth';
import { commonMessages } from '../messages/common';
import { ROLES } from '../status';
import { requiredString } from './common';

export const loginField = v.pipe(requiredString(), v.minLength(2, commonMessages.tooShort), v.maxLength(50, commonMessages.tooLong));

/** Password rule of an existing account at sign-in: 5–50 characters. */
const signInPassword = v.pipe(
  v.string(commonMessages.required),
  v.nonEmpty(commonMessages.required),
  v.minLength(5, commonMessages.tooShort),
  v.maxLength(50, commonMessages.tooLong),
);

/** Password rule of a new or changed password: 6–50 characters. */
export const newPasswordField = v.pipe(
  v.string(commonMessages.required),
  v.nonEmpty(commonMessages.required),
  v.minLength(6, commonMessages.tooShort),
  v.maxLength(50, commonMessages.tooLong),
);

export const LoginRequestSchema = v.object({ login: loginField, password: signInPassword });
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const RoleSchema = v.picklist(ROLES, commonMessages.required);

export const SessionUserSchema = v.object({ id: v.number(), login: v.string(), role: RoleSchema });
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

export const LoginResponseSchema = v.object({
  user: SessionUserSchema,
  accessToken: v.string(),
  refreshToken: v.string(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const RefreshRequestSchema = v.object({ refreshToken: requiredString() });
export type RefreshRequest = v.InferOutput<typeof RefreshRequestSchema>;

export const RefreshResponseSchema = v.object({ accessToken: v.string() });
export type RefreshResponse = v.InferOutput<typeof RefreshResponseSchema>;

export const LogoutRequestSchema = RefreshRequestSchema;

/** The password confirmation must match, reported on the confirmation field. */
export const passwordsMatch = (input: { password: string; password_confirmation: string }) =>
  input.password === input.password_confirmation;

export const passwordConfirmationField = v.pipe(v.string(commonMessages.required), v.nonEmpty(commonMessages.required));

export const ChangePasswordRequestSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(commonMessages.required), v.nonEmpty(commonMessages.required)),
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, authMessages.passwordsMismatch), [
    'password_confirmation',
  ]),
);
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;
