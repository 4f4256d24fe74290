import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { commonText } from '@client/lib/text';
import { countBand, type CountBand } from './character-count-model';
import styles from './character-count.module.css';

const t = commonText.characterCount;

interface CharacterCountProps<TValues extends FieldValues, TContext, TTransformed> {
  control: Control<TValues, TContext, TTransformed>;
  name: FieldPathByValue<TValues, string | undefined>;
  max: number;
  /**
   * The length as the platform counts what will be sent (e.g. a caption with its hashtags); the
   * field's UTF-16 length when not given.
   */
  measure?: (value: string) => number;
}

/**
 * 'N / max' under a text field with a length limit, so the limit is seen before the submit. Screen
 * readers hear it only when it matters, politely and once per change of band: when the rest falls to
 * a tenth of the limit, and when the text goes over it (not at every keystroke).
 */
export function CharacterCount<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
  max,
  measure,
}: CharacterCountProps<TValues, TContext, TTransformed>) {
  const value = useWatch({ control, name }) as string | undefined;
  // The schemas' maxLength counts UTF-16 units, as String.length does.
  const length = measure ? measure(value ?? '') : (value ?? '').length;
  const band = countBand(length, max);
  const [announcement, setAnnouncement] = useState('');
  const lastBand = useRef<CountBand>(band);
  useEffect(() => {
    if (band === lastBand.current) return;
    lastBand.current = band;
    setAnnouncement(band === 'over' ? t.over(length - max) : band === 'near' ? t.left(max - length) : '');
    // Only a change of band speaks; the exact figure at that moment is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [band]);
  return (
    <div className={styles.count}>
      <span className={`${styles.figure} ${band === 'over' ? styles.over : band === 'near' ? styles.near : ''}`} aria-hidden="true">
        {t.figure(length, max)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
