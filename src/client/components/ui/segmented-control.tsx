import styles from './segmented-control.module.css';

export interface Segment<T> {
  value: T;
  label: string;
  /** The radio's form value (defaults to String(value)). */
  formValue?: string;
}

interface SegmentedControlProps<T> {
  /** The radios' group name. */
  name: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
}

/**
 * A few exclusive choices side by side (the background kind, the uniqueness level): native radios,
 * so arrows move between them and the surrounding fieldset's legend names the group.
 */
export function SegmentedControl<T>({ name, segments, value, onChange, onBlur }: SegmentedControlProps<T>) {
  return (
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
  );
}
