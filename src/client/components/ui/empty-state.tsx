import type { ReactNode } from 'react';
import { commonMessages } from '@shared/messages/common';
import styles from './states.module.css';

export function EmptyState({ children = commonMessages.notFound }: { children?: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
