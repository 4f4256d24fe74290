import { commonText } from '@client/lib/text';
import styles from './tag-chips.module.css';

/** Tags shown as read-only chips; past `max`, the rest collapse into a '+N' chip. */
export function TagChips({ tags, max = Infinity }: { tags: readonly string[]; max?: number }) {
  const shown = tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul className={styles.chips}>
      {shown.map((tag) => (
        <li key={tag} className={styles.chip}>
          {tag}
        </li>
      ))}
      {hidden > 0 && (
        <li className={`${styles.chip} ${styles.more}`} title={tags.slice(max).join(' ')}>
          {commonText.tagInput.more(hidden)}
        </li>
      )}
    </ul>
  );
}
