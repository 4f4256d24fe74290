import type { VideoItem } from '@shared/schemas/creation';
import { uniquenessVerdictLabels } from '@shared/uniqueness';
import { publishingText } from '../text';
import type { VideoAssignment } from '../model/publication-model';
import styles from './variant-uniqueness.module.css';

const t = publishingText.uniqueness;

/**
 * A variant's verdict ('Відмінність між варіантами: висока / середня / низька'), its distances and
 * what the verdict does not say (how a platform judges the video) on hover
 * (title) and for screen readers (the description), and the siblings it is too similar to.
 */
export function VariantUniqueness({ video, items }: { video: VideoItem; items: readonly VideoAssignment[] }) {
  const score = video.score;
  if (!score) return null;
  const numbers = t.distances(score.sourceDistance, score.nearestDistance);
  const descriptionId = `uniqueness-${video.id}`;
  const similar = score.tooSimilarTo.flatMap((id) => items.find((item) => item.video.id === id)?.position ?? []);
  return (
    <div className={styles.score}>
      <span
        className={styles.verdict}
        data-verdict={score.verdict}
        title={`${numbers}. ${t.scoreExplained}. ${t.caveat}`}
        aria-describedby={descriptionId}
      >
        {uniquenessVerdictLabels[score.verdict]}
      </span>
      <span id={descriptionId} className="visually-hidden">
        {numbers}. {t.caveat}
      </span>
      {similar.length > 0 && <span className={styles.similar}>{t.tooSimilar(similar)}</span>}
    </div>
  );
}
