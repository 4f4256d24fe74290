import { TriangleAlert } from 'lucide-react';
import { publishingText } from '../text';
import type { VideoAssignment } from '../model/publication-model';
import { similarPairsAcrossProfiles } from './similar-variants';
import styles from './similar-variants-warning.module.css';

const t = publishingText.uniqueness;

/**
 * The gate before publishing: variants too similar to each other that the form would
 * send to two different profiles, named pair by pair, while there is time to choose otherwise.
 */
export function SimilarVariantsWarning({ assignments }: { assignments: readonly VideoAssignment[] }) {
  const pairs = similarPairsAcrossProfiles(assignments);
  return (
    <div role="status" aria-live="polite">
      {pairs.length > 0 && (
        <div className={styles.warning}>
          <TriangleAlert size={18} aria-hidden="true" className={styles.icon} />
          <div className={styles.text}>
            <p className={styles.title}>{t.warningTitle}</p>
            <ul className={styles.pairs}>
              {pairs.map(({ first, second }) => (
                <li key={`${first.video.id}-${second.video.id}`}>
                  {t.warningPair(first.position, second.position, first.account!.title, second.account!.title)}
                </li>
              ))}
            </ul>
            <p className={styles.advice}>{t.warningAdvice}</p>
          </div>
        </div>
      )}
    </div>
  );
}
