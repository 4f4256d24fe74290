import { CalendarDateTime, createCalendar } from '@internationalized/date';
import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, type FocusEvent } from 'react';
import { I18nProvider, useDateField, useDateSegment, useLocale } from 'react-aria';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import { commonText } from '@client/lib/text';
import { useFieldControl } from './field';
import { fieldValue, formatLocal, parseLocal, type WallParts } from './date-time-input-model';
import styles from './date-time-input.module.css';

/** What react-hook-form's Controller hands a custom control so that a refused submit can focus it. */
type FocusRef = (target: { focus: () => void } | null) => void;

export interface DateTimeInputProps {
  /** Inside a Field, the field's. */
  id?: string;
  /** The field's accessible name (the visible label is the surrounding Field's). */
  label: string;
  /** A Kyiv wall time `YYYY-MM-DDTHH:mm`, '' when not set, or `INCOMPLETE_DATE` (see the model). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string | undefined;
  focusRef?: FocusRef;
}

const toCalendar = (parts: WallParts | null) =>
  parts ? new CalendarDateTime(parts.year, parts.month, parts.day, parts.hour, parts.minute) : null;

/**
 * A date and time typed in parts — day, month, year, hours, minutes — always in Ukrainian order and
 * 24-hour ('дд.мм.рррр, гг:хв'), whatever the browser's language (a native datetime-local field
 * shows 'mm/dd/yyyy, --:-- --' in an English browser). Each part is a spin button (react-aria's
 * date field): digits type into it, arrows step it, Backspace clears it.
 */
export function DateTimeInput(props: DateTimeInputProps) {
  return (
    <I18nProvider locale="uk-UA">
      <SegmentedDateTime {...props} />
    </I18nProvider>
  );
}

function SegmentedDateTime({ label, value, onChange, onBlur, disabled = false, className = '', focusRef, ...rest }: DateTimeInputProps) {
  const { id, invalid, describedBy } = useFieldControl({ id: rest.id, invalid: rest.invalid, describedBy: rest['aria-describedby'] });
  const { locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  // One object per value: the state compares it by identity.
  const calendarValue = useMemo(() => toCalendar(parseLocal(value)), [value]);
  const state = useDateFieldState({
    locale,
    createCalendar,
    value: calendarValue,
    // A full value comes here; a cleared or partly filled one is reported by the effect below.
    onChange: (next) => {
      if (next)
        onChange(
          formatLocal({
            year: next.year,
            month: next.month,
            day: next.day,
            hour: 'hour' in next ? next.hour : 0,
            minute: 'minute' in next ? next.minute : 0,
          }),
        );
    },
    granularity: 'minute',
    hourCycle: 24,
    shouldForceLeadingZeros: true,
    isDisabled: disabled,
    isInvalid: invalid,
  });
  const { fieldProps } = useDateField(
    { 'aria-label': label, 'aria-describedby': describedBy, isDisabled: disabled, isInvalid: invalid },
    state,
    ref,
  );

  const editable = state.segments.filter((segment) => segment.isEditable);
  const filled = editable.some((segment) => !segment.isPlaceholder);
  const complete = editable.length > 0 && editable.every((segment) => !segment.isPlaceholder);
  // Not all parts filled: the field holds '' (none) or INCOMPLETE_DATE (some), never a stale full value.
  const partial = complete ? null : fieldValue(null, filled);
  useEffect(() => {
    if (partial !== null && partial !== value) onChange(partial);
    // Only a change of the parts reports; a new `value` from outside re-renders the parts instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partial]);

  useEffect(() => {
    const focusFirst = () => ref.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    focusRef?.({ focus: focusFirst });
    // A <label for> cannot point at a group of parts: a click on the field's label starts at its first part.
    const labels = Array.from(document.getElementsByTagName('label')).filter((label) => label.htmlFor === id);
    for (const label of labels) label.addEventListener('click', focusFirst);
    return () => {
      for (const label of labels) label.removeEventListener('click', focusFirst);
    };
  }, [focusRef, id]);

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
  const clear = () => {
    for (const segment of editable) state.clearSegment(segment.type);
    onChange('');
  };

  return (
    <div
      className={`${styles.wrap} ${className}`.trim()}
      onBlur={leave}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <div {...fieldProps} id={id} ref={ref} className={styles.field}>
        {state.segments.map((segment, index) => (
          <Segment key={index} segment={segment} state={state} />
        ))}
      </div>
      {filled && !disabled && (
        <button
          type="button"
          className={styles.clear}
          onClick={clear}
          aria-label={commonText.dateTime.clear(label)}
          title={commonText.dateTime.clearTitle}
        >
          <X size={14} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <div
      {...segmentProps}
      ref={ref}
      className={segment.isEditable ? styles.segment : styles.literal}
      data-placeholder={segment.isPlaceholder || undefined}
    >
      {segment.text}
    </div>
  );
}
