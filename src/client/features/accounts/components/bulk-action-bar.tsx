import { useState } from 'react';
import { BULK_ACTION_KINDS, type BulkActionKind, bulkActions, profilesCount } from '@shared/schemas/bulk-actions';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/native-select';
import { accountsText } from '../text';
import type { BulkSelectionState, Chosen } from '../hooks/use-bulk-selection';
import { BulkActionDialog } from './bulk-action-dialog';
import styles from './bulk-action-bar.module.css';

const t = accountsText.bulk;

interface BulkActionBarProps {
  selection: BulkSelectionState;
  /** The profiles on this page (a profile once), for 'Вибрати всі на сторінці' and the confirmation's names. */
  onPage: Chosen[];
  /** How many the current filter finds (null while unknown). */
  found: number | null;
}

/**
 * Above a profiles list: how many are chosen, 'Вибрати всі на сторінці', 'Вибрати всі знайдені',
 * the action to run and 'Скасувати вибір'. The action opens its confirmation; after it, the choice is cleared.
 */
export function BulkActionBar({ selection, onPage, found }: BulkActionBarProps) {
  const [kind, setKind] = useState<BulkActionKind | ''>('');
  const [open, setOpen] = useState<BulkActionKind | null>(null);
  const count = selection.count(found ?? 0);
  const names = selection.names(onPage);
  return (
    <div className={styles.bar} role="region" aria-label={t.bar}>
      <p className={styles.count} aria-live="polite">
        {count === 0 ? t.noneSelected : selection.allFound ? t.allFoundSelected(profilesCount(count)) : t.selected(profilesCount(count))}
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" disabled={selection.allFound || onPage.length === 0} onClick={() => selection.toggle(onPage, true)}>
          {t.selectPage}
        </Button>
        {found !== null && found > 0 && !selection.allFound && (
          <Button variant="secondary" onClick={selection.selectAllFound}>
            {t.selectAllFound(found.toLocaleString('uk-UA'))}
          </Button>
        )}
        {count > 0 && (
          <>
            <label className={styles.action}>
              <span className="visually-hidden">{t.action}</span>
              <NativeSelect
                name="bulkAction"
                value={kind}
                onChange={(event) => setKind(event.target.value as BulkActionKind | '')}
                options={[
                  { value: '', label: t.chooseAction },
                  ...BULK_ACTION_KINDS.map((value) => ({ value, label: bulkActions[value].label })),
                ]}
              />
            </label>
            <Button disabled={kind === ''} onClick={() => kind !== '' && setOpen(kind)}>
              {t.next}
            </Button>
            <Button variant="secondary" onClick={selection.clear}>
              {t.clear}
            </Button>
          </>
        )}
      </div>
      {open !== null && (
        <BulkActionDialog
          kind={open}
          count={count}
          names={names}
          selection={selection.request()}
          onClose={(started) => {
            setOpen(null);
            if (started) {
              setKind('');
              selection.clear();
            }
          }}
        />
      )}
    </div>
  );
}
