import { useCallback, useRef, useState } from 'react';
import { newUuid } from '@client/offline/ids';
import { ApiError } from './api-error';

export interface SubmitOnce {
  /** True from the first submit until the server refused it; after a success it stays true. */
  pending: boolean;
  /**
   * Sends once per intent: while a send is under way, or once one has succeeded, a further one is
   * dropped (returns null at once, nothing sent). `send` gets this form's Idempotency-Key, kept until
   * the server answers (a retry after a lost answer is the same intent) and renewed after a refusal
   * (a corrected form is a new intent, which a replayed refusal must not answer).
   */
  run: <T>(send: (idempotencyKey: string) => Promise<T>) => Promise<T> | null;
}

/**
 * One send per intent for a create form: a double click (0–120 ms apart) or a repeated Enter creates
 * one object. The guard is a ref, set synchronously, so a second click before React re-renders the
 * disabled button is dropped too; the server honours the key on every create call. Once the object
 * is created the form stays locked: it is on its way to the new object's page, and a click that
 * lands before that page has loaded must not create a second one.
 */
export function useSubmitOnce(): SubmitOnce {
  const inFlight = useRef(false);
  const key = useRef<string>(newUuid());
  const [pending, setPending] = useState(false);

  const run = useCallback(<T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> | null => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    return send(key.current).catch((error: unknown) => {
      // Status 0: no answer came (network); the same key lets the retry find what the first created.
      if (!(error instanceof ApiError && error.status === 0)) key.current = newUuid();
      inFlight.current = false;
      setPending(false);
      throw error;
    });
  }, []);

  return { pending, run };
}
