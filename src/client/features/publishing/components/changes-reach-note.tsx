import { Info } from 'lucide-react';
import { uiText } from '@client/lib/ui-text';
import styles from './changes-reach-note.module.css';

/**
 * Over the publication's title, description, tags and options: how many videos a change of them
 * reaches (those not yet sent to a platform; the rest keep what they went out with). Follows the form
 * as it changes, read out politely.
 */
export function ChangesReachNote({ count }: { count: number }) {
  return (
    <p className={styles.note} role="status">
      <Info size={16} aria-hidden="true" className={styles.icon} />
      <span>{uiText.publication.changesReach(count)}</span>
    </p>
  );
}
