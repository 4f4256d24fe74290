import type { CreationRequestDetail } from '@shared/schemas/creation';
import { uniquenessLevelLabels, uniquenessVerdictLabels } from '@shared/uniqueness';
import { publishingText } from '../text';
import styles from './variant-uniqueness.module.css';

const t = publishingText.uniqueness;

/**
 * Facts of a request's page: the level it was rendered at and its weakest pair, the two
 * least different variants, with the verdict.
 */
export function UniquenessFacts({ detail }: { detail: CreationRequestDetail }) {
  const level = detail.uniqueness;
  const pair = detail.weakestPair;
  const position = (id: number) => detail.video.findIndex((video) => video.id === id) + 1;
  return (
    <>
      {level && (
        <div>
          <dt>{t.levelFact}</dt>
          <dd>{level === 'off' ? t.levelOff : uniquenessLevelLabels[level]}</dd>
        </div>
      )}
      {pair && (
        <div>
          <dt>{t.weakestPair}</dt>
          <dd>
            <span className={styles.verdict} data-verdict={pair.verdict} title={t.scoreExplained}>
              {t.pair(position(pair.a), position(pair.b), pair.distance)} · {uniquenessVerdictLabels[pair.verdict]}
            </span>
            <span className={styles.caveat}>{t.caveat}</span>
          </dd>
        </div>
      )}
    </>
  );
}
