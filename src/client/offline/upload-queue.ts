import { authMessages } from '@shared/messages/auth';
import { formatBytes } from '@client/lib/format-number';
import { commonText } from '@client/lib/text';
import { queueText } from './text';
import { newUuid } from './ids';
import type { QueueChannel, LockRunner, QueueMessage } from './queue-channel';
import { StagingError, type QueueDatabase } from './queue-database';
import { backoffDelay, verdictForStatus } from './retry-policy';
import type { SendOutcome, Sender } from './sender';
import { STORAGE_MARGIN_BYTES, type StorageBudget } from './storage-budget';
import {
  compareQueueItems,
  QueueStorageError,
  SENDABLE_STATES,
  type QueueFile,
  type QueueItem,
  type QueueRequestInput,
} from './queue-types';

const t = queueText;

/** Who sends: the current user's id and bearer token, and the API client's 401 → refresh flow. */
export interface QueueAuth {
  ownerId(): number | null;
  token(): string | null;
  /** The token to repeat a 401'd request with; throws when the session cannot be renewed. */
  refresh(usedToken: string | null): Promise<string>;
}

export interface UploadQueueOptions {
  openDatabase: () => Promise<QueueDatabase>;
  send: Sender;
  auth: QueueAuth;
  storage: StorageBudget;
  channel?: QueueChannel;
  withLock?: LockRunner;
  isOnline?: () => boolean;
  now?: () => number;
  /** The wait after the n-th failed try (tests shorten it). */
  backoff?: (failures: number) => number;
  newId?: () => string;
  /** Gives up the server's resumable uploads of a removed item (best effort: unfinished ones also expire). */
  discardUploads?: (urls: string[], token: string | null) => Promise<void>;
}

export interface QueueSnapshot {
  /** Pending items oldest first, then those confirmed during this session (state 'done'). */
  items: readonly QueueItem[];
  /** False until the stored items have been read once. */
  loaded: boolean;
}

const RECENT_DONE_LIMIT = 10;
const PROGRESS_BROADCAST_MS = 250;

const noChannel: QueueChannel = { post: () => undefined, listen: () => () => undefined };
const runHere: LockRunner = (run) => run();

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

function serverMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('message' in body)) return [];
  const { message } = body as { message: unknown };
  return [message].flat().filter((m): m is string => typeof m === 'string' && m !== '');
}

/** The text the panel shows for a failed try. */
export function describeOutcome(outcome: SendOutcome): string {
  if (outcome.kind === 'failure') {
    if (outcome.reason === 'timeout') return t.errors.timeout;
    if (outcome.reason === 'stalled') return t.errors.stalled;
    return commonText.networkError;
  }
  const fromServer = serverMessages(outcome.body);
  return fromServer.length > 0 ? fromServer.join('\n') : t.errors.status(outcome.status);
}

/**
 * The upload queue: stages submissions in IndexedDB and sends them strictly in order (oldest first),
 * one runner per browser, each request with its own Idempotency-Key; retries with backoff, stops on a
 * refusal for the user to decide, and deletes an item only after the server has confirmed it.
 * UI-agnostic: a React hook subscribes to its snapshot.
 */
export class UploadQueue {
  private readonly options: Required<Omit<UploadQueueOptions, 'channel' | 'withLock' | 'discardUploads'>> & {
    channel: QueueChannel;
    withLock: LockRunner;
    discardUploads?: UploadQueueOptions['discardUploads'];
  };
  private dbPromise: Promise<QueueDatabase> | null = null;
  private stored: QueueItem[] = [];
  private recentDone: QueueItem[] = [];
  private progress = new Map<string, { sent: number; total: number }>();
  private snapshotCache: QueueSnapshot = { items: [], loaded: false };
  private loaded = false;
  private readonly listeners = new Set<() => void>();
  private readonly confirmedListeners = new Set<(item: QueueItem) => void>();
  private persistAsked = false;
  private lastCreatedAt = 0;

  private running: Promise<void> | null = null;
  private stopController: AbortController | null = null;
  private unlisten: (() => void) | null = null;
  private current: { id: string; controller: AbortController } | null = null;
  private waiter: (() => void) | null = null;
  private pendingWake = false;
  private skipBackoff = false;

