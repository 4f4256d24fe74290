import type { ButtonHTMLAttributes } from 'react';
import { commonText } from '@client/lib/text';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  busy?: boolean;
}

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${styles.button} ${styles[variant]} ${extra}`.trim();
}

export function Button({ variant = 'primary', busy = false, className = '', children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}

/** A form's 'Зберегти': its submit button, with a spinner while the save is under way. */
export function SaveButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" busy={busy}>
      {commonText.actions.save}
    </Button>
  );
}
