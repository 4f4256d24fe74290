import type { ConnectPlatform } from '@shared/schemas/connect';
import type { Queryable } from '@server/db/database';

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

/** An invitation to store: the hash of its token, who made it, when, and until when it may be opened. */
export interface NewInvitation {
  accountId: number;
  platform: ConnectPlatform;
  tokenHash: string;
  createdBy: number;
  createdAt: Date;
  expiresAt: Date;
}

export const selectInvitation = `
  SELECT i.*, u.login AS creator_login
    FROM connect_invitations i
    LEFT JOIN users u ON u.id = i.created_by`;

/**
 * The writes of the connect invitations (`connect_invitations`) and the reads their steps need; each
 * on the database or transaction the caller hands, so it holds none of its own.
 */
export class ConnectInvitationRepository {
  async insert(tx: Queryable, invitation: NewInvitation): Promise<number> {
    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO connect_invitations (account_id, platform, token_hash, created_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [invitation.accountId, invitation.platform, invitation.tokenHash, invitation.createdBy, invitation.createdAt, invitation.expiresAt],
    );
    return inserted!.id;
  }

  async byId(db: Queryable, accountId: number, id: number): Promise<InvitationRow | null> {
    const [row] = await db.query<InvitationRow>(`${selectInvitation} WHERE i.account_id = $1 AND i.id = $2`, [accountId, id]);
    return row ?? null;
  }

  async byTokenHash(db: Queryable, tokenHash: string): Promise<InvitationRow | null> {
    const [row] = await db.query<InvitationRow>(`${selectInvitation} WHERE i.token_hash = $1`, [tokenHash]);
    return row ?? null;
  }

  /** Revokes the invitation at `now` while it can still be used; false when it cannot (or there is none). */
  async revoke(db: Queryable, accountId: number, id: number, now: Date): Promise<boolean> {
    const [revoked] = await db.query<{ id: number }>(
      `UPDATE connect_invitations SET revoked_at = $3
        WHERE account_id = $1 AND id = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $3
        RETURNING id`,
      [accountId, id, now],
    );
    return Boolean(revoked);
  }

  /** Marks the invitation opened by this browser (the first one keeps it); false if another was first. */
  async open(tx: Queryable, id: number, browserHash: string, now: Date): Promise<boolean> {
    const [row] = await tx.query<{ id: number }>(
      `UPDATE connect_invitations SET opened_at = coalesce(opened_at, $3), browser_hash = coalesce(browser_hash, $2)
        WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND (browser_hash IS NULL OR browser_hash = $2)
        RETURNING id`,
      [id, browserHash, now],
    );
    return Boolean(row);
  }

  async isRevoked(db: Queryable, id: number): Promise<boolean> {
    const [row] = await db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM connect_invitations WHERE id = $1', [
      id,
    ]);
    return row?.revoked ?? true;
  }

  /** The invitation's consent came back at `now`: it is used, with its outcome. */
  async finish(db: Queryable, id: number, outcome: 'connected' | 'refused', now: Date): Promise<void> {
    await db.query('UPDATE connect_invitations SET used_at = $2, outcome = $3 WHERE id = $1 AND used_at IS NULL', [id, now, outcome]);
  }
}
