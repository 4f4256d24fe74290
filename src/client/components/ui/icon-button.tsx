import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './icon-button.module.css';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name (also the tooltip): icon-only buttons must say what they do. */
  label: string;
  tone?: 'neutral' | 'danger';
  children: ReactNode;
}

export function IconButton({ label, tone = 'neutral', className = '', type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button type={type} className={`${styles.button} ${styles[tone]} ${className}`.trim()} aria-label={label} title={label} {...rest}>
      {children}
    </button>
  );
}
