import type { ConnectPlatform } from '@shared/schemas/connect';
import type { Queryable } from '@server/db/database';

/** An `oauth_states` row as stored. */
export interface StateRow {
  platform: ConnectPlatform;
  account_id: number;
  owner_id: number;
  invitation_id: number | null;
  browser_hash: string;
  code_verifier_enc: Uint8Array | null;
  expires_at: Date;
  used_at: Date | null;
}

/** A state to store: its hash, what it was issued for, the browser's hash and the sealed PKCE verifier. */
export interface NewState {
  stateHash: string;
  platform: ConnectPlatform;
  accountId: number;
  ownerId: number;
  invitationId: number | null;
  browserHash: string;
  codeVerifierSealed: Uint8Array | null;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The writes of the consents' states (`oauth_states`) and the read a refused take needs; each on the
 * caller's transaction, so it holds no database of its own.
 */
export class ConnectStateRepository {
  /** Deletes the states that expired before `before` (used and expired ones are kept a while, then go). */
  async deleteExpiredBefore(tx: Queryable, before: Date): Promise<void> {
    await tx.query('DELETE FROM oauth_states WHERE expires_at < $1', [before]);
  }

  /** Drops the consents an invitation started that are not used yet. */
  async deleteUnusedOfInvitation(tx: Queryable, invitationId: number): Promise<void> {
    await tx.query('DELETE FROM oauth_states WHERE invitation_id = $1 AND used_at IS NULL', [invitationId]);
  }

  async insert(tx: Queryable, state: NewState): Promise<void> {
    await tx.query(
      `INSERT INTO oauth_states (state_hash, platform, account_id, owner_id, invitation_id, browser_hash, code_verifier_enc, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        state.stateHash,
        state.platform,
        state.accountId,
        state.ownerId,
        state.invitationId,
        state.browserHash,
        state.codeVerifierSealed,
        state.createdAt,
        state.expiresAt,
      ],
    );
  }

  /** Marks the state used at `now` when it is this platform's, from this browser, unused and unexpired; null otherwise. */
  async take(tx: Queryable, stateHash: string, platform: ConnectPlatform, browserHash: string, now: Date): Promise<StateRow | null> {
    const [taken] = await tx.query<StateRow>(
      `UPDATE oauth_states SET used_at = $4
        WHERE state_hash = $1 AND platform = $2 AND browser_hash = $3 AND used_at IS NULL AND expires_at > $4
        RETURNING *`,
      [stateHash, platform, browserHash, now],
    );
    return taken ?? null;
  }

  /** The platform's state with this hash, whatever its use (why a take was refused). */
  async find(tx: Queryable, stateHash: string, platform: ConnectPlatform): Promise<StateRow | null> {
    const [row] = await tx.query<StateRow>('SELECT * FROM oauth_states WHERE state_hash = $1 AND platform = $2', [stateHash, platform]);
    return row ?? null;
  }
}
