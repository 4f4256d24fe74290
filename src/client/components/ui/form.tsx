import type { FormHTMLAttributes, KeyboardEvent, Ref } from 'react';

/** Input types whose Enter is a press of that control itself, not an implicit submit. */
const PRESSABLE = new Set(['submit', 'image', 'button', 'reset']);

/**
 * Keeps Enter in a one-line field from submitting its form (the browser's implicit submission):
 * a half-typed tag, a name or a proxy then never sends the form; only its button does. A textarea
 * keeps its new line, and a button or a list handles its own Enter before this.
 */
export function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target;
  if (target instanceof HTMLInputElement && !PRESSABLE.has(target.type)) event.preventDefault();
}

export type FormProps = FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };

/**
 * A form that sends something the operator cannot take back (a publication, a profile, a user, a
 * group, a tag set, a folder, a creation request): submitted by its button only, never by Enter in
 * a text field. `noValidate` because the schema validates. The sign-in form and the search boxes
 * stay plain forms, where Enter sends.
 */
export function Form({ onKeyDown, ...rest }: FormProps) {
  return (
    <form
      noValidate
      onKeyDown={(event) => {
        preventImplicitSubmit(event);
        onKeyDown?.(event);
      }}
      {...rest}
    />
  );
}
