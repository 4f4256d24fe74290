import type { InputHTMLAttributes, Ref } from 'react';
import styles from './text-input.module.css';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

export function TextInput({ invalid = false, className = '', ...rest }: TextInputProps) {
  return <input className={`${styles.input} ${className}`.trim()} aria-invalid={invalid || undefined} {...rest} />;
}