  constructor(options: UploadQueueOptions) {
    this.options = {
      channel: noChannel,
      withLock: runHere,
      isOnline: () => true,
      now: () => Date.now(),
      backoff: (failures) => backoffDelay(failures),
      newId: newUuid,
      ...options,
    };
  }

  // ---- reading ----------------------------------------------------------------------------

  getSnapshot = (): QueueSnapshot => this.snapshotCache;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called in every tab when the server confirms an item (e.g. to refresh the lists it changed). */
  onConfirmed(listener: (item: QueueItem) => void): () => void {
    this.confirmedListeners.add(listener);
    return () => this.confirmedListeners.delete(listener);
  }

  private emit() {
    const items = this.stored.map((item) => {
      const live = this.progress.get(item.id);
      return live && item.state === 'sending' ? { ...item, bytesSent: live.sent } : item;
    });
    const doneIds = new Set(this.recentDone.map((item) => item.id));
    this.snapshotCache = { items: [...items.filter((item) => !doneIds.has(item.id)), ...this.recentDone], loaded: this.loaded };
    for (const listener of this.listeners) listener();
  }

  private database(): Promise<QueueDatabase> {
    this.dbPromise ??= this.options.openDatabase().catch((error: unknown) => {
      this.dbPromise = null;
      throw error;
    });
    return this.dbPromise;
  }

  /** Re-reads the stored items (after a change here or in another tab). */
  async reload(): Promise<QueueItem[]> {
    const db = await this.database();
    this.stored = await db.list();
    this.loaded = true;
    for (const id of this.progress.keys())
      if (!this.stored.some((item) => item.id === id && item.state === 'sending')) this.progress.delete(id);
    this.emit();
    return this.stored;
  }

  private changed() {
    this.options.channel.post({ type: 'changed' });
  }

  // ---- user actions -----------------------------------------------------------------------

  /**
   * Stages a submission. Resolves once the IndexedDB transaction has completed (it is then queued
   * and survives a reload); rejects with QueueStorageError when the browser cannot keep it, in which
   * case nothing was stored.
   */
  async enqueue(input: QueueRequestInput): Promise<QueueItem> {
    const bytesTotal = input.files.reduce((sum, file) => sum + file.blob.size, 0);
    const available = await this.options.storage.available();
    if (available !== null && available < bytesTotal + STORAGE_MARGIN_BYTES) {
      throw new QueueStorageError(t.errors.noSpace(formatBytes(bytesTotal), formatBytes(Math.max(0, available - STORAGE_MARGIN_BYTES))));
    }
    if (!this.persistAsked) {
      this.persistAsked = true;
      await this.options.storage.persist();
    }

    let db: QueueDatabase;
    try {
      db = await this.database();
    } catch {
      throw new QueueStorageError(t.errors.storageUnavailable);
    }

    // Strictly after every stored item (including those of earlier page loads), even within one millisecond.
    const newest = (await db.list().catch(() => [])).at(-1)?.createdAt ?? 0;
    const createdAt = Math.max(this.options.now(), this.lastCreatedAt + 1, newest + 1);
    this.lastCreatedAt = createdAt;
    const item: QueueItem = {
      id: this.options.newId(),
      kind: input.kind,
      ownerId: input.ownerId,
      createdAt,
      idempotencyKey: this.options.newId(),
      state: 'queued',
      attempts: 0,
      lastError: null,
      bytesTotal,
      bytesSent: 0,
      nextAttemptAt: 0,
      method: input.method,
      url: input.url,
      fields: input.fields,
      files: input.files.map(({ field, name, type, blob, kind }) => ({ field, name, type, size: blob.size, ...(kind ? { kind } : {}) })),
      target: input.target,
      invalidates: input.invalidates,
      ...(input.commit ? { commit: input.commit, uploads: input.files.map(() => null) } : {}),
    };
    try {
      await db.stage(
        item,
        input.files.map((file) => file.blob),
      );
    } catch (error) {
      // The estimate can promise more than the browser then holds (a private window): say what did fit.
      const cause = error instanceof StagingError ? error.cause : error;
      const held = error instanceof StagingError ? error.stagedBytes : 0;
      throw new QueueStorageError(
        isQuotaError(cause) ? t.errors.noSpace(formatBytes(bytesTotal), formatBytes(held)) : t.errors.storageUnavailable,
      );
    }
    await this.reload();
    this.changed();
    this.wakeRunner();
    return item;
  }

