import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAuth } from './auth-store';
import { deleteDraft, draftKey, draftValues, readDraft, writeDraft } from './form-drafts';

/** Writes wait until typing pauses this long. */
const WRITE_DELAY_MS = 400;

export interface FormDraftOptions<T> {
  /** Which form ('publication', 'account'). */
  form: string;
  /** Which object it edits (a request's idUpload, a profile's id, 'new'). */
  object: string | number;
  /** Fields not kept because they come from elsewhere (they keep what the form gives them). */
  exclude?: readonly (keyof T)[];
  /** Fields never written to the browser's storage (passwords, keys, tokens): typed again after a restore. */
  secrets?: readonly (keyof T)[];
}

export interface FormDraftState {
  /** When the draft this form was restored from was written; null when the form started clean. */
  restoredAt: number | null;
  /** The restored draft left secrets out that had been typed. */
  secretsDropped: boolean;
  /** The form differs from what it started with and is not being sent: leaving would lose it. */
  unsaved: boolean;
  /** Read at navigation time (a navigation started by a successful send must not be stopped). */
  shouldBlock: () => boolean;
  /** 'Скинути': forgets the draft and puts the form back as it started. */
  discard: () => void;
  /** Sends with the draft held: deleted when `run` resolves, kept (and guarded again) when it rejects. */
  send: <R>(run: () => Promise<R>) => Promise<R>;
}

/** JSON with object keys sorted, so two equal values compare equal whatever order their fields were set in. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
const same = (a: unknown, b: unknown) => stable(a) === stable(b);

/**
 * Keeps a half-filled form in IndexedDB while it is typed (per signed-in user, form and object),
 * restores it when the form opens again, and says whether leaving would lose input. The values
 * compared and kept are the form's own, without the excluded fields and the secrets.
 */
export function useFormDraft<T extends FieldValues, C, R>(
  methods: Pick<UseFormReturn<T, C, R>, 'subscribe' | 'getValues' | 'reset' | 'control'>,
  { form, object, exclude, secrets }: FormDraftOptions<T>,
): FormDraftState {
  const userId = useAuth((state) => state.user?.id ?? 'anon');
  const key = draftKey(userId, form, object);
  const { subscribe, getValues, reset, control } = methods;
  const leftOut = useMemo(() => ({ exclude, secrets }), [exclude, secrets]);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [secretsDropped, setSecretsDropped] = useState(false);
  const [unsaved, setUnsavedState] = useState(false);
  const unsavedRef = useRef(false);
  const setUnsaved = useCallback((value: boolean) => {
    unsavedRef.current = value;
    setUnsavedState(value);
  }, []);
  const loaded = useRef(false);
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const droppedRef = useRef(false);

  /** What the form started with (or was last reset to after a save): a draft equal to it is no draft. */
  const startValues = useCallback(() => draftValues(control._defaultValues as unknown as T, leftOut).values, [control, leftOut]);

  const persist = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (sending.current) return;
      const current = draftValues(getValues(), leftOut);
      if (same(current.values, startValues())) {
        void deleteDraft(key);
        return;
      }
      const emptySecrets = !current.omittedHadInput;
      void writeDraft(key, {
        savedAt: Date.now(),
        values: current.values,
        omittedHadInput: current.omittedHadInput || (droppedRef.current && emptySecrets),
      });
    }, WRITE_DELAY_MS);
  }, [getValues, leftOut, startValues, key]);

  // Restore once, when the form opens.
  useEffect(() => {
    let cancelled = false;
    loaded.current = false;
    void readDraft<T>(key).then((draft) => {
      if (cancelled) return;
      loaded.current = true;
      // Typed into already (the store answered late): what is typed wins, and replaces the draft.
      if (!draft || !same(draftValues(getValues(), leftOut).values, startValues())) return;
      droppedRef.current = draft.omittedHadInput;
      setSecretsDropped(draft.omittedHadInput);
      setRestoredAt(draft.savedAt);
      reset({ ...getValues(), ...draft.values }, { keepDefaultValues: true });
      setUnsaved(true);
    });
    return () => {
      cancelled = true;
    };
  }, [key, reset, getValues, setUnsaved, leftOut, startValues]);

  // Follow every change: what leaving would lose, and the draft (once the stored one was read).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          if (sending.current) return;
          setUnsaved(!same(draftValues(getValues(), leftOut).values, startValues()));
          if (loaded.current) persist();
        },
      }),
    [subscribe, getValues, leftOut, startValues, persist, setUnsaved],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    void deleteDraft(key);
    droppedRef.current = false;
    setRestoredAt(null);
    setSecretsDropped(false);
    reset();
    setUnsaved(false);
  }, [key, reset, setUnsaved]);

  const send = useCallback(
    async <Result>(run: () => Promise<Result>): Promise<Result> => {
      sending.current = true;
      clearTimeout(timer.current);
      try {
        const result = await run();
        await deleteDraft(key);
        droppedRef.current = false;
        setRestoredAt(null);
        setSecretsDropped(false);
        setUnsaved(false);
        return result;
      } catch (error) {
        persist();
        throw error;
      } finally {
        sending.current = false;
      }
    },
    [key, persist, setUnsaved],
  );

  const shouldBlock = useCallback(() => unsavedRef.current && !sending.current, []);

  return { restoredAt, secretsDropped, unsaved, shouldBlock, discard, send };
}
