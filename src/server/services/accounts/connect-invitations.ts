import { messages } from '@shared/messages';
import type { ConnectInvitation, ConnectPlatform, InvitationState } from '@shared/schemas/connect';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { invitationsOf } from './connect-invitation-queries';
import type { ConnectInvitationRepository, InvitationRow } from './connect-invitation-repository';
import { randomToken, sha256Hex } from './connect-states';

/** How long the owner has to open an invitation. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** Where an invitation stands at `now`: a used or revoked one keeps its outcome after its time. */
function invitationState(
  row: Pick<InvitationRow, 'expires_at' | 'opened_at' | 'used_at' | 'revoked_at' | 'outcome'>,
  now: Date,
): InvitationState {
  if (row.outcome === 'connected') return 'connected';
  if (row.outcome === 'refused') return 'refused';
  if (row.revoked_at) return 'revoked';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  return row.opened_at ? 'opened' : 'pending';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toInvitation = (row: InvitationRow, now: Date): ConnectInvitation => ({
  id: row.id,
  accountId: row.account_id,
  platform: row.platform,
  state: invitationState(row, now),
  createdBy: row.created_by !== null && row.creator_login !== null ? { id: row.created_by, login: row.creator_login } : null,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  openedAt: iso(row.opened_at),
  usedAt: iso(row.used_at),
  revokedAt: iso(row.revoked_at),
  outcome: row.outcome,
});

/**
 * Invitations to connect a profile's platform account from another device: a single-use link the
 * operator creates (and sees, and can revoke), kept as the hash of its token: create, list for a
 * profile, revoke, and the steps the link goes through (opened by one browser, then used once with an
 * outcome), with when each may happen; `ConnectInvitationRepository` stores them. The connect page's
 * batches (`ConnectBatchService`) store many at once and follow the same steps.
 */
export class ConnectInvitations {
  constructor(
    private readonly rows: ConnectInvitationRepository,
    private readonly now: () => Date,
  ) {}

  async create(
    tx: Queryable,
    request: { accountId: number; platform: ConnectPlatform; createdBy: number },
  ): Promise<{ token: string; row: InvitationRow }> {
    const token = randomToken();
    const now = this.now();
    const id = await this.rows.insert(tx, {
      accountId: request.accountId,
      platform: request.platform,
      tokenHash: sha256Hex(token),
      createdBy: request.createdBy,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    return { token, row: (await this.rows.byId(tx, request.accountId, id))! };
  }

  async list(db: Queryable, accountId: number): Promise<InvitationRow[]> {
    return invitationsOf(db, accountId);
  }

  async byToken(db: Queryable, token: string): Promise<InvitationRow | null> {
    return this.rows.byTokenHash(db, sha256Hex(token));
  }

  /** Revokes an invitation that can still be used; 409 once it is used, revoked or expired. */
  async revoke(db: Queryable, accountId: number, id: number): Promise<InvitationRow> {
    const revoked = await this.rows.revoke(db, accountId, id, this.now());
    const row = await this.rows.byId(db, accountId, id);
    if (!row) throw new HttpError(404, messages.invitationNotFound);
    if (!revoked) throw new HttpError(409, messages.invitationNotRevocable);
    return row;
  }

  /**
   * Why this invitation cannot start a consent in the browser with this cookie hash, or null when
   * it can: unused, not revoked, not expired, and not opened yet or opened by this same browser.
   */
  refusal(row: InvitationRow | null, browserHash: string | null): string | null {
    if (!row) return messages.invitationInvalid;
    const state = invitationState(row, this.now());
    if (state === 'revoked') return messages.invitationRevoked;
    if (state === 'connected' || state === 'refused') return messages.invitationUsed;
    if (state === 'expired') return messages.invitationExpired;
    if (row.browser_hash !== null && row.browser_hash !== browserHash) return messages.invitationOpenedElsewhere;
    return null;
  }

  /** The invitation is opened by this browser (the first one to open it keeps it); false if another was first. */
  async open(tx: Queryable, id: number, browserHash: string): Promise<boolean> {
    return this.rows.open(tx, id, browserHash, this.now());
  }

  async isRevoked(db: Queryable, id: number): Promise<boolean> {
    return this.rows.isRevoked(db, id);
  }

  /** The invitation's consent came back: it is used, with its outcome. */
  async finish(db: Queryable, id: number, outcome: 'connected' | 'refused'): Promise<void> {
    await this.rows.finish(db, id, outcome, this.now());
  }
}
