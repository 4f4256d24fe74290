import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronsUpDown, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { logout } from '@client/features/auth/api/logout';
import { useAuth } from '@client/lib/auth-store';
import { paths } from '../paths';
import { shellText } from '../text';
import { clearSessionData } from '../providers';
import styles from './user-menu.module.css';

/** The current user's login, 'Налаштування' → /setting and 'Вийти'. */
export function UserMenu({ onNavigate }: { onNavigate: () => void }) {
  const login = useAuth((s) => s.user?.login ?? '');
  const queryClient = useQueryClient();
  return (
    <Menu as="div" className={styles.root}>
      <MenuButton className={styles.button} aria-label={`${login} — ${shellText.nav.userMenu}`}>
        {/* The initial is drawn by CSS: the button's visible text stays the login, which its name starts with (WCAG 2.5.3). */}
        <span className={styles.avatar} data-initial={login.slice(0, 1).toUpperCase()} aria-hidden="true" />
        <span className={styles.login}>{login}</span>
        <ChevronsUpDown size={16} aria-hidden="true" className={styles.chevron} />
      </MenuButton>
      <MenuItems anchor={{ to: 'top start', gap: 6 }} className={styles.items}>
        <MenuItem>
          <Link to={paths.settings.getHref()} className={styles.item} onClick={onNavigate}>
            <Settings size={16} aria-hidden="true" />
            {shellText.nav.settings}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" className={styles.item} onClick={() => void logout(() => clearSessionData(queryClient))}>
            <LogOut size={16} aria-hidden="true" />
            {shellText.nav.logout}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
