import { ExternalLink } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { SaveButton } from '@client/components/ui/button';
import { FormLayout } from '@client/components/ui/form-layout';
import { Panel } from '@client/components/ui/panel';
import styles from './account-panels.module.css';

interface ProfilePanelFormProps {
  title: string;
  /** The profile's page on the platform, opened in a new tab from the panel's heading; none while it has no address. */
  link: { href: string | null; text: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  children: ReactNode;
}

/** A panel of the profile page whose fields are saved on their own (the channel description, the Instagram profile). */
export function ProfilePanelForm({ title, link, onSubmit, busy, children }: ProfilePanelFormProps) {
  return (
    <Panel
      title={title}
      actions={
        link.href && (
          <a className={styles.external} href={link.href} target="_blank" rel="noreferrer noopener">
            {link.text} <ExternalLink size={12} aria-hidden="true" />
          </a>
        )
      }
    >
      <FormLayout onSubmit={onSubmit} actions={<SaveButton busy={busy} />}>
        {children}
      </FormLayout>
    </Panel>
  );
}
