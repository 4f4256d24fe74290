import { commonText } from '@client/lib/text';
import styles from './spinner.module.css';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  /** Centre the spinner in the whole viewport (the global loader). */
  fullPage?: boolean;
  /** Centre the spinner in its container with some room around it. */
  block?: boolean;
}

export function Spinner({ size = 'md', label = commonText.loading, fullPage = false, block = false }: SpinnerProps) {
  const spinner = (
    <span className={`${styles.spinner} ${styles[size]}`} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
    </span>
  );
  if (fullPage) return <div className={styles.fullPage}>{spinner}</div>;
  if (block) return <div className={styles.block}>{spinner}</div>;
  return spinner;
}
