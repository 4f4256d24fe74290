import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import styles from './native-select.module.css';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly { value: string; label: string }[];
  invalid?: boolean;
}

/** The browser's own select, for short fixed lists (e.g. ipv4/ipv6); works with react-hook-form's register. */
export function NativeSelect({ options, invalid = false, className = '', ...rest }: NativeSelectProps) {
  return (
    <div className={`${styles.wrap} ${className}`.trim()}>
      <select className={styles.select} aria-invalid={invalid || undefined} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className={styles.icon} size={16} aria-hidden="true" />
    </div>
  );
}
