import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import { shellText } from '../text';
import styles from './bell-menu.module.css';

/** The notifications dropdown; there are no notifications in the product, so it is always empty. */
export function BellMenu() {
  const titleId = useId();
  return (
    <Popover className={styles.root}>
      <PopoverButton className={styles.button} aria-label={shellText.notifications.title} title={shellText.notifications.title}>
        <Bell size={18} aria-hidden="true" />
      </PopoverButton>
      {/*
        Headless UI adds focusable, aria-hidden "focus sentinels" around a panel it thinks is
        portalled: one that is anchored, or whose button's next focusable element lies outside it.
        So the panel is not anchored (CSS places it under the top bar's tools) and its content is the
        next tab stop after the button: a region named by its title.
      */}
      <PopoverPanel className={styles.panel} focus>
        <section className={styles.content} tabIndex={0} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {shellText.notifications.title}
          </h2>
          <p className={styles.empty}>{shellText.notifications.empty}</p>
        </section>
      </PopoverPanel>
    </Popover>
  );
}
