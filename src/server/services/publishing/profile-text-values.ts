import type { ProfileTextValues } from '@shared/lib/post-text';
import type { Queryable } from '@server/db/database';
import type { AccountRow } from '../accounts/account-repository';
import { accountTitle } from '../accounts/account-title';
import { ownerCondition } from '../common/pagination';

/**
 * What a profile fills a publication's text variables with: `{профіль}` its name (the comment lists
 * name it by; a profile has no other name of its own), `{група}` its group's name, `{посилання}` its
 * page on the row's platform (YouTube's channel, Instagram's profile; TikTok's is not kept, so a
 * TikTok row cannot fill it).
 */
export type ProfileTextRow = Pick<
  AccountRow,
  'proxy' | 'comments' | 'group_name' | 'youtube_channel_url' | 'instagram_url' | 'in_youtube' | 'in_tiktok' | 'in_instagram'
> & { account_id: number };

/** The columns of `ProfileTextRow` for a query over `accounts a` joined with `profileTextJoin`. */
export const profileTextColumns =
  'a.id AS account_id, a.proxy, a.comments, g.name AS group_name, a.youtube_channel_url, a.instagram_url, a.in_youtube, a.in_tiktok, a.in_instagram';
export const profileTextJoin = 'LEFT JOIN account_groups g ON g.id = a.group_id';

/** A profile loaded whole (`AccountRow`) as the variables read it. */
export const accountTextRow = (account: AccountRow): ProfileTextRow => ({ ...account, account_id: account.id });

export function profileTextValues(row: ProfileTextRow): ProfileTextValues {
  const id = row.account_id;
  return {
    accountId: id,
    title: accountTitle({ id, proxy: row.proxy, comments: row.comments }),
    name: row.comments.trim() || null,
    group: row.group_name?.trim() || null,
    links: { youtube: row.youtube_channel_url || null, tiktok: null, instagram: row.instagram_url || null },
    platforms: (['youtube', 'tiktok', 'instagram'] as const).filter(
      (platform) => ({ youtube: row.in_youtube, tiktok: row.in_tiktok, instagram: row.in_instagram })[platform],
    ),
  };
}

/** The profiles `accountIds` the viewer may see (`ownerId` null: any), in the order asked. */
export async function profileTextValuesOf(
  db: Queryable,
  ownerId: number | null,
  accountIds: readonly number[],
): Promise<ProfileTextValues[]> {
  if (accountIds.length === 0) return [];
  const owner = ownerCondition('a.user_id', ownerId, 2);
  const rows = await db.query<ProfileTextRow>(
    `SELECT ${profileTextColumns} FROM accounts a ${profileTextJoin}
      WHERE a.id = ANY($1::int[]) AND ${owner.sql}
      ORDER BY array_position($1::int[], a.id)`,
    [accountIds, ...owner.params],
  );
  return rows.map(profileTextValues);
}
