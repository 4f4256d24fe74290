import type { Queryable } from '@server/db/database';

/**
 * Rows for the big lists (issue 17), inserted through SQL in a few bulk statements (INSERT … SELECT
 * over generate_series), so that 100k of each take seconds even on PGlite. Shared by
 * `tests/server/services/common/list-plans.test.ts` and `npm run bench` (`tests/bench/list-scale.ts`). Meant for a
 * freshly migrated database: the later statements read the whole tables the earlier ones filled.
 *
 * - `users` users named `${prefix}-admin-N` (the first `admins`) and `${prefix}-user-N`;
 * - `accounts` profiles, spread evenly over the users (`first + g % users`), on YouTube, every other one
 *   on TikTok too and every third on Instagram (the health board's rows);
 * - `requests` creation requests (status 'success', one rendered video each), spread evenly, or every
 *   other one owned by `bigOwner` (a login among the users) when given;
 * - per request a publication of its owner with one video, sent through the owner's profiles in turn
 *   (the owner's n-th publication through their (n mod profiles)-th profile), on three platforms
 *   (`publication_results`: 'success' every third, 'error' every fifth, else 'publication').
 */
export interface ListSeed {
  prefix: string;
  users: number;
  admins: number;
  accounts: number;
  requests: number;
  bigOwner?: string;
}

export interface SeededIds {
  firstUserId: number;
  adminId: number;
  /** The id of `bigOwner`, else of the first ordinary user. */
  ownerId: number;
}

export async function seedLists(db: Queryable, { prefix, users, admins, accounts, requests, bigOwner }: ListSeed): Promise<SeededIds> {
  await db.query(
    `INSERT INTO users (login, password_hash, role)
     SELECT CASE WHEN g <= $2::int THEN $1::text || '-admin-' || g ELSE $1::text || '-user-' || g END, 'x', CASE WHEN g <= $2::int THEN 'admin' ELSE 'user' END
       FROM generate_series(1, $3::int) g`,
    [prefix, admins, users],
  );
  const [ids] = await db.query<{ first: number; admin: number; owner: number }>(
    `SELECT min(id) AS first, min(id) FILTER (WHERE role = 'admin') AS admin,
            coalesce(min(id) FILTER (WHERE login = $2::text), min(id) FILTER (WHERE role = 'user')) AS owner
       FROM users WHERE login LIKE $1::text || '-%'`,
    [prefix, bigOwner ?? null],
  );
  const { first, admin, owner } = ids!;
  await db.query(
    `INSERT INTO accounts (user_id, proxy, comments, in_youtube, in_tiktok, in_instagram)
     SELECT $1::int + (g % $2::int), 'http://proxy-' || g || '.test:8080', 'профіль ' || g, true, g % 2 = 0, g % 3 = 0
       FROM generate_series(1, $3::int) g`,
    [first, users, accounts],
  );
  await db.query(
    `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_video, source_storage_key, source_name)
     SELECT CASE WHEN $1::int IS NOT NULL AND g % 2 = 0 THEN $1::int ELSE $2::int + (g % $3::int) END,
            gen_random_uuid(), 'success', 1, true, 'src/' || g, 'джерело ' || g
       FROM generate_series(1, $4::int) g`,
    [bigOwner === undefined ? null : owner, first, users, requests],
  );
  await db.query(
    `INSERT INTO rendered_videos (request_id, variant_index, storage_key) SELECT id, 0, 'video/' || id FROM creation_requests`,
  );
  await db.query(`INSERT INTO publications (user_id, request_id, title) SELECT user_id, id, 'Публікація ' || id FROM creation_requests`);
  await db.query(
    `INSERT INTO publication_videos (publication_id, rendered_video_id, account_id)
     SELECT p.id, rv.id, a.id
       FROM (SELECT id, user_id, request_id, row_number() OVER (PARTITION BY user_id ORDER BY id) AS n FROM publications) p
       JOIN rendered_videos rv ON rv.request_id = p.request_id
       JOIN (SELECT user_id, count(*) AS profiles FROM accounts GROUP BY user_id) owned ON owned.user_id = p.user_id
       JOIN (SELECT id, user_id, row_number() OVER (PARTITION BY user_id ORDER BY id) AS n FROM accounts) a
         ON a.user_id = p.user_id AND a.n = (p.n - 1) % owned.profiles + 1`,
  );
  await db.query(
    `INSERT INTO publication_results (publication_video_id, platform, status, title, description, tags, options)
     SELECT pv.id, platform.name, CASE WHEN pv.id % 3 = 0 THEN 'success' WHEN pv.id % 5 = 0 THEN 'error' ELSE 'publication' END,
            'Публікація ' || pv.publication_id, '', '{}', '{}'
       FROM publication_videos pv CROSS JOIN (VALUES ('youtube'), ('tiktok'), ('instagram')) AS platform(name)`,
  );
  return { firstUserId: first, adminId: admin, ownerId: owner };
}
