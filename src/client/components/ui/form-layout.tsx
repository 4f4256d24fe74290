import type { FormHTMLAttributes, ReactNode } from 'react';
import { Form } from './form';
import styles from './form-layout.module.css';

/** A narrow stacked form with its action row, sent by its button only (see `Form`). */
export function FormLayout({ children, actions, ...rest }: FormHTMLAttributes<HTMLFormElement> & { actions: ReactNode }) {
  return (
    <Form className={styles.form} {...rest}>
      {children}
      <div className={styles.actions}>{actions}</div>
    </Form>
  );
}
