import { ChevronRight } from 'lucide-react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DEFAULT_UNIQUENESS_LEVEL, UNIQUENESS_LEVELS, uniquenessLevelLabels, type UniquenessLevel } from '@shared/uniqueness';
import { SegmentedControl } from '@client/components/ui/segmented-control';
import { creationText } from '../text';
import styles from './uniqueness-section.module.css';

const t = creationText.uniqueness;

/**
 * The creation form's optional 'Додатково' section: 'Унікалізація' low / medium / high,
 * medium unless chosen. Folded by default: none of it is one of the spec's required fields.
 */
export function UniquenessSection<T extends FieldValues & { uniqueness?: UniquenessLevel }>({
  control,
  disabled,
}: {
  control: Control<T>;
  disabled: boolean;
}) {
  const { field } = useController({ control, name: 'uniqueness' as Path<T> });
  const value = (field.value as UniquenessLevel | undefined) ?? DEFAULT_UNIQUENESS_LEVEL;
  return (
    <details className={styles.more}>
      <summary className={styles.summary}>
        <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
        <span>{t.more}</span>
        <span className={styles.optional}>{t.moreHint}</span>
      </summary>
      <div className={styles.level}>
        <SegmentedControl
          legend={t.level}
          name={field.name}
          segments={UNIQUENESS_LEVELS.map((level) => ({ value: level, label: uniquenessLevelLabels[level] }))}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          describedBy="uniqueness-hint"
        >
          <p className={styles.hint} id="uniqueness-hint">
            {t.levelHint}
          </p>
        </SegmentedControl>
      </div>
    </details>
  );
}
