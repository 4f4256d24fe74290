import { X } from 'lucide-react';
import { useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { TAG_SEPARATORS } from '@shared/lib/tags';
import { commonText } from '@client/lib/text';
import { useFieldControl } from './field';
import { addTags, removeTag, splitTyped } from './tag-input-model';
import styles from './tag-input.module.css';

interface TagInputProps {
  id?: string;
  name?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  disabled?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
}

/**
 * Tags as chips: Enter or Space adds the typed tag (Enter never submits the form), and so do a comma,
 * leaving the field and pasting several words; every tag is trimmed, lowercased and deduplicated,
 * and never holds a comma (the platforms read tags as a comma-separated list). A chip's ×
 * removes it, and Backspace in the empty field removes the last one.
 */
export function TagInput({ name, value, onChange, onBlur, ref, disabled = false, placeholder, ...rest }: TagInputProps) {
  const { id, invalid, describedBy } = useFieldControl({ id: rest.id, invalid: rest.invalid, describedBy: rest['aria-describedby'] });
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    setDraft('');
    const next = addTags(value, text);
    if (next.length !== value.length || next.some((tag, i) => tag !== value[i])) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      // Enter adds the typed tag and never submits the form (not even in an empty field, right after
      // Space added the chip); Space never types a leading blank.
      if (event.nativeEvent.isComposing) return;
      event.preventDefault();
      if (draft.trim() !== '') commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!TAG_SEPARATORS.test(pasted.trim())) return;
    event.preventDefault();
    commit(`${draft} ${pasted}`);
  };

  const onType = (text: string) => {
    const split = splitTyped(value, text);
    setDraft(split.draft);
    if (split.tags.length !== value.length) onChange(split.tags);
  };

  return (
    <div className={`${styles.control} ${invalid ? styles.invalid : ''} ${disabled ? styles.disabled : ''}`}>
      {value.length > 0 && (
        <ul className={styles.chips}>
          {value.map((tag) => (
            <li key={tag} className={styles.chip}>
              <span>{tag}</span>
              {!disabled && (
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => onChange(removeTag(value, tag))}
                  aria-label={commonText.tagInput.removeTag(tag)}
                >
                  <X size={12} aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <input
        ref={ref}
        id={id}
        name={name}
        className={styles.input}
        value={draft}
        placeholder={value.length === 0 ? placeholder : undefined}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="enter"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => {
          if (draft.trim() !== '') commit(draft);
          else setDraft('');
          onBlur?.();
        }}
      />
    </div>
  );
}