  /** Sends a stopped (or waiting) item again at once, with the same Idempotency-Key. */
  async retry(id: string): Promise<void> {
    const db = await this.database();
    await db.update(id, { state: 'queued', nextAttemptAt: 0 });
    await this.reload();
    this.changed();
    this.wake();
  }

  /** Removes an item; if it is being sent, the transfer is aborted. */
  async remove(id: string): Promise<void> {
    if (this.current?.id === id) this.current.controller.abort();
    const db = await this.database();
    const urls = ((await db.get(id))?.uploads ?? []).filter((url): url is string => url !== null);
    await db.remove(id);
    if (urls.length > 0) void this.options.discardUploads?.(urls, this.options.auth.token()).catch(() => undefined);
    this.progress.delete(id);
    this.options.channel.post({ type: 'removed', id });
    await this.reload();
    this.changed();
  }

  /** Tries now (online again, app start, tab visible, signed in): a waiting retry does not wait out its backoff. */
  wake(): void {
    this.skipBackoff = true;
    this.options.channel.post({ type: 'wake' });
    this.wakeRunner();
  }

  // ---- the runner -------------------------------------------------------------------------

  /** Listens to the other tabs and competes for the runner lock; only the holder sends. */
  start(): void {
    if (this.stopController) return;
    this.stopController = new AbortController();
    this.unlisten = this.options.channel.listen((message) => void this.onMessage(message));
    void this.reload().catch(() => undefined);
    const signal = this.stopController.signal;
    this.running = this.options.withLock(() => this.runLoop(signal), signal).catch(() => undefined);
  }

  /** Stops listening and releases the lock (a start() right after is fine: it waits for the lock). */
  async stop(): Promise<void> {
    const controller = this.stopController;
    if (!controller) return;
    const running = this.running;
    this.stopController = null;
    this.running = null;
    this.unlisten?.();
    this.unlisten = null;
    controller.abort();
    this.current?.controller.abort();
    this.wakeRunner();
    await running;
  }

  private async onMessage(message: QueueMessage) {
    switch (message.type) {
      case 'progress':
        this.progress.set(message.id, { sent: message.sent, total: message.total });
        this.emit();
        return;
      case 'confirmed':
        this.confirmed(message.item);
        await this.reload().catch(() => undefined);
        return;
      case 'removed':
        if (this.current?.id === message.id) this.current.controller.abort();
        await this.reload().catch(() => undefined);
        return;
      case 'wake':
        this.skipBackoff = true;
        this.wakeRunner();
        return;
      case 'changed':
        await this.reload().catch(() => undefined);
        this.wakeRunner();
        return;
    }
  }

  private confirmed(item: QueueItem) {
    const done: QueueItem = { ...item, state: 'done', bytesSent: item.bytesTotal };
    this.recentDone = [done, ...this.recentDone.filter((other) => other.id !== item.id)].slice(0, RECENT_DONE_LIMIT);
    this.progress.delete(item.id);
    this.emit();
    for (const listener of this.confirmedListeners) listener(done);
  }

  private wakeRunner() {
    if (this.waiter) this.waiter();
    else this.pendingWake = true;
  }

