import type { ConnectPlatform } from '@shared/schemas/connect';
import type { Queryable } from '@server/db/database';

/** One invitation of a new batch: the profile, the platform and the hash of its token. */
export interface NewBatchInvitation {
  accountId: number;
  platform: ConnectPlatform;
  tokenHash: string;
}

/**
 * The writes of the connect page's batches (`connect_batches`, and the invitations they hold in
 * `connect_invitations`), each on the caller's transaction.
 */
export class ConnectBatchRepository {
  async insertBatch(tx: Queryable, createdBy: number, now: Date): Promise<number> {
    const [row] = await tx.query<{ id: number }>('INSERT INTO connect_batches (created_by, created_at) VALUES ($1, $2) RETURNING id', [
      createdBy,
      now,
    ]);
    return row!.id;
  }

  /**
   * Revokes the invitations of these profiles' platforms that are live and not opened yet: the new
   * batch replaces them, so one link per profile and platform is out. An opened one (its owner may be
   * at the platform's consent right now) is left to finish.
   */
  async revokeUnopened(tx: Queryable, pairs: readonly NewBatchInvitation[], now: Date): Promise<void> {
    await tx.query(
      `UPDATE connect_invitations i SET revoked_at = $3
         FROM unnest($1::int[], $2::text[]) AS p (account_id, platform)
        WHERE i.account_id = p.account_id AND i.platform = p.platform
          AND i.used_at IS NULL AND i.revoked_at IS NULL AND i.opened_at IS NULL AND i.expires_at > $3`,
      [pairs.map((pair) => pair.accountId), pairs.map((pair) => pair.platform), now],
    );
  }

  /** Stores the batch's invitations in one statement. */
  async insertInvitations(
    tx: Queryable,
    batch: { id: number; createdBy: number; createdAt: Date; expiresAt: Date },
    invitations: readonly NewBatchInvitation[],
  ): Promise<void> {
    await tx.query(
      `INSERT INTO connect_invitations (account_id, platform, token_hash, created_by, created_at, expires_at, batch_id)
       SELECT n.account_id, n.platform, n.token_hash, $4, $5, $6, $7
         FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS n (account_id, platform, token_hash, position)
        ORDER BY n.position`,
      [
        invitations.map((invitation) => invitation.accountId),
        invitations.map((invitation) => invitation.platform),
        invitations.map((invitation) => invitation.tokenHash),
        batch.createdBy,
        batch.createdAt,
        batch.expiresAt,
        batch.id,
      ],
    );
  }

  /** Revokes every invitation of the batch that can still be used; how many. */
  async revokeAll(db: Queryable, batchId: number, now: Date): Promise<number> {
    const rows = await db.query<{ id: number }>(
      `UPDATE connect_invitations SET revoked_at = $2
        WHERE batch_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
        RETURNING id`,
      [batchId, now],
    );
    return rows.length;
  }
}
