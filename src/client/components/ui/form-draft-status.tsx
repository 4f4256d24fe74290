import { RotateCcw } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { formatDateTime } from '@client/lib/dates';
import { commonText } from '@client/lib/text';
import type { FormDraftState } from '@client/lib/use-form-draft';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import styles from './form-draft-status.module.css';

const t = commonText.formDraft;

/**
 * A form's draft on screen: the line saying it was restored (and that secrets must be typed again),
 * with 'Скинути'; and the guard asking before a navigation to another page (the router's blocker)
 * or a reload or close of the tab (the browser's own prompt) would leave unsent input behind.
 */
export function FormDraftStatus({ draft, className = '' }: { draft: FormDraftState; className?: string }) {
  const { shouldBlock, unsaved } = draft;
  const blockOnLeave = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
    [shouldBlock],
  );
  const blocker = useBlocker(blockOnLeave);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows its prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return (
    <>
      {draft.restoredAt !== null && (
        <div className={`${styles.notice} ${className}`.trim()} role="status">
          <p className={styles.text}>
            {t.restored(formatDateTime(draft.restoredAt))}
            {draft.secretsDropped && <span className={styles.secrets}> {t.secretsNotKept}</span>}
          </p>
          <Button type="button" variant="secondary" onClick={draft.discard}>
            <RotateCcw size={14} aria-hidden="true" />
            {t.discard}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t.leaveTitle}
        description={t.leaveDescription}
        confirmLabel={t.leave}
        cancelLabel={t.stay}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </>
  );
}
