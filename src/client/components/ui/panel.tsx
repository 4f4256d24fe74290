import type { ReactNode } from 'react';
import styles from './panel.module.css';

/** A white surface with an optional heading: the container for tables and forms. */
export function Panel({ title, children, actions }: { title?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className={styles.panel}>
      {(title || actions) && (
        <div className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {actions}
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
