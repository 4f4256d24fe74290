import type { VideoAssignment } from '../model/publication-model';

export interface SimilarPair {
  first: VideoAssignment;
  second: VideoAssignment;
}

/**
 * Pairs of the request's videos that the similarity score marks too alike and that are
 * set to go to two different profiles; a pair that was already sent before is history, not a choice.
 */
export function similarPairsAcrossProfiles(assignments: readonly VideoAssignment[]): SimilarPair[] {
  const byId = new Map(assignments.map((item) => [item.video.id, item]));
  const pairs: SimilarPair[] = [];
  for (const first of assignments) {
    for (const otherId of first.video.score?.tooSimilarTo ?? []) {
      const second = byId.get(otherId);
      if (!second || second.position <= first.position) continue;
      if (!first.account || !second.account || first.account.id === second.account.id) continue;
      if (first.sent && second.sent) continue;
      pairs.push({ first, second });
    }
  }
  return pairs;
}
