import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Half-filled forms kept in IndexedDB (idb-keyval, a store of their own beside the upload queue's),
 * one record per form and object and signed-in user, so a reload or a wrong click does not lose them.
 */
export interface FormDraft<T> {
  /** When the draft was last written (ms since the epoch). */
  savedAt: number;
  values: Partial<T>;
  /** A field left out of the draft (a secret) held input when it was written: it must be typed again. */
  omittedHadInput: boolean;
}

let store: { factory: IDBFactory; drafts: UseStore } | undefined;
/**
 * The drafts' store; none where IndexedDB is missing (drafts are then simply not kept). Made again
 * if the page's IndexedDB is another one (the unit tests give each file its own).
 */
function draftStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  if (store?.factory !== indexedDB) store = { factory: indexedDB, drafts: createStore('shorts-form-drafts', 'drafts') };
  return store.drafts;
}

/** e.g. `7:publication:5b1e…` or `7:account:new`. */
export function draftKey(userId: number | string, form: string, object: string | number): string {
  return `${userId}:${form}:${object}`;
}

export async function readDraft<T>(key: string): Promise<FormDraft<T> | null> {
  const target = draftStore();
  if (!target) return null;
  try {
    const found = await get<FormDraft<T>>(key, target);
    return found && typeof found.savedAt === 'number' && typeof found.values === 'object' ? found : null;
  } catch {
    return null;
  }
}

export async function writeDraft<T>(key: string, draft: FormDraft<T>): Promise<void> {
  const target = draftStore();
  if (!target) return;
  try {
    await set(key, draft, target);
  } catch {
    // A full or closed database only means no draft this time.
  }
}

export async function deleteDraft(key: string): Promise<void> {
  const target = draftStore();
  if (!target) return;
  try {
    await del(key, target);
  } catch {
    // Nothing to do: the draft is then found again and can be reset by hand.
  }
}

/**
 * What of the values goes into a draft: everything but the excluded fields (kept elsewhere, e.g. the
 * videos that follow the request) and the secrets, and whether a secret held input (it must be typed again).
 */
export function draftValues<T extends object>(
  values: T,
  leftOut: { exclude?: readonly (keyof T)[]; secrets?: readonly (keyof T)[] },
): { values: Partial<T>; omittedHadInput: boolean } {
  const kept: Partial<T> = { ...values };
  let omittedHadInput = false;
  for (const field of leftOut.secrets ?? []) {
    const value = values[field];
    if (typeof value === 'string' ? value !== '' : value !== undefined && value !== null) omittedHadInput = true;
    delete kept[field];
  }
  for (const field of leftOut.exclude ?? []) delete kept[field];
  return { values: kept, omittedHadInput };
}
