import { afterEach, describe, expect, it } from 'vitest';
import type { LockRunner, QueueChannel, QueueMessage } from '@client/offline/queue-channel';
import { openQueueDatabase } from '@client/offline/queue-database';
import type { QueueRequestInput } from '@client/offline/queue-types';
import type { SendOutcome, SendRequest } from '@client/offline/sender';
import { UploadQueue } from '@client/offline/upload-queue';
import { installFreshIndexedDB } from '../helpers/indexed-db';

installFreshIndexedDB();

/** One browser: a shared lock (like Web Locks: one holder, the rest wait in order) and a channel that, like BroadcastChannel, skips the sender. */
function fakeBrowser() {
  let held: Promise<void> = Promise.resolve();
  const lock: LockRunner = (run, signal) => {
    const previous = held;
    let release: () => void = () => undefined;
    held = new Promise<void>((resolve) => (release = resolve));
    return (async () => {
      await Promise.race([previous, new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))]);
      if (!signal.aborted) await run();
    })().finally(release);
  };
  const tabs: Array<(message: QueueMessage) => void> = [];
  const channel = (): QueueChannel => {
    let own: ((message: QueueMessage) => void) | null = null;
    return {
      post: (message) => {
        const copy = structuredClone(message);
        for (const listener of tabs) if (listener !== own) setTimeout(() => listener(copy), 0);
      },
      listen(listener) {
        own = listener;
        tabs.push(listener);
        return () => tabs.splice(tabs.indexOf(listener), 1);
      },
    };
  };
  return { lock, channel };
}

const started: UploadQueue[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.stop()));
});

const input = (label: string): QueueRequestInput => ({
  kind: 'background',
  ownerId: 1,
  method: 'POST',
  url: '/api/photo-bg',
  fields: [{ name: 'folderId', value: '1' }],
  files: [{ field: 'files', name: `${label}.png`, type: 'image/png', blob: new Blob([label]) }],
  target: { label: 'Папка' },
  invalidates: [['backgrounds', 'list', 'media', 1]],
});

async function until(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 3_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('upload queue in two tabs of one browser', () => {
  it('only the lock holder sends; an item queued in the other tab goes out once, and both tabs see it confirmed', async () => {
    const browser = fakeBrowser();
    const dbName = 'two-tabs';
    const sentBy: string[] = [];
    const tab = (name: string) => {
      const queue = new UploadQueue({
        openDatabase: () => openQueueDatabase(indexedDB, dbName),
        send: async (request: SendRequest): Promise<SendOutcome> => {
          sentBy.push(`${name}:${request.files[0]!.name}`);
          request.onProgress(1, 1);
          return { kind: 'response', status: 201, body: { data: [] } };
        },
        auth: { ownerId: () => 1, token: () => 't', refresh: async () => 't' },
        storage: { available: async () => null, persist: async () => undefined },
        channel: browser.channel(),
        withLock: browser.lock,
        backoff: () => 5,
      });
      queue.start();
      started.push(queue);
      return queue;
    };
    const first = tab('first');
    const second = tab('second');
    const confirmedInFirst: string[] = [];
    first.onConfirmed((item) => confirmedInFirst.push(item.target.label));

    await second.enqueue(input('a'));
    await second.enqueue(input('b'));
    await until(() => sentBy.length === 2 && confirmedInFirst.length === 2);
    expect(sentBy).toEqual(['first:a.png', 'first:b.png']);
    await until(() => second.getSnapshot().items.filter((item) => item.state === 'done').length === 2);

    // The holder closes: the other tab takes the lock and sends what comes next.
    await first.stop();
    await second.enqueue(input('c'));
    await until(() => sentBy.length === 3);
    expect(sentBy[2]).toBe('second:c.png');
  });
});
