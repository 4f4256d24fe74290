import type { Ref, TextareaHTMLAttributes } from 'react';
import { useFieldControl } from './field';
import styles from './text-area.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
}

/** A multi-line text field styled like TextInput; inside a Field it is wired like TextInput. */
export function TextArea({ id, invalid, className = '', rows = 4, 'aria-describedby': describedBy, ...rest }: TextAreaProps) {
  const field = useFieldControl({ id, invalid, describedBy });
  return (
    <textarea
      id={field.id}
      className={`${styles.textarea} ${className}`.trim()}
      rows={rows}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      {...rest}
    />
  );
}
