import { useEffect, useId, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { uiText } from '../../lib/ui-text';
import { useUploadQueueRunner } from '../../offline/use-upload-queue';
import { CachedDataNotice } from './cached-data-notice';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import styles from './app-layout.module.css';

/** The signed-in shell: fixed sidebar, top bar, and the page in a centred column. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const navigation = useNavigation();
  useUploadQueueRunner();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={styles.shell}>
      <Sidebar id={sidebarId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      {menuOpen && <div className={styles.backdrop} onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <div className={styles.main}>
        <TopBar sidebarId={sidebarId} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label={uiText.loading} />}
        <main className={styles.content}>
          <CachedDataNotice />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
