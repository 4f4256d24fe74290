import * as v from 'valibot';
import { pageOf } from './common';
import { StatusSchema } from './videos';

/** A profile row as lists show it (SPEC §2 profile list columns). */
export const AccountListItemSchema = v.object({
  id: v.number(),
  proxy: v.string(),
  status: StatusSchema,
  isActiveYouTube: v.boolean(),
  isActiveTikTok: v.boolean(),
  isActiveInstagram: v.boolean(),
  inYouTube: v.boolean(),
  inTikTok: v.boolean(),
  inInstagram: v.boolean(),
  user: v.object({ id: v.number(), login: v.string() }),
  group: v.nullable(v.object({ id: v.number(), name: v.string() })),
});
export type AccountListItem = v.InferOutput<typeof AccountListItemSchema>;

export const AccountPageSchema = pageOf(AccountListItemSchema);
