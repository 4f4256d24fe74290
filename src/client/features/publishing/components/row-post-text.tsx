import type { PublishedRow } from '@shared/schemas/publications';
import { publishingText } from '../text';
import styles from './row-post-text.module.css';

const t = publishingText.rowPostText;

/**
 * What the row is posted with, as stored on it: YouTube's title, description and tags, or TikTok's
 * and Instagram's caption with its hashtags (variables filled for the row's profile). Folded: the row
 * list stays short.
 */
export function RowPostText({ row }: { row: PublishedRow }) {
  return (
    <details className={styles.text}>
      <summary className={styles.summary}>{row.atPlatform ? t.sent : t.willSend}</summary>
      {row.caption !== null ? (
        <p className={styles.body} data-row-text="caption">
          {row.caption}
        </p>
      ) : (
        <dl className={styles.list}>
          <dt>{t.title}</dt>
          <dd data-row-text="title">{row.title}</dd>
          {row.description && (
            <>
              <dt>{t.description}</dt>
              <dd data-row-text="description">{row.description}</dd>
            </>
          )}
          {row.tags.length > 0 && (
            <>
              <dt>{t.tags}</dt>
              <dd>{row.tags.join(', ')}</dd>
            </>
          )}
        </dl>
      )}
    </details>
  );
}
