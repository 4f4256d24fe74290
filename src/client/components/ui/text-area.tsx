import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from './text-area.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
}

/** A multi-line text field styled like TextInput. */
export function TextArea({ invalid = false, className = '', rows = 4, ...rest }: TextAreaProps) {
  return <textarea className={`${styles.textarea} ${className}`.trim()} rows={rows} aria-invalid={invalid || undefined} {...rest} />;
}
