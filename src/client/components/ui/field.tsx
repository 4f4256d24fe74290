import type { ReactNode } from 'react';
import styles from './field.module.css';

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control and its error message; the control should carry `aria-describedby={errorId(id)}`. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p className={styles.error} id={errorId(id)} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function errorId(id: string): string {
  return `${id}-error`;
}
