import type { FormHTMLAttributes, ReactNode } from 'react';
import styles from './form-layout.module.css';

/** A narrow stacked form with its action row; `noValidate` because the schema validates. */
export function FormLayout({ children, actions, ...rest }: FormHTMLAttributes<HTMLFormElement> & { actions: ReactNode }) {
  return (
    <form className={styles.form} noValidate {...rest}>
      {children}
      <div className={styles.actions}>{actions}</div>
    </form>
  );
}
