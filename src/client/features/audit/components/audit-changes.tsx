import type { AuditChange } from '@shared/schemas/audit';
import { auditText } from '../text';
import styles from './audit-changes.module.css';

/** An entry's fields: before → after for a change, the value alone for what was created or deleted. */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <span className={styles.none}>{auditText.noChanges}</span>;
  return (
    <dl className={styles.changes}>
      {changes.map((change) => (
        <div key={change.field} className={styles.change}>
          <dt className={styles.field}>{change.field}</dt>
          <dd className={styles.values}>
            {change.before !== null && (
              <>
                <span className="visually-hidden">{auditText.before}: </span>
                <span className={change.after === null ? styles.removed : styles.before}>{change.before}</span>
              </>
            )}
            {change.before !== null && change.after !== null && <span aria-hidden="true"> → </span>}
            {change.after !== null && (
              <>
                <span className="visually-hidden">{auditText.after}: </span>
                <span className={styles.after}>{change.after}</span>
              </>
            )}
            {change.before === null && change.after === null && auditText.empty_value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
