import { messages } from '@shared/messages';
import type { ConnectInvitation, ConnectPlatform, InvitationState } from '@shared/schemas/connect';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { randomToken, sha256Hex } from './connect-states';

/** How long the owner has to open an invitation. */
const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
/** How many of a profile's invitations the profile page lists (newest first). */
const LISTED = 20;

export interface InvitationRow {
  id: number;
  account_id: number;
  platform: ConnectPlatform;
  created_by: number | null;
  creator_login: string | null;
  created_at: Date;
  expires_at: Date;
  opened_at: Date | null;
  browser_hash: string | null;
  used_at: Date | null;
  revoked_at: Date | null;
  outcome: 'connected' | 'refused' | null;
}

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

const selectInvitation = `
  SELECT i.*, u.login AS creator_login
    FROM connect_invitations i
    LEFT JOIN users u ON u.id = i.created_by`;

/**
 * Invitations to connect a profile's platform account from another device: a single-use link the
 * operator creates (and sees, and can revoke), kept as the hash of its token. The table is the
 * whole service: create, list for a profile, revoke, and the steps the link goes through (opened by
 * one browser, then used once with an outcome). Bulk invitations build on `create`.
 */
export class ConnectInvitations {
  constructor(private readonly now: () => Date) {}

  async create(
    tx: Queryable,
    request: { accountId: number; platform: ConnectPlatform; createdBy: number },
  ): Promise<{ token: string; row: InvitationRow }> {
    const token = randomToken();
    const now = this.now();
    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO connect_invitations (account_id, platform, token_hash, created_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [request.accountId, request.platform, sha256Hex(token), request.createdBy, now, new Date(now.getTime() + INVITATION_TTL_MS)],
    );
    return { token, row: (await this.byId(tx, request.accountId, inserted!.id))! };
  }

  async list(db: Queryable, accountId: number): Promise<InvitationRow[]> {
    return db.query<InvitationRow>(`${selectInvitation} WHERE i.account_id = $1 ORDER BY i.id DESC LIMIT ${LISTED}`, [accountId]);
  }

  async byId(db: Queryable, accountId: number, id: number): Promise<InvitationRow | null> {
    const [row] = await db.query<InvitationRow>(`${selectInvitation} WHERE i.account_id = $1 AND i.id = $2`, [accountId, id]);
    return row ?? null;
  }

  async byToken(db: Queryable, token: string): Promise<InvitationRow | null> {
    const [row] = await db.query<InvitationRow>(`${selectInvitation} WHERE i.token_hash = $1`, [sha256Hex(token)]);
    return row ?? null;
  }

  /** Revokes an invitation that can still be used; 409 once it is used, revoked or expired. */
  async revoke(db: Queryable, accountId: number, id: number): Promise<InvitationRow> {
    const now = this.now();
    const [revoked] = await db.query<{ id: number }>(
      `UPDATE connect_invitations SET revoked_at = $3
        WHERE account_id = $1 AND id = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $3
        RETURNING id`,
      [accountId, id, now],
    );
    const row = await this.byId(db, accountId, id);
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
    const [row] = await tx.query<{ id: number }>(
      `UPDATE connect_invitations SET opened_at = coalesce(opened_at, $3), browser_hash = coalesce(browser_hash, $2)
        WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND (browser_hash IS NULL OR browser_hash = $2)
        RETURNING id`,
      [id, browserHash, this.now()],
    );
    return Boolean(row);
  }

  async isRevoked(db: Queryable, id: number): Promise<boolean> {
    const [row] = await db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM connect_invitations WHERE id = $1', [
      id,
    ]);
    return row?.revoked ?? true;
  }

  /** The invitation's consent came back: it is used, with its outcome. */
  async finish(db: Queryable, id: number, outcome: 'connected' | 'refused'): Promise<void> {
    await db.query('UPDATE connect_invitations SET used_at = $2, outcome = $3 WHERE id = $1 AND used_at IS NULL', [
      id,
      this.now(),
      outcome,
    ]);
  }
}
