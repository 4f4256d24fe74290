import type { ReactNode } from 'react';
import { useDocumentTitle } from '@client/lib/use-document-title';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  /** The main action on the right, usually a ButtonLink. */
  action?: ReactNode;
  /** The browser tab's title when `title` is not plain text; a text title is used as it is. */
  documentTitle?: string;
}

/** A page's heading; it also names the browser tab ('<title> · Shorts Publisher'). */
export function PageHeader({ title, action, documentTitle }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' || typeof title === 'number' ? String(title) : null));
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {action && <div className={styles.action}>{action}</div>}
    </header>
  );
}
