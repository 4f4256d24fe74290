import { Menu, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { commonText } from '@client/lib/text';
import { paths } from '../paths';
import { shellText } from '../text';
import { BellMenu } from './bell-menu';
import { UploadQueueMenu } from './upload-queue-menu';
import styles from './top-bar.module.css';

interface TopBarProps {
  sidebarId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ sidebarId, menuOpen, onToggleMenu }: TopBarProps) {
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.menuButton}
        onClick={onToggleMenu}
        aria-expanded={menuOpen}
        aria-controls={sidebarId}
        aria-label={menuOpen ? shellText.nav.closeMenu : shellText.nav.openMenu}
      >
        {menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
      </button>
      <Link to={paths.home.getHref()} className={styles.mobileLogo}>
        {commonText.appName}
      </Link>
      <div className={styles.tools}>
        <UploadQueueMenu />
        <BellMenu />
      </div>
    </header>
  );
}
