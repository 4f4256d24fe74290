import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { commonText } from '@client/lib/text';
import { useUploadQueueRunner } from '@client/offline/use-upload-queue';
import { shellText } from '../text';
import { CachedDataNotice } from './cached-data-notice';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useFocusFirstField } from './use-focus-first-field';
import styles from './app-layout.module.css';

/** Where the skip link leads. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * The signed-in shell: a skip link ('Перейти до вмісту', the first Tab stop), fixed sidebar, top bar,
 * and the page in a centred column; create pages get their first field focused (route handle).
 */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  useUploadQueueRunner();
  useFocusFirstField(mainRef);

  // The browser would also follow the fragment, but that would put '#main-content' into the router's URL.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(false);
    mainRef.current?.focus();
  };

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
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToContent}>
        {shellText.nav.skipToContent}
      </a>
      <Sidebar id={sidebarId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      {menuOpen && <div className={styles.backdrop} onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <div className={styles.main}>
        <TopBar sidebarId={sidebarId} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label={commonText.loading} />}
        <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
          <CachedDataNotice />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
