import type { AuditChange } from '@shared/schemas/audit';
import { auditText } from '../text';
import styles from './audit-changes.module.css';

const shown = (value: string | null) => (value === null ? auditText.empty_value : value);

/** An entry's fields, each before → after ('—' where there was or is nothing). */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <span className={styles.none}>{auditText.noChanges}</span>;
  return (
    <dl className={styles.changes}>
      {changes.map((change) => (
        <div key={change.field} className={styles.change}>
          <dt className={styles.field}>{change.field}</dt>
          <dd className={styles.values}>
            <span className="visually-hidden">{auditText.before}: </span>
            <span className={styles.before}>{shown(change.before)}</span>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden">{auditText.after}: </span>
            <span className={styles.after}>{shown(change.after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
