/**
 * Uniqueness of rendered variants: the level an operator picks for a creation request,
 * and how the worker's similarity score reads.
 *
 * The score is a distance between two videos: the mean Hamming distance (0–64 bits) between the
 * 64-bit perceptual hashes (pHash) of frames sampled at the same relative moments of both. 0 means
 * the frames hash the same; two unrelated videos sit around 32.
 */

/** The levels the creation form offers; the server also knows 'off' (the renderer without variation). */
export const UNIQUENESS_LEVELS = ['low', 'medium', 'high'] as const;
export type UniquenessLevel = (typeof UNIQUENESS_LEVELS)[number];
export const DEFAULT_UNIQUENESS_LEVEL: UniquenessLevel = 'medium';

export const uniquenessLevelLabels: Record<UniquenessLevel, string> = {
  low: 'Низька',
  medium: 'Середня',
  high: 'Висока',
};

/** How many frames, spread over the whole duration, are hashed per video. */
export const SIMILARITY_FRAMES = 16;

/**
 * Distance to the nearest sibling from which a variant counts as 'середня' / 'висока'. Below
 * `medium` a variant is too similar to a sibling: it is marked, and the publishing form warns
 * before the two go to different profiles.
 */
export const UNIQUENESS_THRESHOLDS = { medium: 8, high: 14 } as const;

export const UNIQUENESS_VERDICTS = ['high', 'medium', 'low'] as const;
export type UniquenessVerdict = (typeof UNIQUENESS_VERDICTS)[number];

/**
 * The verdict says how different a variant looks from its siblings of the same request (frame hashes
 * compared with each other): nothing about how a platform will judge the video.
 */
export const uniquenessVerdictLabels: Record<UniquenessVerdict, string> = {
  high: 'Відмінність між варіантами: висока',
  medium: 'Відмінність між варіантами: середня',
  low: 'Відмінність між варіантами: низька',
};

/** The verdict for a distance (to the nearest sibling, or to the source for a single variant). */
export function uniquenessVerdict(distance: number): UniquenessVerdict {
  if (distance >= UNIQUENESS_THRESHOLDS.high) return 'high';
  if (distance >= UNIQUENESS_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/** Whether two siblings this far apart are too alike to go to two different profiles. */
export const tooSimilar = (distance: number) => distance < UNIQUENESS_THRESHOLDS.medium;
