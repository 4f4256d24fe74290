import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Bell } from 'lucide-react';
import { uiText } from '../../lib/ui-text';
import styles from './bell-menu.module.css';

/** SPEC §2: the notifications dropdown; there are no notifications in the product, so it is always empty. */
export function BellMenu() {
  return (
    <Popover className={styles.root}>
      <PopoverButton className={styles.button} aria-label={uiText.notifications.title} title={uiText.notifications.title}>
        <Bell size={18} aria-hidden="true" />
      </PopoverButton>
      <PopoverPanel anchor={{ to: 'bottom end', gap: 6 }} className={styles.panel} focus>
        <h2 className={styles.title}>{uiText.notifications.title}</h2>
        <p className={styles.empty}>{uiText.notifications.empty}</p>
      </PopoverPanel>
    </Popover>
  );
}
