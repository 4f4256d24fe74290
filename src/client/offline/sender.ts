import type { QueueField, QueueFile, QueueMethod } from './queue-types';

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
}

/** The server answered (any status), or no answer came: network error, timeout, a stalled transfer, or aborted. */
export type SendOutcome =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'failure'; reason: 'network' | 'timeout' | 'stalled' | 'aborted' };

export type Sender = (request: SendRequest) => Promise<SendOutcome>;
