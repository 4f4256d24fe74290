import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './toggle.module.css';

interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
}

/** A checkbox styled as a switch: native semantics, works with react-hook-form's register. */
export function Toggle({ label, className = '', ...rest }: ToggleProps) {
  return (
    <label className={`${styles.toggle} ${className}`.trim()}>
      <input type="checkbox" role="switch" className={styles.input} {...rest} />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
