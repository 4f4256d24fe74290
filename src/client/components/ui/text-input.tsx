import type { InputHTMLAttributes, Ref } from 'react';
import { useFieldControl } from './field';
import styles from './text-input.module.css';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

/** A one-line text field; inside a Field it takes the field's id, aria-invalid and aria-describedby. */
export function TextInput({ id, invalid, className = '', 'aria-describedby': describedBy, ...rest }: TextInputProps) {
  const field = useFieldControl({ id, invalid, describedBy });
  return (
    <input
      id={field.id}
      className={`${styles.input} ${className}`.trim()}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      {...rest}
    />
  );
}
