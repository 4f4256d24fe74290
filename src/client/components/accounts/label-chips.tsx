import { accountText } from './text';
import styles from './label-chips.module.css';

/**
 * A profile's labels as small read-only chips that wrap (never a sideways scroll); a long label is
 * cut with an ellipsis and shown whole on hover. Past `max`, the rest collapse into a '+N' chip.
 */
export function LabelChips({ labels, max = 4 }: { labels: readonly string[]; max?: number }) {
  if (labels.length === 0) return null;
  const shown = labels.slice(0, max);
  const hidden = labels.slice(max);
  return (
    <ul className={styles.chips} aria-label={accountText.labels.listLabel}>
      {shown.map((label) => (
        <li key={label} className={styles.chip} title={label}>
          {label}
        </li>
      ))}
      {hidden.length > 0 && (
        <li className={`${styles.chip} ${styles.more}`} title={hidden.join(', ')}>
          {accountText.labels.more(hidden.length)}
        </li>
      )}
    </ul>
  );
}
