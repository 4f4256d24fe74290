import type { ReactNode } from 'react';
import { messages } from '@shared/messages';
import styles from './states.module.css';

export function EmptyState({ children = messages.notFound }: { children?: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
