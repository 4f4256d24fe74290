import { useCallback, useEffect, useRef } from 'react';

/**
 * Issue 15, bug 1: a message shown when a field is left must not move what the pointer is pressing.
 * Leaving a field with the mouse happens on mousedown elsewhere; a line added under the field right
 * then moves everything below it before mouseup, and the browser drops the click (an operator's
 * 'YouTube' switch stayed off). So a check started by leaving a field waits, while a pointer is
 * pressed, until that press has ended and its click has been handled; with the keyboard (or with no
 * press under way) it runs at once.
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
