import * as v from 'valibot';
import { connectMessages } from '../messages/connect';
import { dbIdFromString } from './common';

/** The platforms connected through their OAuth consent ('Підключити YouTube', 'Підключити TikTok'). */
export const CONNECT_PLATFORMS = ['youtube', 'tiktok'] as const;
export type ConnectPlatform = (typeof CONNECT_PLATFORMS)[number];
export const ConnectPlatformSchema = v.picklist(CONNECT_PLATFORMS, connectMessages.connectPlatformInvalid);

/**
 * Where an invitation stands, derived from its times and outcome: not opened yet, opened (the owner
 * went on to the platform's consent), connected, expired (unused and past its time), refused (the
 * owner declined, the platform refused the code, or the profile no longer expected it), revoked.
 */
export const INVITATION_STATES = ['pending', 'opened', 'connected', 'expired', 'refused', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationStateLabels: Record<InvitationState, string> = {
  pending: 'Не відкрите',
  opened: 'Відкрите',
  connected: 'Підключено',
  expired: 'Строк минув',
  refused: 'Не вдалося',
  revoked: 'Скасоване',
};

/** The states in which an invitation can still be used (and so revoked). */
export const OPEN_INVITATION_STATES: readonly InvitationState[] = ['pending', 'opened'];

export const ConnectInvitationSchema = v.object({
  id: v.number(),
  accountId: v.number(),
  platform: ConnectPlatformSchema,
  state: v.picklist(INVITATION_STATES),
  /** Who created it (null when that user was deleted). */
  createdBy: v.nullable(v.object({ id: v.number(), login: v.string() })),
  createdAt: v.string(),
  expiresAt: v.string(),
  openedAt: v.nullable(v.string()),
  usedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
  outcome: v.nullable(v.picklist(['connected', 'refused'])),
});
export type ConnectInvitation = v.InferOutput<typeof ConnectInvitationSchema>;

/** A new invitation and its link: the only time the link is shown (only a hash of it is kept). */
export const ConnectInvitationCreatedSchema = v.object({
  url: v.string(),
  invitation: ConnectInvitationSchema,
});
export type ConnectInvitationCreated = v.InferOutput<typeof ConnectInvitationCreatedSchema>;

export const ConnectInvitationListSchema = v.object({ data: v.array(ConnectInvitationSchema) });
export type ConnectInvitationList = v.InferOutput<typeof ConnectInvitationListSchema>;

/** The platform's consent page for this browser (the answer also sets the cookie that binds the state to it). */
export const AuthorizationLinkSchema = v.object({ url: v.string() });

export const ConnectPlatformParamsSchema = v.object({ id: dbIdFromString(), platform: ConnectPlatformSchema });
export const InvitationParamsSchema = v.object({ id: dbIdFromString(), invitationId: dbIdFromString() });
