import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { Check, ChevronDown, TriangleAlert, X } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { commonMessages } from '@shared/messages/common';
import { commonText } from '@client/lib/text';
import { useFieldControl } from './field';
import { filterOptions, leafOptions, type SelectOption, type SelectValue } from './select-options';
import { useDismissOnOutsidePress } from './use-dismiss-on-outside-press';
import styles from './select.module.css';

export type { SelectOption, SelectValue } from './select-options';

interface CommonProps<V extends SelectValue> {
  options: SelectOption<V>[];
  id?: string;
  name?: string;
  placeholder?: string;
  /** Shown when no option matches: 'Нічого не знайдено' by default, 'Не знайдено' in the video and group forms. */
  emptyText?: string;
  disabled?: boolean;
  invalid?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

interface SingleProps<V extends SelectValue> extends CommonProps<V> {
  multiple?: false;
  value: V | null;
  onChange: (value: V | null) => void;
}

interface MultiProps<V extends SelectValue> extends CommonProps<V> {
  multiple: true;
  /** 'Вибрати всі' and 'Вибрати знайдені' (what the typed search matches) above the field. */
  selectAll?: boolean;
  value: V[];
  onChange: (value: V[]) => void;
}

export type SelectProps<V extends SelectValue> = SingleProps<V> | MultiProps<V>;

export function Select<V extends SelectValue>(props: SelectProps<V>) {
  const { options, name, placeholder = commonMessages.selectPlaceholder, emptyText = commonMessages.notFound, disabled, onBlur } = props;
  const { id, invalid, describedBy } = useFieldControl({ id: props.id, invalid: props.invalid, describedBy: props['aria-describedby'] });
  // Headless UI's ComboboxInput writes its own aria-describedby (from its Description components,
  // which the app does not use) over the prop: the field's message is set on the element instead.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
  }, [describedBy]);
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Closing as Escape does (Headless UI's Combobox has no close of its own to call from outside).
  const close = useCallback(() => {
    inputRef.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  }, []);
  // Opened on purpose (a press on the field, or typing into it), not by focus arriving with Tab.
  const chosenToOpen = useRef(false);
  const armed = useCallback(() => chosenToOpen.current, []);
  const pressing = useRef(false);
  // A native listener: Headless UI's Combobox root does not pass a pointer handler through.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const view = root.ownerDocument.defaultView ?? window;
    const release = () => {
      pressing.current = false;
    };
    const press = () => {
      chosenToOpen.current = true;
      pressing.current = true;
      view.addEventListener('pointerup', release, { capture: true, once: true });
    };
    root.addEventListener('pointerdown', press);
    return () => {
      root.removeEventListener('pointerdown', press);
      view.removeEventListener('pointerup', release, { capture: true });
    };
  }, []);
  useDismissOnOutsidePress(open, rootRef, close, armed);
  const [query, setQuery] = useState('');
  const groupIdPrefix = useId();
  const labels = useMemo(() => new Map(leafOptions(options).map((o) => [o.value, o.label])), [options]);
  const visible = useMemo(() => filterOptions(options, query), [options, query]);
  const labelOf = (value: V) => labels.get(value) ?? String(value);
  const warnings = useMemo(() => new Map(leafOptions(options).map((o) => [o.value, o.warning])), [options]);

  const selected: V[] = props.multiple ? props.value : props.value === null ? [] : [props.value];

  const remove = (value: V) => {
    if (props.multiple) props.onChange(props.value.filter((v) => v !== value));
  };

  const renderOption = (option: SelectOption<V>, nested: boolean) => (
    <ComboboxOption
      key={String(option.value)}
      value={option.value}
      disabled={option.disabled}
      className={`${styles.option} ${nested ? styles.nested : ''}`}
    >
      {({ selected: isSelected }) => (
        <>
          <span className={styles.check} aria-hidden="true">
            {isSelected && <Check size={14} />}
          </span>
          <span className={styles.label}>{option.label}</span>
          {option.detail && <span className={styles.detail}>{option.detail}</span>}
        </>
      )}
    </ComboboxOption>
  );

  /**
   * The listbox holds only options and groups (ARIA requires it): when nothing matches, it is left
   * empty and hidden, and the empty text shows in its place as a status message.
   */
  const actionsRef = useRef<HTMLDivElement>(null);
  // A press on 'Вибрати знайдені' must not close the list first (that would clear the search it uses):
  // Headless UI leaves a pointerup alone when its default is prevented, and the focus stays in the field.
  useEffect(() => {
    const actions = actionsRef.current;
    if (!actions) return;
    const view = actions.ownerDocument.defaultView ?? window;
    const keepOpen = (event: PointerEvent) => {
      if (event.target instanceof Node && actions.contains(event.target)) event.preventDefault();
    };
    view.addEventListener('pointerup', keepOpen, true);
    return () => view.removeEventListener('pointerup', keepOpen, true);
  }, []);
  const addAll = (which: SelectOption<V>[]) => {
    if (!props.multiple) return;
    const adding = leafOptions(which).filter((option) => !option.disabled && !props.value.includes(option.value));
    if (adding.length > 0) props.onChange([...props.value, ...adding.map((option) => option.value)]);
  };

  const body = ({ open: isOpen }: { open: boolean }) => (
    <>
      {props.multiple && props.selectAll && (
        <div className={styles.bulk} ref={actionsRef}>
          <button
            type="button"
            className={styles.bulkAction}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => addAll(options)}
          >
            {commonText.select.selectAll}
          </button>
          <button
            type="button"
            className={styles.bulkAction}
            disabled={disabled || query.trim() === ''}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => addAll(visible)}
          >
            {commonText.select.selectFound}
          </button>
        </div>
      )}
      <OpenState open={isOpen} onChange={setOpen} />
      <div className={`${styles.control} ${invalid ? styles.invalid : ''} ${disabled ? styles.disabled : ''}`}>
        {props.multiple && selected.length > 0 && (
          <ul className={styles.chips}>
            {selected.map((value) => (
              <li
                key={String(value)}
                className={`${styles.chip} ${warnings.get(value) ? styles.chipWarning : ''}`}
                title={warnings.get(value)}
                data-warning={warnings.get(value) ? 'true' : undefined}
              >
                {warnings.get(value) && <TriangleAlert size={12} aria-hidden="true" className={styles.chipIcon} />}
                <span>{labelOf(value)}</span>
                {warnings.get(value) && <span className="visually-hidden">. {warnings.get(value)}</span>}
                <button
                  type="button"
                  className={styles.chipRemove}
                  onClick={() => remove(value)}
                  aria-label={commonText.select.remove(labelOf(value))}
                  disabled={disabled}
                >
                  <X size={12} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <ComboboxInput
          ref={inputRef}
          id={id}
          className={styles.input}
          placeholder={selected.length > 0 && props.multiple ? '' : placeholder}
          aria-label={props['aria-label']}
          displayValue={(value: V | V[] | null) => (props.multiple || value === null || Array.isArray(value) ? '' : labelOf(value))}
          onChange={(event) => {
            chosenToOpen.current = true;
            setQuery(event.target.value);
          }}
          onBlur={onBlur}
          onFocus={(event) => {
            // Focus arriving from another field without a press here (Tab) opens the list by itself:
            // not armed. Headless UI's own return of focus from an option keeps it as it was.
            const from = event.relatedTarget;
            if (!pressing.current && from instanceof Node && !rootRef.current?.contains(from)) chosenToOpen.current = false;
          }}
          autoComplete="off"
        />
        <ComboboxButton className={styles.button} aria-label={commonText.select.open}>
          <ChevronDown size={16} aria-hidden="true" />
        </ComboboxButton>
      </div>
      <ComboboxOptions className={styles.options} modal={false}>
        {visible.map((option, index) =>
          option.children?.length ? (
            <div key={`group-${String(option.value)}`} role="group" aria-labelledby={`${groupIdPrefix}-${index}`}>
              <div id={`${groupIdPrefix}-${index}`} className={styles.groupHeader} role="presentation">
                {option.label}
              </div>
              {option.children.map((child) => renderOption(child, true))}
            </div>
          ) : (
            renderOption(option, false)
          ),
        )}
      </ComboboxOptions>
      {isOpen && visible.length === 0 && (
        <div className={`${styles.options} ${styles.empty}`} role="status">
          {emptyText}
        </div>
      )}
    </>
  );

  const rootProps = {
    as: 'div',
    ref: rootRef,
    className: styles.root,
    disabled,
    invalid,
    name,
    immediate: true,
    onClose: () => setQuery(''),
  } as const;
  return props.multiple ? (
    <Combobox
      {...rootProps}
      multiple
      value={props.value}
      onChange={(next: V[]) => {
        setQuery('');
        props.onChange(next);
      }}
    >
      {body}
    </Combobox>
  ) : (
    <Combobox
      {...rootProps}
      value={props.value}
      onChange={(next: V | null) => {
        setQuery('');
        props.onChange(next);
      }}
    >
      {body}
    </Combobox>
  );
}

/** Mirrors the Combobox's open state (known only inside its render prop) into the Select's state. */
function OpenState({ open, onChange }: { open: boolean; onChange: (open: boolean) => void }) {
  useLayoutEffect(() => onChange(open), [open, onChange]);
  return null;
}
