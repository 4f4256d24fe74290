import * as v from 'valibot';

/** Views, likes and comments of some posts at one moment. */
export const StatsCountsSchema = v.object({
  views: v.number(),
  likes: v.number(),
  comments: v.number(),
});
export type StatsCounts = v.InferOutput<typeof StatsCountsSchema>;

/** How far apart the history's points are: hourly for the last two days, daily before, weekly before 90 days. */
export const STATS_STEPS = ['hour', 'day', 'week'] as const;
export type StatsStep = (typeof STATS_STEPS)[number];

/**
 * One point of the history: the counts of every post as they stood at `at` (each post's latest
 * snapshot taken by then, added up per platform). The last point is the moment of the answer.
 * TikTok is absent: its counts need a scope a posting token lacks, so the stats job does not collect them.
 */
export const StatsPointSchema = v.object({
  at: v.string(),
  /** The spacing of the points up to this one. */
  step: v.picklist(STATS_STEPS),
  youtube: StatsCountsSchema,
  instagram: StatsCountsSchema,
});
export type StatsPoint = v.InferOutput<typeof StatsPointSchema>;

export const StatsHistorySchema = v.object({
  /** Oldest first; empty while no count has come back yet. */
  points: v.array(StatsPointSchema),
});
export type StatsHistory = v.InferOutput<typeof StatsHistorySchema>;

/** One published post of an item (video × platform) in the ranking by views. */
export const RankedPostSchema = v.object({
  /** The row (video × platform) id. */
  id: v.number(),
  /** The video's place in the item, as its rows are numbered ('Відео N'). */
  position: v.number(),
  posterUrl: v.nullable(v.string()),
  account: v.object({ id: v.number(), title: v.string() }),
  /** Only the platforms whose counts come back (PLATFORMS_WITH_COUNTS). */
  platform: v.picklist(['youtube', 'instagram']),
  views: v.number(),
  likes: v.number(),
  comments: v.number(),
  postUrl: v.nullable(v.string()),
});
export type RankedPost = v.InferOutput<typeof RankedPostSchema>;

/** A published item's statistics: its history and its posts ranked by views, best first. */
export const PublicationStatsSchema = v.object({
  history: StatsHistorySchema,
  ranking: v.array(RankedPostSchema),
});
export type PublicationStats = v.InferOutput<typeof PublicationStatsSchema>;

/** A profile's statistics: the history of all its posts. */
export const AccountStatsSchema = v.object({
  history: StatsHistorySchema,
});
export type AccountStats = v.InferOutput<typeof AccountStatsSchema>;
