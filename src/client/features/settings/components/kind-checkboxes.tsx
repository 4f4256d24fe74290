import { EVENT_KINDS, type EventKind } from '@shared/schemas/events';
import { webhooksText } from '../text';
import styles from './webhooks.module.css';

/** The kinds of event an endpoint receives, as a list of checkboxes. */
export function KindCheckboxes({
  value,
  onChange,
  idPrefix,
}: {
  value: EventKind[];
  onChange: (kinds: EventKind[]) => void;
  idPrefix: string;
}) {
  return (
    <fieldset className={styles.kinds}>
      <legend className={styles.legend}>{webhooksText.kinds}</legend>
      {EVENT_KINDS.map((kind) => (
        <label key={kind} className={styles.kind} htmlFor={`${idPrefix}-${kind}`}>
          <input
            id={`${idPrefix}-${kind}`}
            type="checkbox"
            name="kinds"
            value={kind}
            checked={value.includes(kind)}
            onChange={(event) => onChange(event.target.checked ? [...value, kind] : value.filter((known) => known !== kind))}
          />
          <span>{webhooksText.eventKinds[kind]}</span>
        </label>
      ))}
    </fieldset>
  );
}
