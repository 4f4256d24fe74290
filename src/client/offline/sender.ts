import type { QueueCommit, QueueField, QueueFile, QueueMethod } from './queue-types';

/** A resumable item's part of a try: the commit's JSON, the tus URLs known so far and where to keep a new one. */
export interface ResumableSend {
  commit: QueueCommit;
  /** One per file; null for a file whose upload is not created yet. */
  uploads: (string | null)[];
  /** Keeps a file's tus URL with the item (resolves once it is stored); null forgets it. */
  saveUpload: (index: number, url: string | null) => Promise<void>;
}

/** One try of a queued request, as the runner hands it to a transport (XHR in the browser, a fake in tests). */
export interface SendRequest {
  method: QueueMethod;
  url: string;
  fields: QueueField[];
  files: QueueFile[];
  headers: Record<string, string>;
  /** Upload progress in bytes; `total` is the whole request body. */
  onProgress: (sent: number, total: number) => void;
  /** Aborted when the user removes the item while it is being sent. */
  signal: AbortSignal;
  /** Present for items sent over resumable uploads (the headers then go to every tus request and the commit). */
  resumable?: ResumableSend;
}

/** The server answered (any status), or no answer came: network error, timeout, a stalled transfer, or aborted. */
export type SendOutcome =
  { kind: 'response'; status: number; body: unknown } | { kind: 'failure'; reason: 'network' | 'timeout' | 'stalled' | 'aborted' };

export type Sender = (request: SendRequest) => Promise<SendOutcome>;