  private sleep(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(timer);
        this.waiter = null;
        resolve();
      };
      if (this.pendingWake) {
        this.pendingWake = false;
        resolve();
        return;
      }
      this.waiter = done;
      if (ms !== null) timer = setTimeout(done, ms);
    });
  }

  /** The next item to send: the oldest sendable item of the signed-in user (a retrying head blocks the rest). */
  private head(items: QueueItem[], ownerId: number | null): QueueItem | undefined {
    if (ownerId === null) return undefined;
    return items.filter((item) => item.ownerId === ownerId && SENDABLE_STATES.includes(item.state)).sort(compareQueueItems)[0];
  }

  private async runLoop(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      let items: QueueItem[];
      try {
        items = await this.reload();
      } catch {
        await this.sleep(this.options.backoff(1));
        continue;
      }
      const head = this.head(items, this.options.auth.ownerId());
      if (!head || !this.options.isOnline()) {
        await this.sleep(null);
        continue;
      }
      const wait = head.nextAttemptAt - this.options.now();
      if (wait > 0 && !this.skipBackoff) {
        await this.sleep(wait);
        continue;
      }
      this.skipBackoff = false;
      await this.attempt(head, signal).catch(() => this.sleep(this.options.backoff(1)));
    }
  }

  private async attempt(head: QueueItem, stopSignal: AbortSignal): Promise<void> {
    const db = await this.database();
    const blobs = await db.payload(head.id);
    if (!blobs) {
      // An item without its files cannot be sent: it was removed meanwhile.
      await db.remove(head.id);
      return;
    }
    // A try counts once it has an outcome (settle): a reload or a stop in the middle is not a try.
    const item = await db.update(head.id, { state: 'sending', bytesSent: 0 });
    if (!item) return;
    await this.reload();
    this.changed();

    const files: QueueFile[] = item.files.map((meta, index) => ({ ...meta, blob: blobs[index] ?? new Blob() }));
    const controller = new AbortController();
    const abortOnStop = () => controller.abort();
    stopSignal.addEventListener('abort', abortOnStop);
    this.current = { id: item.id, controller };

    let lastBroadcast = 0;
    // A resumable item's tus URLs, kept with the item as each upload is created (or forgotten when gone).
    const uploads = item.files.map((_file, index) => item.uploads?.[index] ?? null);
    let saving = Promise.resolve();
    const resumable = item.commit
      ? {
          commit: item.commit,
          uploads,
          saveUpload: (index: number, url: string | null) => {
            uploads[index] = url;
            saving = saving.then(async () => void (await db.update(item.id, { uploads: [...uploads] })));
            return saving;
          },
        }
      : undefined;
    const send = (token: string | null) =>
      this.options.send({
        ...(resumable ? { resumable } : {}),
        method: item.method,
        url: item.url,
        fields: item.fields,
        files,
        headers: { 'Idempotency-Key': item.idempotencyKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: controller.signal,
        onProgress: (sent, total) => {
          this.progress.set(item.id, { sent, total });
          this.emit();
          const now = this.options.now();
          if (now - lastBroadcast >= PROGRESS_BROADCAST_MS || sent >= total) {
            lastBroadcast = now;
            this.options.channel.post({ type: 'progress', id: item.id, sent, total });
          }
        },
      });

    let outcome: SendOutcome;
    try {
      const token = this.options.auth.token();
      outcome = await send(token);
      if (outcome.kind === 'response' && verdictForStatus(outcome.status) === 'refresh') {
        let renewed: string;
        try {
          renewed = await this.options.auth.refresh(token);
        } catch {
          // Signed out: the item keeps its place and goes out once someone signs in again.
          await db.update(item.id, { state: 'retrying', lastError: authMessages.sessionExpired, nextAttemptAt: 0 });
          return;
        }
        outcome = await send(renewed);
      }
    } finally {
      stopSignal.removeEventListener('abort', abortOnStop);
      this.current = null;
      this.progress.delete(item.id);
    }

    if (outcome.kind === 'failure' && outcome.reason === 'aborted') {
      // Removed by the user (the update is a no-op then) or the runner is stopping: try again later.
      await db.update(item.id, { state: 'queued', bytesSent: 0 });
    } else {
      await this.settle(db, item, outcome);
    }
    await this.reload();
    this.changed();
  }

  private async settle(db: QueueDatabase, item: QueueItem, outcome: SendOutcome): Promise<void> {
    const verdict = outcome.kind === 'response' ? verdictForStatus(outcome.status) : 'retry';
    if (verdict === 'done') {
      // Only now, confirmed by the server, does the item leave IndexedDB.
      await db.remove(item.id);
      this.confirmed(item);
      this.options.channel.post({ type: 'confirmed', item });
      return;
    }
    const attempts = item.attempts + 1;
    if (verdict === 'stop') {
      await db.update(item.id, { state: 'needs-attention', attempts, lastError: describeOutcome(outcome), bytesSent: 0 });
      return;
    }
    // 'retry', or a second 401 right after a refresh: wait and try again.
    await db.update(item.id, {
      state: 'retrying',
      attempts,
      lastError: describeOutcome(outcome),
      bytesSent: 0,
      nextAttemptAt: this.options.now() + this.options.backoff(attempts),
    });
  }
}
