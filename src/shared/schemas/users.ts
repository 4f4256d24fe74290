import * as v from 'valibot';
import { authMessages } from '../messages/auth';
import { AccountPageSchema } from './accounts';
import { loginField, newPasswordField, passwordConfirmationField, passwordsMatch, RoleSchema } from './auth';
import { pageOf } from './common';
import { VideoPageSchema } from './videos';

/** The user form, the same for create and edit. */
export const UserFormSchema = v.pipe(
  v.object({
    login: loginField,
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
    role: v.optional(RoleSchema, 'user'),
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, authMessages.passwordsMismatch), [
    'password_confirmation',
  ]),
);
export type UserFormValues = v.InferInput<typeof UserFormSchema>;

/** Body of POST /api/users and PATCH /api/users/{id}: login, password (+ optional role). */
export const UserCreateRequestSchema = v.object({
  login: loginField,
  password: newPasswordField,
  role: v.optional(RoleSchema, 'user'),
});
export type UserCreateRequest = v.InferOutput<typeof UserCreateRequestSchema>;

export const UserUpdateRequestSchema = v.object({
  login: v.optional(loginField),
  password: v.optional(newPasswordField),
  role: v.optional(RoleSchema),
});
export type UserUpdateRequest = v.InferOutput<typeof UserUpdateRequestSchema>;

export const UserSchema = v.object({
  id: v.number(),
  login: v.string(),
  role: RoleSchema,
  createdAt: v.string(),
});
export type User = v.InferOutput<typeof UserSchema>;

export const UserListItemSchema = v.object({
  ...UserSchema.entries,
  videosCount: v.number(),
  accountsCount: v.number(),
  /** The only admin: the server refuses to delete (or demote) them, so the list offers no delete. */
  isLastAdmin: v.boolean(),
});
export type UserListItem = v.InferOutput<typeof UserListItemSchema>;

export const UserPageSchema = pageOf(UserListItemSchema);

export const UserDetailSchema = v.object({
  user: UserSchema,
  accounts: AccountPageSchema,
  video: VideoPageSchema,
});
export type UserDetail = v.InferOutput<typeof UserDetailSchema>;
