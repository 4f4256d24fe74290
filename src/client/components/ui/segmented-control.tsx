import type { ReactNode } from 'react';
import { useFieldControl } from './field';
import styles from './segmented-control.module.css';

export interface Segment<T> {
  value: T;
  label: string;
  /** The radio's form value (defaults to String(value)). */
  formValue?: string;
}

interface SegmentedControlProps<T> {
  /** What the choice is about: the fieldset's legend names the radio group. */
  legend: string;
  /** The radios' group name. */
  name: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** The id of a hint or message under the choices (`children`); inside a FieldScope, its message's. */
  describedBy?: string;
  /** Shown under the choices: a hint or a message. */
  children?: ReactNode;
}

/**
 * A few exclusive choices side by side (the background kind, the uniqueness level): native radios in
 * a fieldset, so arrows move between them and the legend names the group.
 */
export function SegmentedControl<T>({
  legend,
  name,
  segments,
  value,
  onChange,
  onBlur,
  disabled,
  describedBy,
  children,
}: SegmentedControlProps<T>) {
  const field = useFieldControl({ describedBy });
  return (
    <fieldset className={styles.group} disabled={disabled} aria-describedby={field.describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.segments}>
        {segments.map((segment) => {
          const formValue = segment.formValue ?? String(segment.value);
          const chosen = segment.value === value;
          return (
            <label key={formValue} className={chosen ? `${styles.segment} ${styles.chosen}` : styles.segment}>
              <input type="radio" name={name} value={formValue} checked={chosen} onChange={() => onChange(segment.value)} onBlur={onBlur} />
              {segment.label}
            </label>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
