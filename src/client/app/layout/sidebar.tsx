import { ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@client/lib/auth-store';
import { commonText } from '@client/lib/text';
import { paths } from '../paths';
import { shellText } from '../text';
import { activeLink } from './nav-match';
import { navItems, type NavLeaf } from './nav-items';
import { UserMenu } from './user-menu';
import styles from './sidebar.module.css';

interface SidebarProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ id, open, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const isAdmin = useAuth((s) => s.user?.role === 'admin');
  const items = navItems.filter((item) => !item.adminOnly || isAdmin);
  const leaves: NavLeaf[] = items.flatMap((item) => item.children ?? [item]);
  const active = activeLink(pathname, leaves);
  const activeParent = items.find((item) => item.children?.includes(active as NavLeaf))?.key ?? null;

  // A parent opens on click, and opens by itself when the path enters one of its children.
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(activeParent ? [activeParent] : []));
  const [seenParent, setSeenParent] = useState(activeParent);
  if (activeParent !== seenParent) {
    setSeenParent(activeParent);
    if (activeParent && !expanded.has(activeParent)) setExpanded(new Set(expanded).add(activeParent));
  }

  const toggle = (key: string) => {
    const next = new Set(expanded);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setExpanded(next);
  };

  const groupId = useId();

  const leafLink = (leaf: NavLeaf, nested: boolean, icon?: ReactNode) => (
    <Link
      to={leaf.to}
      className={`${styles.link} ${nested ? styles.nested : ''} ${leaf === active ? styles.active : ''}`}
      aria-current={leaf === active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {icon}
      <span>{leaf.label}</span>
    </Link>
  );

  return (
    <aside id={id} className={`${styles.sidebar} ${open ? styles.open : ''}`}>
      <Link to={paths.home.getHref()} className={styles.logo} onClick={onNavigate}>
        {commonText.appName}
      </Link>
      <nav className={styles.nav} aria-label={shellText.nav.mainNavigation}>
        <ul className={styles.list}>
          {items.map((item) => {
            const Icon = item.icon;
            if (!item.children) return <li key={item.key}>{leafLink(item, false, <Icon size={18} aria-hidden="true" />)}</li>;
            const isOpen = expanded.has(item.key);
            const childrenId = `${groupId}-${item.key}`;
            return (
              <li key={item.key}>
                <button
                  type="button"
                  className={`${styles.link} ${styles.parent} ${item.key === activeParent ? styles.parentActive : ''}`}
                  aria-expanded={isOpen}
                  aria-controls={childrenId}
                  onClick={() => toggle(item.key)}
                >
                  <Icon size={18} aria-hidden="true" />
                  <span>{item.label}</span>
                  <ChevronRight size={16} aria-hidden="true" className={`${styles.chevron} ${isOpen ? styles.chevronOpen : ''}`} />
                </button>
                <ul id={childrenId} className={styles.children} hidden={!isOpen}>
                  {item.children.map((child) => (
                    <li key={child.to}>{leafLink(child, true)}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <UserMenu onNavigate={onNavigate} />
    </aside>
  );
}
