import type { ReactNode } from 'react';
import { uiText } from '../../lib/ui-text';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import styles from './coming-soon-page.module.css';

/** A screen whose issue has not landed yet: its real title and an honest empty state, no data. */
export function ComingSoonPage({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} action={action} />
      <div className={styles.box}>
        <EmptyState>{uiText.states.comingSoon}</EmptyState>
      </div>
    </>
  );
}
