import type { ReactNode } from 'react';
import styles from './section.module.css';

/** A titled block of a page (e.g. a user's profiles under the user form). */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
