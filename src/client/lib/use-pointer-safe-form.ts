import { useCallback, useEffect, useRef } from 'react';
import { type FieldPath, type FieldValues, type RegisterOptions, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * A message shown when a field is left must not move what the pointer is pressing.
 * Leaving a field with the mouse happens on mousedown elsewhere; a line added under the field right
 * then moves everything below it before mouseup, and the browser drops the click (an operator's
 * 'YouTube' switch stayed off, a 'Зберегти' under an empty first field did nothing). So a check
 * started by leaving a field waits, while a pointer is pressed, until that press has ended and its
 * click has been handled; with the keyboard (or with no press under way) it runs at once.
 *
 * Returns `afterPress(run)`: runs `run` now, or right after the current press ends.
 */
export function usePointerSafeBlur(): (run: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<Array<() => void>>([]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const jobs = waiting.current;
      waiting.current = [];
      for (const job of jobs) job();
    };
    const down = () => {
      pressed.current = true;
    };
    const up = () => {
      if (!pressed.current) return;
      pressed.current = false;
      // pointerup, mouseup and click come in one task: a timer runs after the click took effect.
      clearTimeout(timer);
      timer = setTimeout(flush, 0);
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    // A press released outside the window sends no pointerup: leaving the window ends it too.
    window.addEventListener('blur', up);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
      window.removeEventListener('blur', up);
    };
  }, []);

  return useCallback((run: () => void) => {
    if (pressed.current) waiting.current.push(run);
    else run();
  }, []);
}

/** Whether a left field is worth checking before the first submit: the operator put something in it. */
export function hasInput(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined;
}

/**
 * `useForm` for every form of the app: messages appear on submit and then follow each change; before
 * the first submit, leaving a field that holds input checks it, and a shown message goes as soon as
 * the field is put right. The check on leaving never runs while a pointer is pressed (see
 * usePointerSafeBlur), so no click below the field is lost. `register` carries that behaviour;
 * Controller fields are checked on submit and, after it, on change.
 */
export function usePointerSafeForm<TValues extends FieldValues, TContext = unknown, TTransformed = TValues>(
  props: Omit<UseFormProps<TValues, TContext, TTransformed>, 'mode' | 'reValidateMode'>,
): UseFormReturn<TValues, TContext, TTransformed> {
  const form = useForm<TValues, TContext, TTransformed>({ ...props, mode: 'onSubmit', reValidateMode: 'onChange' });
  const afterPress = usePointerSafeBlur();
  const { register: registerField, handleSubmit: handleFormSubmit, reset: resetForm, getValues, getFieldState, trigger } = form;
  // Whether a submit was tried since the form was last reset: from then on react-hook-form checks on
  // change itself. Kept here because its formState only follows what a render has read.
  const submitTried = useRef(false);

  const handleSubmit = useCallback<UseFormReturn<TValues, TContext, TTransformed>['handleSubmit']>(
    (onValid, onInvalid) => {
      const run = handleFormSubmit(onValid, onInvalid);
      return (event) => {
        submitTried.current = true;
        return run(event);
      };
    },
    [handleFormSubmit],
  );

  const reset = useCallback<UseFormReturn<TValues, TContext, TTransformed>['reset']>(
    (values, options) => {
      if (!options?.keepIsSubmitted) submitTried.current = false;
      resetForm(values, options);
    },
    [resetForm],
  );

  const register = useCallback(
    (name: FieldPath<TValues>, options?: RegisterOptions<TValues, FieldPath<TValues>>) => {
      const field = registerField(name, options);
      return {
        ...field,
        onBlur: (event: { target: unknown; type?: unknown }) =>
          field.onBlur(event).then(() =>
            afterPress(() => {
              // A click that submitted the form checks everything itself (and may bring the server's
              // message for this field, which a check of its own would clear).
              if (!submitTried.current && hasInput(getValues(name))) void trigger(name);
            }),
          ),
        onChange: (event: { target: unknown; type?: unknown }) =>
          field.onChange(event).then(() => {
            if (!submitTried.current && getFieldState(name).error) void trigger(name);
          }),
      };
    },
    [registerField, afterPress, getValues, getFieldState, trigger],
  ) as UseFormReturn<TValues, TContext, TTransformed>['register'];

  return { ...form, register, handleSubmit, reset };
}
