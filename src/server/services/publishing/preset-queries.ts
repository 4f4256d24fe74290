import * as v from 'valibot';
import { DEFAULT_YOUTUBE_OPTIONS, YouTubePostOptionsSchema } from '@shared/schemas/publication-options';
import { NO_TIMING, type Preset, PresetTikTokSchema, PresetTimingSchema } from '@shared/schemas/publication-presets';
import type { Queryable } from '@server/db/database';

/** A group as a preset stores it: its id and the name it had when saved. */
export interface StoredPresetGroup {
  id: number;
  name: string;
}

/**
 * `publication_presets.options` as stored. Read leniently (each field has its default, an unknown timing
 * kind reads as none), so a preset written by a newer version, or before a field existed, still opens.
 */
const StoredOptionsSchema = v.object({
  inYouTube: v.fallback(v.boolean(), false),
  inTikTok: v.fallback(v.boolean(), false),
  inInstagram: v.fallback(v.boolean(), false),
  tiktok: v.fallback(v.nullable(PresetTikTokSchema), null),
  youtube: v.fallback(YouTubePostOptionsSchema, { ...DEFAULT_YOUTUBE_OPTIONS }),
  tags: v.fallback(v.array(v.string()), []),
  groups: v.fallback(v.array(v.object({ id: v.number(), name: v.string() })), []),
  labels: v.fallback(v.array(v.string()), []),
  timing: v.fallback(PresetTimingSchema, NO_TIMING),
});
export type StoredPresetOptions = v.InferOutput<typeof StoredOptionsSchema>;

interface PresetRow {
  id: number;
  name: string;
  userId: number;
  userLogin: string;
  options: unknown;
  createdAt: Date;
  updatedAt: Date;
}

const columns = `p.id, p.name, p.user_id AS "userId", u.login AS "userLogin", p.options,
                 p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;
const source = 'FROM publication_presets p JOIN users u ON u.id = p.user_id';

/** The stored options of a row, with every field present. */
export const readStoredOptions = (options: unknown): StoredPresetOptions =>
  v.parse(StoredOptionsSchema, typeof options === 'object' && options !== null ? options : {});

/** The groups of `ids` that still exist, by id (their current names). */
async function existingGroups(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM account_groups WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function toPresets(db: Queryable, rows: readonly PresetRow[]): Promise<Preset[]> {
  const stored = rows.map((row) => readStoredOptions(row.options));
  const groups = await existingGroups(db, [...new Set(stored.flatMap((options) => options.groups.map((group) => group.id)))]);
  return rows.map((row, index) => {
    const options = stored[index]!;
    return {
      id: row.id,
      name: row.name,
      user: { id: row.userId, login: row.userLogin },
      inYouTube: options.inYouTube,
      inTikTok: options.inTikTok,
      inInstagram: options.inInstagram,
      tiktok: options.tiktok,
      youtube: options.youtube,
      tags: options.tags,
      groups: options.groups.map((group) => {
        const current = groups.get(group.id);
        return { id: group.id, name: current ?? group.name, missing: current === undefined };
      }),
      labels: options.labels,
      timing: options.timing,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * Every preset `ownerId` has (null: everyone's, for an admin), the caller's own first, then by owner
 * and name. Not paged: a picker needs them all, and a user keeps a handful.
 */
export async function presetsOf(db: Queryable, ownerId: number | null, callerId: number): Promise<Preset[]> {
  const rows = await db.query<PresetRow>(
    `SELECT ${columns} ${source}
      WHERE $1::int IS NULL OR p.user_id = $1::int
      ORDER BY (p.user_id = $2::int) DESC, u.login, lower(p.name), p.id`,
    [ownerId, callerId],
  );
  return toPresets(db, rows);
}

/** One preset, when `ownerId` (null: anyone) owns it; null otherwise. */
export async function presetById(db: Queryable, id: number, ownerId: number | null): Promise<Preset | null> {
  const rows = await db.query<PresetRow>(`SELECT ${columns} ${source} WHERE p.id = $1 AND ($2::int IS NULL OR p.user_id = $2::int)`, [
    id,
    ownerId,
  ]);
  const [preset] = await toPresets(db, rows);
  return preset ?? null;
}

/** The stored options of one preset (for an edit that changes some fields), or null when there is none. */
export async function storedPresetOptions(db: Queryable, id: number): Promise<StoredPresetOptions | null> {
  const [row] = await db.query<{ options: unknown }>('SELECT options FROM publication_presets WHERE id = $1', [id]);
  return row ? readStoredOptions(row.options) : null;
}

/** The groups among `ids` that belong to `ownerId`, with their names, in the order asked. */
export async function ownedGroups(db: Queryable, ownerId: number, ids: readonly number[]): Promise<StoredPresetGroup[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<StoredPresetGroup>('SELECT id, name FROM account_groups WHERE id = ANY($1::int[]) AND user_id = $2', [
    ids,
    ownerId,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
