import { Link2, MailPlus, RefreshCw } from 'lucide-react';
import type { BadgeTone } from '@client/components/ui/badge';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { formatDateTime } from '@client/lib/dates';
import { type ConnectPlatform, type InvitationState, invitationStateLabels, OPEN_INVITATION_STATES } from '@shared/schemas/connect';
import { accountsText } from '../text';
import { useAuthorizeHere, useConnectInvitations, useCreateInvitation, useRevokeInvitation } from '../api/connect-links';
import styles from './connect-actions.module.css';

const t = accountsText.profile;

const stateTones: Record<InvitationState, BadgeTone> = {
  pending: 'info',
  opened: 'warning',
  connected: 'success',
  expired: 'neutral',
  refused: 'error',
  revoked: 'neutral',
};

/** How many of the platform's invitations the profile shows (newest first). */
const SHOWN = 5;

interface Props {
  accountId: number;
  platform: ConnectPlatform;
  /** The button's words: 'Підключити YouTube', or 'Перепідключити' once connected. */
  connectLabel: string;
  connected: boolean;
}

/**
 * Connecting a platform account to the profile, two ways: in this browser (the platform's consent
 * opens here, bound to this browser), or by a single-use invitation whose link is copied for the
 * account's owner to open on their device. The platform's recent invitations are listed with their
 * state, and one not used yet can be revoked.
 */
export function ConnectActions({ accountId, platform, connectLabel, connected }: Props) {
  const here = useAuthorizeHere(accountId, platform);
  const invite = useCreateInvitation(accountId, platform);
  const host = platform === 'youtube' ? 'Google' : 'TikTok';
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" busy={here.isPending} onClick={() => here.mutate()}>
          {connected ? <RefreshCw size={16} aria-hidden="true" /> : <Link2 size={16} aria-hidden="true" />}
          {connectLabel}
        </Button>
        <Button variant="secondary" busy={invite.isPending} onClick={() => invite.mutate()}>
          <MailPlus size={16} aria-hidden="true" />
          {t.connectInvite}
        </Button>
      </div>
      <p className={styles.hint}>
        {t.connectHereHint(host)} {t.connectInviteHint}
      </p>
      <InvitationList accountId={accountId} platform={platform} />
    </>
  );
}

function InvitationList({ accountId, platform }: { accountId: number; platform: ConnectPlatform }) {
  const invitations = useConnectInvitations(accountId);
  const revoke = useRevokeInvitation(accountId);
  if (invitations.isPending) return <p className={styles.hint}>{t.invitationsLoading}</p>;
  const rows = (invitations.data?.data ?? []).filter((invitation) => invitation.platform === platform).slice(0, SHOWN);
  if (rows.length === 0) return null;
  return (
    <ul className={styles.invitations} aria-label={t.invitationsTitle}>
      {rows.map((invitation) => {
        const created = formatDateTime(invitation.createdAt);
        return (
          <li key={invitation.id} className={styles.invitation} data-testid="connect-invitation">
            <Badge tone={stateTones[invitation.state]}>{invitationStateLabels[invitation.state]}</Badge>
            <span className={styles.meta}>
              {t.invitationMeta(created, invitation.createdBy?.login ?? null, formatDateTime(invitation.expiresAt))}
            </span>
            {OPEN_INVITATION_STATES.includes(invitation.state) && (
              <Button
                variant="secondary"
                className={styles.revoke}
                busy={revoke.isPending && revoke.variables === invitation.id}
                aria-label={t.invitationRevokeLabel(created)}
                onClick={() => revoke.mutate(invitation.id)}
              >
                {t.invitationRevoke}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
