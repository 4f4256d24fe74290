import { X } from 'lucide-react';
import { useId, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { commonText } from '@client/lib/text';
import { useFieldControl } from './field';
import { addTags, type ChipKind, chipRules, removeTag, splitTyped } from './tag-input-model';
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
  /** Tags (the default) or labels: what separates them, how they are cleaned (tag-input-model). */
  kind?: ChipKind;
  /** Chips already in use elsewhere, offered while typing (those already chosen are left out, case ignored). */
  suggestions?: readonly string[];
}

/**
 * Tags as chips: Enter or Space adds the typed tag (Enter never submits the form), and so do a comma,
 * leaving the field and pasting several words; every tag is trimmed, lowercased and deduplicated,
 * and never holds a comma (the platforms read tags as a comma-separated list). A chip's ×
 * removes it, and Backspace in the empty field removes the last one. With `kind="label"` the chips
 * are labels: phrases with blanks, added by Enter, a comma or a semicolon, the first spelling kept.
 * `suggestions` are offered as the browser's own list under the field (a datalist).
 */
export function TagInput({
  name,
  value,
  onChange,
  onBlur,
  ref,
  disabled = false,
  placeholder,
  kind = 'tag',
  suggestions,
  ...rest
}: TagInputProps) {
  const { id, invalid, describedBy } = useFieldControl({ id: rest.id, invalid: rest.invalid, describedBy: rest['aria-describedby'] });
  const [draft, setDraft] = useState('');
  const listId = useId();
  const rules = chipRules(kind);
  const chosen = new Set(value.map((tag) => tag.toLowerCase()));
  const offered = (suggestions ?? []).filter((suggestion) => !chosen.has(suggestion.toLowerCase()));

  const commit = (text: string) => {
    setDraft('');
    const next = addTags(value, text, kind);
    if (next.length !== value.length || next.some((tag, i) => tag !== value[i])) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || (event.key === ' ' && rules.spaceCommits)) {
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
    if (!rules.separators.test(pasted.trim())) return;
    event.preventDefault();
    commit(kind === 'tag' ? `${draft} ${pasted}` : `${draft}${pasted}`);
  };

  const onType = (text: string) => {
    const split = splitTyped(value, text, kind);
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
                  aria-label={kind === 'tag' ? commonText.tagInput.removeTag(tag) : commonText.tagInput.removeLabel(tag)}
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
        list={offered.length > 0 ? listId : undefined}
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
      {offered.length > 0 && (
        <datalist id={listId}>
          {offered.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </div>
  );
}
