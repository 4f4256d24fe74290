import { createContext, useContext, useMemo, type ReactNode } from 'react';
import styles from './field.module.css';

/** The id of a field's message: what its control's aria-describedby names while there is one. */
export function errorId(id: string): string {
  return `${id}-error`;
}

interface FieldState {
  id: string;
  error: string | undefined;
}

const FieldContext = createContext<FieldState | null>(null);

interface ScopeProps {
  /** The control's id (and the base of its message's id). */
  id: string;
  error?: string | undefined;
  children: ReactNode;
}

/**
 * A field's id and message for the control and the FieldError inside it, without any markup of its
 * own: for a control that has no label of its own above it (a drop zone, a group of radios).
 */
export function FieldScope({ id, error, children }: ScopeProps) {
  const state = useMemo(() => ({ id, error: error || undefined }), [id, error]);
  return <FieldContext.Provider value={state}>{children}</FieldContext.Provider>;
}

/** What a control's own props say about its wiring; a prop it is given wins over its field's. */
interface ControlWiring {
  id?: string | undefined;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
}

/**
 * The wiring a control takes from the Field (or FieldScope) around it: the field's id, aria-invalid
 * while the field shows a message, and aria-describedby naming that message. Outside a field it is
 * the control's own props.
 */
export function useFieldControl(own: ControlWiring = {}) {
  const field = useContext(FieldContext);
  const error = field?.error;
  return {
    id: own.id ?? field?.id,
    invalid: own.invalid ?? Boolean(error),
    describedBy: own.describedBy ?? (field && error ? errorId(field.id) : undefined),
  };
}

/** The message of the field around it (the element its control's aria-describedby names); nothing while there is none. */
export function FieldError({ className }: { className?: string }) {
  const field = useContext(FieldContext);
  if (!field?.error) return null;
  return (
    <p className={className ?? styles.error} id={errorId(field.id)} role="alert">
      {field.error}
    </p>
  );
}

interface FieldProps extends ScopeProps {
  label: ReactNode;
  hint?: ReactNode;
  /**
   * The hint and the message share one place, as high as the taller, so one replacing the other
   * moves nothing below (the hint is hidden, not removed, while the message shows).
   */
  steadyHint?: boolean;
}

/**
 * A label, its control and the control's hint or message. The control inside (TextInput, TextArea,
 * PasswordInput, NativeSelect, Select, TagInput, DateTimeInput) takes its id, aria-invalid and
 * aria-describedby from here: a form names a field once, by its id, and passes its message.
 */
export function Field({ id, label, error, hint, steadyHint = false, children }: FieldProps) {
  return (
    <FieldScope id={id} error={error}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {children}
        {steadyHint ? (
          <div className={styles.message}>
            <p className={styles.hint} data-hidden={error ? true : undefined} aria-hidden={error ? true : undefined}>
              {hint}
            </p>
            <FieldError />
          </div>
        ) : (
          <>
            {hint && !error && <p className={styles.hint}>{hint}</p>}
            <FieldError />
          </>
        )}
      </div>
    </FieldScope>
  );
}
