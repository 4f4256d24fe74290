import { useState } from 'react';
import type { CalendarMoveResult } from '@shared/schemas/calendar';
import { dateToKyivLocal, kyivLocalToDate } from '@shared/lib/kyiv-time';
import { Button } from '@client/components/ui/button';
import { DateTimeInput } from '@client/components/ui/date-time-input';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { errorMessages } from '@client/lib/error-toasts';
import { formatDateTime } from '@client/lib/dates';
import { useMoveRows } from '../api/move-rows';
import { calendarText as t } from '../text';
import type { MoveTarget } from './hour-rows';
import styles from './calendar.module.css';

interface MoveDialogProps {
  target: MoveTarget;
  /** The time first asked for (a drop), with the planner's refusal, if any. */
  initial?: { at: string; verdict: CalendarMoveResult } | undefined;
  onClose: () => void;
}

/**
 * 'Перенести…': a new Kyiv time for a planned row (or a publication's planned rows), sent to the
 * planner. A refusal stays in the dialog with the nearest allowed time and a button to take it;
 * nothing moves until the planner accepts.
 */
export function MoveDialog({ target, initial, onClose }: MoveDialogProps) {
  const [value, setValue] = useState(dateToKyivLocal(initial?.at ?? target.at));
  const [verdict, setVerdict] = useState<CalendarMoveResult | null>(initial?.verdict ?? null);
  const move = useMoveRows();
  const isRow = 'resultId' in target;

  const send = (at: string) => {
    const body = isRow ? { resultId: target.resultId, at } : { publicationId: target.publicationId, at };
    move.mutate(body, {
      onSuccess: (result) => {
        if (result.accepted) onClose();
        else setVerdict(result);
      },
    });
  };
  const submit = () => {
    const at = kyivLocalToDate(value);
    if (at) send(at.toISOString());
  };

  return (
    <ModalDialog
      onClose={onClose}
      title={isRow ? t.moveTitleRow : t.moveTitlePublication}
      description={isRow ? t.moveDescriptionRow : t.moveDescriptionPublication}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.moveCancel}
          </Button>
          <Button busy={move.isPending} disabled={kyivLocalToDate(value) === null} onClick={submit}>
            {t.moveSubmit}
          </Button>
        </>
      }
    >
      <p className={styles.moveWhat}>{target.title}</p>
      {/* Not a <label>: a click in one would reach the field's clear button, its first labelable element. */}
      <div className={styles.moveField}>
        <span aria-hidden="true">{t.moveAt}</span>
        <DateTimeInput
          label={t.moveAt}
          value={value}
          onChange={(next) => {
            setValue(next);
            setVerdict(null);
          }}
        />
      </div>
      {verdict && !verdict.accepted && (
        <div className={styles.refusal} role="alert">
          <p>{verdict.message}</p>
          {verdict.nearest && (
            <Button
              variant="secondary"
              busy={move.isPending}
              onClick={() => {
                setValue(dateToKyivLocal(verdict.nearest!));
                send(verdict.nearest!);
              }}
            >
              {t.takeNearest(formatDateTime(verdict.nearest).slice(0, 17))}
            </Button>
          )}
        </div>
      )}
      {move.isError && (
        <p className={styles.refusal} role="alert">
          {errorMessages(move.error).join(' ')}
        </p>
      )}
    </ModalDialog>
  );
}
