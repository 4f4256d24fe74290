import type { VariantScore, WeakestPair } from '@shared/schemas/creation';
import { tooSimilar, uniquenessVerdict } from '@shared/uniqueness';
import type { Database } from '@server/db/database';
import { storedDistances } from './creation-queries';

interface ScoredVideo {
  id: number;
  variant_index: number;
  source_distance: number | null;
}

/** Distances are shown with one decimal. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The stored similarity scores of a request's variants, read back as each variant's
 * verdict, its distances and the siblings it is too similar to, and the request's weakest pair.
 */
export async function requestSimilarity(db: Database, requestId: number, videos: readonly ScoredVideo[]) {
  const { level, pairs } = await storedDistances(db, requestId);
  const byVariant = new Map(videos.map((video) => [video.variant_index, video]));
  const scores = new Map<number, VariantScore>();
  for (const video of videos) {
    if (video.source_distance === null) continue;
    let nearest: number | null = null;
    const tooSimilarTo: number[] = [];
    for (const pair of pairs) {
      const other =
        pair.variant_a === video.variant_index ? pair.variant_b : pair.variant_b === video.variant_index ? pair.variant_a : null;
      const sibling = other === null ? undefined : byVariant.get(other);
      if (!sibling) continue;
      const distance = tenth(pair.distance);
      nearest = nearest === null ? distance : Math.min(nearest, distance);
      if (tooSimilar(distance)) tooSimilarTo.push(sibling.id);
    }
    scores.set(video.id, {
      verdict: uniquenessVerdict(nearest ?? tenth(video.source_distance)),
      sourceDistance: tenth(video.source_distance),
      nearestDistance: nearest,
      tooSimilarTo: tooSimilarTo.sort((a, b) => a - b),
    });
  }
  let weakestPair: WeakestPair | null = null;
  for (const pair of pairs) {
    const a = byVariant.get(pair.variant_a);
    const b = byVariant.get(pair.variant_b);
    const distance = tenth(pair.distance);
    if (!a || !b || (weakestPair && weakestPair.distance <= distance)) continue;
    weakestPair = { a: a.id, b: b.id, distance, verdict: uniquenessVerdict(distance) };
  }
  return { level, scores, weakestPair };
}
