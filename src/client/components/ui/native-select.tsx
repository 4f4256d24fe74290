import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { useFieldControl } from './field';
import styles from './native-select.module.css';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly { value: string; label: string }[];
  invalid?: boolean;
}

/** The browser's own select, for short fixed lists (e.g. ipv4/ipv6); works with react-hook-form's register. */
export function NativeSelect({ options, id, invalid, className = '', 'aria-describedby': describedBy, ...rest }: NativeSelectProps) {
  const field = useFieldControl({ id, invalid, describedBy });
  return (
    <div className={`${styles.wrap} ${className}`.trim()}>
      <select
        id={field.id}
        className={styles.select}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        {...rest}
      >
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
