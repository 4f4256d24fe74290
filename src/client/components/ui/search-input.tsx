import { Search } from 'lucide-react';
import { commonMessages } from '@shared/messages/common';
import { TextInput, type TextInputProps } from './text-input';
import styles from './search-input.module.css';

export function SearchInput({ placeholder = commonMessages.searchPlaceholder, className = '', ...rest }: Omit<TextInputProps, 'type'>) {
  return (
    <div className={styles.wrap}>
      <Search className={styles.icon} size={16} aria-hidden="true" />
      <TextInput
        type="search"
        placeholder={placeholder}
        aria-label={placeholder}
        className={`${styles.input} ${className}`.trim()}
        {...rest}
      />
    </div>
  );
}
