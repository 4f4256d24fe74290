import type { Queryable } from '@server/db/database';
import { type InvitationRow, selectInvitation } from './connect-invitation-repository';

/** How many of a profile's invitations the profile page lists (newest first). */
const LISTED = 20;

/** The profile page's list of the profile's invitations, newest first. */
export async function invitationsOf(db: Queryable, accountId: number): Promise<InvitationRow[]> {
  return db.query<InvitationRow>(`${selectInvitation} WHERE i.account_id = $1 ORDER BY i.id DESC LIMIT ${LISTED}`, [accountId]);
}
