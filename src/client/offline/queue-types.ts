/**
 * The upload queue's data: a generic request descriptor (so background uploads now and creation
 * requests later use the same queue), and the item that tracks it in IndexedDB.
 */
export type QueueKind = 'background' | 'creation-request';

/** queued → sending → done; a failed try → retrying (back to sending later) or needs-attention (waits for the user). */
export type QueueState = 'queued' | 'sending' | 'retrying' | 'needs-attention' | 'done';

/** The states the badge counts: everything not yet confirmed by the server. */
export const PENDING_STATES: readonly QueueState[] = ['queued', 'sending', 'retrying', 'needs-attention'];

/** The states the runner sends; needs-attention waits for the user's retry. */
export const SENDABLE_STATES: readonly QueueState[] = ['queued', 'sending', 'retrying'];

export interface QueueField {
  name: string;
  value: string;
}

/** A file of a request: the multipart field it goes in, its name and type; the Blob itself is stored apart. */
export interface QueueFileMeta {
  field: string;
  name: string;
  type: string;
  size: number;
  /** What its content must be (a resumable upload declares it, the server checks the magic bytes when complete). */
  kind?: 'image' | 'video';
}

export interface QueueFile extends QueueFileMeta {
  blob: Blob;
}

export type QueueMethod = 'POST' | 'PUT' | 'PATCH';

/**
 * An item sent over resumable uploads (tus): each file goes to /api/uploads, then one JSON request
 * to the item's url commits them. `body` holds the other fields; each file's upload id is put under
 * its `field` (a list when the field ends with `[]`, the brackets dropped).
 */
export interface QueueCommit {
  body: Record<string, unknown>;
}

/** What the panel shows as the target (e.g. the folder's name) and where it links. */
export interface QueueTarget {
  label: string;
  href?: string;
}

/** A query key in JSON form (numbers, strings, plain objects), to invalidate once the server confirms. */
export type QueueQueryKey = readonly (string | number | Record<string, string | number>)[];

/** What a feature hands to the queue. */
export interface QueueRequestInput {
  kind: QueueKind;
  ownerId: number;
  method: QueueMethod;
  url: string;
  fields: QueueField[];
  /** Their sizes are read from the Blobs. */
  files: Omit<QueueFile, 'size'>[];
  target: QueueTarget;
  invalidates: QueueQueryKey[];
  /** Send the files over resumable uploads and commit them with this JSON (without it: one multipart request). */
  commit?: QueueCommit;
}

/** The stored item (without its Blobs, which live in a store of their own). */
export interface QueueItem {
  id: string;
  kind: QueueKind;
  ownerId: number;
  /** Milliseconds since the epoch; the FIFO order (ties broken by id). */
  createdAt: number;
  /** Created at staging and sent with every try, so a retry after a lost answer creates nothing twice. */
  idempotencyKey: string;
  state: QueueState;
  attempts: number;
  lastError: string | null;
  bytesTotal: number;
  bytesSent: number;
  /** When the next try is due (ms since the epoch); 0 = at once. */
  nextAttemptAt: number;
  method: QueueMethod;
  url: string;
  fields: QueueField[];
  files: QueueFileMeta[];
  target: QueueTarget;
  invalidates: QueueQueryKey[];
  commit?: QueueCommit;
  /**
   * The tus URL of each file once its upload was created on the server (null before): kept here so
   * that after a cut, a reload, a browser restart or a server restart the upload goes on from the
   * server's offset instead of from byte 0.
   */
  uploads?: (string | null)[];
}

export type QueueItemPatch = Partial<Pick<QueueItem, 'state' | 'attempts' | 'lastError' | 'bytesSent' | 'nextAttemptAt' | 'uploads'>>;

export function compareQueueItems(a: Pick<QueueItem, 'createdAt' | 'id'>, b: Pick<QueueItem, 'createdAt' | 'id'>): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Thrown when the browser cannot keep a submission (quota, private mode): nothing was stored. */
export class QueueStorageError extends Error {
  override readonly name = 'QueueStorageError';
}
