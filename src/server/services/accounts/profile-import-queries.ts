import type { Database } from '@server/db/database';
import { searchCondition } from '../common/list-search';
import { ownerCondition } from '../common/pagination';
import { profileSearch } from './account-queries';
import { labelCondition, labelsOfProfile } from './label-queries';
import type { ExportedProfile } from './profile-columns';

/** The groups of these owners by name (the lowest id where one owner has two of a name): owner → name → id. */
export async function groupsByName(db: Database, ownerIds: number[]): Promise<Map<number, Map<string, number>>> {
  const rows = await db.query<{ id: number; user_id: number; name: string }>(
    'SELECT id, user_id, name FROM account_groups WHERE user_id = ANY($1::int[]) ORDER BY id DESC',
    [ownerIds],
  );
  const groups = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const owned = groups.get(row.user_id) ?? new Map<string, number>();
    owned.set(row.name, row.id);
    groups.set(row.user_id, owned);
  }
  return groups;
}

/**
 * The profiles the list shows for this owner scope, search and label filter (`ownerId` null: everyone's), oldest
 * first, as the export writes them: no secret, only whether each platform's are set.
 */
export async function exportedProfiles(db: Database, ownerId: number | null, q: string, labels?: string[]): Promise<ExportedProfile[]> {
  const owner = ownerCondition('a.user_id', ownerId, 1);
  const search = searchCondition(q, profileSearch, 1 + owner.params.length);
  const labelled = labelCondition(labels, 1 + owner.params.length + search.params.length);
  return db.query<ExportedProfile>(
    `SELECT a.id, a.proxy, a.ip_version AS "ipVersion", a.comments, coalesce(g.name, '') AS "group",
            array_to_string(${labelsOfProfile('a')}, '; ') AS labels,
            a.in_youtube AS "inYouTube", coalesce(a.youtube_client_id, '') AS "YouTubeAuthClientId",
            coalesce(a.youtube_login, '') AS "YouTubeLogin", a.in_tiktok AS "inTikTok", a.in_instagram AS "inInstagram",
            coalesce(a.instagram_login, '') AS "InstagramLogin", a.instagram_locale AS "InstagramLocale",
            a.instagram_timezone AS "InstagramTimezone",
            (a.youtube_client_secret_enc IS NOT NULL) AS "youtubeSet", (a.tiktok_access_enc IS NOT NULL) AS "tiktokSet",
            (a.instagram_password_enc IS NOT NULL) AS "instagramSet"
       FROM accounts a LEFT JOIN account_groups g ON g.id = a.group_id
      WHERE ${owner.sql} AND ${search.sql} AND ${labelled.sql}
      ORDER BY a.id`,
    [...owner.params, ...search.params, ...labelled.params],
  );
}
