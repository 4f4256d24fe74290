import type {
  CandidatePlatformState,
  ConnectCandidate,
  ConnectCandidateList,
  ConnectCandidatesQuery,
} from '@shared/schemas/connect-batches';
import { CONNECT_BATCH_MAX } from '@shared/schemas/connect-batches';
import type { Queryable } from '@server/db/database';
import { searchCondition } from '../common/list-search';
import { profileSearch } from './account-queries';
import { accountTitle } from './account-title';
import type { InvitationRow } from './connect-invitation-repository';

export interface BatchRow {
  id: number;
  created_by: number | null;
  created_at: Date;
}

/** An invitation of a batch with its profile's name parts and the hash of its token (to pair a new one with its link). */
export type BatchInvitationRow = InvitationRow & { token_hash: string; proxy: string; comments: string };

/** The batch if the viewer may see it (its maker; `ownerId` null: an admin, any); null otherwise. */
export async function batchOf(db: Queryable, batchId: number, ownerId: number | null): Promise<BatchRow | null> {
  const [row] = await db.query<BatchRow>(
    'SELECT id, created_by, created_at FROM connect_batches WHERE id = $1 AND ($2::int IS NULL OR created_by = $2::int)',
    [batchId, ownerId],
  );
  return row ?? null;
}

/** The batch's invitations in the order they were made, each with its profile (only profiles the viewer still owns; `ownerId` null: all). */
export async function batchInvitations(db: Queryable, batchId: number, ownerId: number | null): Promise<BatchInvitationRow[]> {
  return db.query<BatchInvitationRow>(
    `SELECT i.*, u.login AS creator_login, a.proxy, a.comments
       FROM connect_invitations i
       JOIN accounts a ON a.id = i.account_id
       LEFT JOIN users u ON u.id = i.created_by
      WHERE i.batch_id = $1 AND ($2::int IS NULL OR a.user_id = $2::int)
      ORDER BY i.id`,
    [batchId, ownerId],
  );
}

interface CandidateRow {
  id: number;
  proxy: string;
  comments: string;
  group_id: number | null;
  group_name: string | null;
  in_youtube: boolean;
  in_tiktok: boolean;
  is_active_youtube: boolean;
  is_active_tiktok: boolean;
  total: number;
}

const platformState = (on: boolean, active: boolean): CandidatePlatformState => (!on ? 'off' : active ? 'connected' : 'notConnected');

const toCandidate = (row: CandidateRow): ConnectCandidate => ({
  id: row.id,
  title: accountTitle(row),
  group: row.group_id !== null && row.group_name !== null ? { id: row.group_id, name: row.group_name } : null,
  youtube: platformState(row.in_youtube, row.is_active_youtube),
  tiktok: platformState(row.in_tiktok, row.is_active_tiktok),
});

/**
 * The connect page's picker: the viewer's profiles (`ownerId` null: everyone's) with YouTube or
 * TikTok switched on, newest first, at most CONNECT_BATCH_MAX of them with the count of all that
 * match. `ids` asks for exactly those profiles; otherwise `q`, `groupId`, `platform` and
 * `notConnected` narrow the list.
 */
export async function connectCandidates(
  db: Queryable,
  ownerId: number | null,
  query: ConnectCandidatesQuery,
): Promise<ConnectCandidateList> {
  const params: unknown[] = [ownerId, CONNECT_BATCH_MAX];
  const where = ['($1::int IS NULL OR a.user_id = $1::int)'];
  const on = query.platform === 'youtube' ? 'a.in_youtube' : query.platform === 'tiktok' ? 'a.in_tiktok' : null;
  if (query.ids) {
    params.push(query.ids);
    where.push(`a.id = ANY($${params.length}::int[])`);
  } else {
    where.push(on ?? '(a.in_youtube OR a.in_tiktok)');
    if (query.notConnected === 'true') {
      where.push(
        query.platform === 'youtube'
          ? 'NOT a.is_active_youtube'
          : query.platform === 'tiktok'
            ? 'NOT a.is_active_tiktok'
            : '((a.in_youtube AND NOT a.is_active_youtube) OR (a.in_tiktok AND NOT a.is_active_tiktok))',
      );
    }
    if (query.groupId !== undefined) {
      params.push(query.groupId);
      where.push(`a.group_id = $${params.length}::int`);
    }
    const search = searchCondition(query.q, profileSearch, params.length + 1);
    params.push(...search.params);
    where.push(search.sql);
  }
  const rows = await db.query<CandidateRow>(
    `SELECT a.id, a.proxy, a.comments, a.group_id, g.name AS group_name, a.in_youtube, a.in_tiktok,
            a.is_active_youtube, a.is_active_tiktok, count(*) OVER ()::int AS total
       FROM accounts a
       LEFT JOIN account_groups g ON g.id = a.group_id
      WHERE ${where.join(' AND ')}
      ORDER BY a.id DESC
      LIMIT $2`,
    params,
  );
  return { data: rows.map(toCandidate), total: rows[0]?.total ?? 0 };
}
