import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PlatformState } from '@client/components/accounts/platform-state';
import { Toggle } from '@client/components/ui/toggle';
import styles from './account-form.module.css';

interface PlatformSectionProps {
  label: string;
  toggle: UseFormRegisterReturn;
  /** The toggle's current value: the platform's fields exist only while it is on. */
  on: boolean;
  /** The saved profile's state on this platform, if the profile exists. */
  saved?: { enabled: boolean; active: boolean };
  children: ReactNode;
}

export function PlatformSection({ label, toggle, on, saved, children }: PlatformSectionProps) {
  return (
    <fieldset className={styles.platform}>
      <legend className="visually-hidden">{label}</legend>
      <div className={styles.platformHead}>
        <Toggle label={label} {...toggle} />
        {saved && <PlatformState enabled={saved.enabled} active={saved.active} />}
      </div>
      {on && <div className={styles.platformFields}>{children}</div>}
    </fieldset>
  );
}
