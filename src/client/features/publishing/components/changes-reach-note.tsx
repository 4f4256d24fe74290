import { Info } from 'lucide-react';
import { publishingText } from '../text';
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
      <span>{publishingText.publication.changesReach(count)}</span>
    </p>
  );
}
