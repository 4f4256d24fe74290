import { ExternalLink } from 'lucide-react';
import { healthStateLabels } from '@shared/schemas/fleet-health';
import { paths } from '@client/app/paths';
import { Button } from '@client/components/ui/button';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { commonText } from '@client/lib/text';
import { publishingText } from '../text';
import { unreadyByProfile, type UnreadyPair } from '../model/readiness-model';
import styles from './unready-choice-dialog.module.css';

const t = publishingText.readiness;

interface UnreadyChoiceDialogProps {
  unready: readonly UnreadyPair[];
  /** Whether anything would be left to publish without the unready pairs. */
  canSkip: boolean;
  onSkip: () => void;
  /** 'Виправити профілі', Escape or a click outside: nothing is sent. */
  onCancel: () => void;
}

/**
 * Asked after 'Опублікувати' when some chosen profile × platform cannot publish now: the unready
 * profiles (each a link to its page, in a new tab, so the form stays as it is) with what holds each
 * platform back, and the choice: 'Пропустити N неготових' sends without them, 'Виправити профілі'
 * sends nothing. Nothing goes out until the operator chooses.
 */
export function UnreadyChoiceDialog({ unready, canSkip, onSkip, onCancel }: UnreadyChoiceDialogProps) {
  const byProfile = [...unreadyByProfile(unready).values()];
  return (
    <ModalDialog
      onClose={onCancel}
      size="wide"
      title={t.dialogTitle(unready.length)}
      description={canSkip ? t.dialogText : t.allUnready}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus={!canSkip}>
            {t.fix}
          </Button>
          {canSkip && (
            <Button onClick={onSkip} autoFocus>
              {t.skip(unready.length)}
            </Button>
          )}
        </>
      }
    >
      <ul className={styles.list}>
        {byProfile.map((pairs) => {
          const account = pairs[0]!.account;
          return (
            <li key={account.id} className={styles.item}>
              <a
                className={styles.profile}
                href={paths.accounts.detail.getHref(account.id)}
                target="_blank"
                rel="noopener"
                aria-label={t.openProfile(account.title)}
              >
                <span className={styles.profileTitle}>{account.title}</span>
                <ExternalLink size={12} aria-hidden="true" />
              </a>
              <span className={styles.reasons}>
                {pairs
                  .map((pair) =>
                    t.pairReason(
                      commonText.platforms[pair.platform],
                      pair.reasons.map((state) => healthStateLabels[state]),
                    ),
                  )
                  .join('; ')}
              </span>
            </li>
          );
        })}
      </ul>
    </ModalDialog>
  );
}
