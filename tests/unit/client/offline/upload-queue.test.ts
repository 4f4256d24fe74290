import { afterEach, describe, expect, it } from 'vitest';
import { openQueueDatabase, StagingError, type QueueDatabase } from '@client/offline/queue-database';
import type { QueueRequestInput } from '@client/offline/queue-types';
import { QueueStorageError } from '@client/offline/queue-types';
import type { SendOutcome, SendRequest } from '@client/offline/sender';
import type { StorageBudget } from '@client/offline/storage-budget';
import { UploadQueue, type UploadQueueOptions } from '@client/offline/upload-queue';
import { installFreshIndexedDB } from '../helpers/indexed-db';

installFreshIndexedDB();

interface SentCall {
  label: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  fileNames: string[];
  fileTexts: string[];
}

let dbCounter = 0;
const started: UploadQueue[] = [];
const opened: QueueDatabase[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.stop()));
  for (const db of opened.splice(0)) db.close();
});

const roomy: StorageBudget = { available: async () => 10 * 1024 ** 3, persist: async () => undefined };

function input(label: string, folderId = 7): QueueRequestInput {
  return {
    kind: 'background',
    ownerId: 1,
    method: 'POST',
    url: '/api/photo-bg',
    fields: [{ name: 'folderId', value: String(folderId) }],
    files: [{ field: 'files', name: `${label}.png`, type: 'image/png', blob: new Blob([`content of ${label}`], { type: 'image/png' }) }],
    target: { label },
    invalidates: [['backgrounds', 'list', 'media', folderId]],
  };
}

/** A fake transport: answers each call with the next outcome of `script` (default 201), records what it got. */
function fakeSender(script: Array<SendOutcome | ((call: SentCall) => SendOutcome | Promise<SendOutcome>)> = []) {
  const calls: SentCall[] = [];
  const send = async (request: SendRequest): Promise<SendOutcome> => {
    const call: SentCall = {
      label: request.files[0]?.name.replace(/\.png$/, '') ?? '',
      idempotencyKey: request.headers['Idempotency-Key'],
      authorization: request.headers.Authorization,
      fileNames: request.files.map((file) => file.name),
      fileTexts: await Promise.all(request.files.map((file) => file.blob.text())),
    };
    calls.push(call);
    request.onProgress(10, 10);
    const next = script.shift();
    const answer = typeof next === 'function' ? next(call) : (next ?? { kind: 'response', status: 201, body: { data: [] } });
    // Like the XHR sender, an abort (remove, runner stopping) ends the transfer at once.
    const aborted = new Promise<SendOutcome>((resolve) =>
      request.signal.addEventListener('abort', () => resolve({ kind: 'failure', reason: 'aborted' }), { once: true }),
    );
    return Promise.race([answer, aborted]);
  };
  return { calls, send };
}

function makeQueue(dbName: string, overrides: Partial<UploadQueueOptions> = {}) {
  let tokenValue = 'token-1';
  const queue = new UploadQueue({
    openDatabase: async () => {
      const db = await openQueueDatabase(indexedDB, dbName);
      opened.push(db);
      return db;
    },
    send: fakeSender().send,
    auth: {
      ownerId: () => 1,
      token: () => tokenValue,
      refresh: async () => {
        tokenValue = 'token-2';
        return tokenValue;
      },
    },
    storage: roomy,
    backoff: () => 5,
    ...overrides,
  });
  return queue;
}

function freshDbName() {
  dbCounter += 1;
  return `queue-test-${dbCounter}`;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function storedItems(dbName: string) {
  const db = await openQueueDatabase(indexedDB, dbName);
  try {
    return await db.list();
  } finally {
    db.close();
  }
}

describe('upload queue', () => {
  it('stages an item (with its files) before anything is sent, and removes it only after the server confirms', async () => {
    const dbName = freshDbName();
    let release: (outcome: SendOutcome) => void = () => undefined;
    const sender = fakeSender([() => new Promise<SendOutcome>((resolve) => (release = resolve))]);
    const queue = makeQueue(dbName, { send: sender.send });

    const item = await queue.enqueue(input('a'));
    const [stored] = await storedItems(dbName);
    expect(stored).toMatchObject({
      id: item.id,
      state: 'queued',
      attempts: 0,
      bytesTotal: 'content of a'.length,
      idempotencyKey: item.idempotencyKey,
    });

    queue.start();
    started.push(queue);
    await until(() => sender.calls.length === 1);
    // In flight: still stored, now 'sending'.
    expect((await storedItems(dbName)).map((i) => i.state)).toEqual(['sending']);
    expect(sender.calls[0]).toMatchObject({ fileNames: ['a.png'], fileTexts: ['content of a'], authorization: 'Bearer token-1' });

    const confirmed: string[] = [];
    queue.onConfirmed((done) => confirmed.push(done.id));
    release({ kind: 'response', status: 201, body: { data: [] } });
    await until(async () => (await storedItems(dbName)).length === 0);
    await until(() => confirmed.length === 1);
    expect(confirmed).toEqual([item.id]);
    expect(queue.getSnapshot().items.map((i) => i.state)).toEqual(['done']);
  });

  it("a resumable item keeps each file's tus URL in IndexedDB: the next try (even of a new queue after a reload) gets it", async () => {
    const dbName = freshDbName();
    const seen: Array<(string | null)[]> = [];
    const send = async (request: SendRequest): Promise<SendOutcome> => {
      seen.push([...request.resumable!.uploads]);
      if (seen.length === 1) {
        await request.resumable!.saveUpload(0, 'http://localhost/api/uploads/0123456789abcdef0123456789abcdef');
        return { kind: 'failure', reason: 'network' };
      }
      return new Promise<SendOutcome>((resolve) =>
        request.signal.addEventListener('abort', () => resolve({ kind: 'failure', reason: 'aborted' })),
      );
    };
    const first = makeQueue(dbName, { send, backoff: () => 60_000 });
    await first.enqueue({
      ...input('a'),
      commit: { body: { folderId: 7 } },
      files: [{ ...input('a').files[0]!, field: 'files[]', kind: 'image' }],
    });
    first.start();
    await until(async () => (await storedItems(dbName))[0]?.state === 'retrying');
    await first.stop();
    expect((await storedItems(dbName))[0]).toMatchObject({
      uploads: ['http://localhost/api/uploads/0123456789abcdef0123456789abcdef'],
      commit: { body: { folderId: 7 } },
      files: [{ field: 'files[]', kind: 'image', name: 'a.png' }],
    });

    // A reload: a new queue on the same database sends the item with the URL it kept.
    const second = makeQueue(dbName, { send });
    second.start();
    started.push(second);
    second.wake();
    await until(() => seen.length === 2);
    expect(seen).toEqual([[null], ['http://localhost/api/uploads/0123456789abcdef0123456789abcdef']]);
  });

  it('removing a resumable item gives up its uploads on the server', async () => {
    const dbName = freshDbName();
    const discarded: Array<{ urls: string[]; token: string | null }> = [];
    const send = async (request: SendRequest): Promise<SendOutcome> => {
      await request.resumable!.saveUpload(0, 'http://localhost/api/uploads/0123456789abcdef0123456789abcdef');
      return { kind: 'failure', reason: 'network' };
    };
    const queue = makeQueue(dbName, {
      send,
      backoff: () => 60_000,
      discardUploads: async (urls, token) => void discarded.push({ urls, token }),
    });
    const item = await queue.enqueue({
      ...input('a'),
      commit: { body: { folderId: 7 } },
      files: [{ ...input('a').files[0]!, field: 'files[]', kind: 'image' }],
    });
    queue.start();
    started.push(queue);
    await until(async () => (await storedItems(dbName))[0]?.state === 'retrying');
    await queue.remove(item.id);
    expect(await storedItems(dbName)).toEqual([]);
    expect(discarded).toEqual([{ urls: ['http://localhost/api/uploads/0123456789abcdef0123456789abcdef'], token: 'token-1' }]);
  });

  it('keeps the item and its Idempotency-Key across retries (network error, 503, 409), then confirms it once', async () => {
    const dbName = freshDbName();
    const sender = fakeSender([
      { kind: 'failure', reason: 'network' },
      { kind: 'response', status: 503, body: { message: 'Внутрішня помилка сервера' } },
      { kind: 'response', status: 409, body: { message: 'Запит з цим ключем ще виконується' } },
      { kind: 'failure', reason: 'stalled' },
    ]);
    const queue = makeQueue(dbName, { send: sender.send });
    const item = await queue.enqueue(input('a'));
    queue.start();
    started.push(queue);
    await until(async () => sender.calls.length === 5 && (await storedItems(dbName)).length === 0);
    expect(new Set(sender.calls.map((c) => c.idempotencyKey))).toEqual(new Set([item.idempotencyKey]));
  });

  it('records attempts and the last error while retrying, and nothing leaves IndexedDB before a 2xx', async () => {
    const dbName = freshDbName();
    const sender = fakeSender([{ kind: 'response', status: 502, body: undefined }, () => new Promise<SendOutcome>(() => undefined)]);
    const queue = makeQueue(dbName, { send: sender.send, backoff: () => 50 });
    await queue.enqueue(input('a'));
    queue.start();
    started.push(queue);
    await until(async () => (await storedItems(dbName))[0]?.state === 'retrying');
    const [retrying] = await storedItems(dbName);
    expect(retrying).toMatchObject({ attempts: 1, lastError: 'Сервер відповів помилкою 502' });
    await until(() => sender.calls.length === 2);
    const [again] = await storedItems(dbName);
    // Sending again: the try under way counts once it has an outcome.
    expect(again).toMatchObject({ state: 'sending', attempts: 1 });
  });

  it('a reload in the middle of a transfer is not a try', async () => {
    const dbName = freshDbName();
    const first = fakeSender([() => new Promise<SendOutcome>(() => undefined)]);
    const tab = makeQueue(dbName, { send: first.send });
    await tab.enqueue(input('a'));
    tab.start();
    await until(() => first.calls.length === 1);
    void tab.stop();
    const second = fakeSender([{ kind: 'response', status: 502, body: undefined }, () => new Promise<SendOutcome>(() => undefined)]);
    const reloaded = makeQueue(dbName, { send: second.send, backoff: () => 60_000 });
    reloaded.start();
    started.push(reloaded);
    await until(async () => (await storedItems(dbName))[0]?.state === 'retrying');
    expect((await storedItems(dbName))[0]).toMatchObject({ attempts: 1 });
  });

  it("stops a refused item as 'needs-attention' with the server's message; the next item still goes; retry sends it again with the same key", async () => {
    const dbName = freshDbName();
    const sender = fakeSender([{ kind: 'response', status: 400, body: { message: ['«cat.jpg»: Файл повинен бути зображенням'] } }]);
    const queue = makeQueue(dbName, { send: sender.send });
    const refused = await queue.enqueue(input('cat'));
    await queue.enqueue(input('dog'));
    queue.start();
    started.push(queue);
    await until(async () => (await storedItems(dbName)).length === 1 && sender.calls.length === 2);
    const [stopped] = await storedItems(dbName);
    expect(stopped).toMatchObject({
      id: refused.id,
      state: 'needs-attention',
      attempts: 1,
      lastError: '«cat.jpg»: Файл повинен бути зображенням',
    });
    expect(sender.calls.map((c) => c.label)).toEqual(['cat', 'dog']);

    await queue.retry(refused.id);
    await until(async () => (await storedItems(dbName)).length === 0);
    expect(sender.calls.map((c) => c.label)).toEqual(['cat', 'dog', 'cat']);
    expect(sender.calls[2]!.idempotencyKey).toBe(refused.idempotencyKey);
  });

  it("a full server disk (507) stops the item as 'needs-attention' with the server's message instead of re-sending it for ever", async () => {
    const dbName = freshDbName();
    const full = 'На сервері закінчилося місце для файлів: файл не збережено. Повідомте адміністратора';
    const sender = fakeSender([{ kind: 'response', status: 507, body: { message: full } }]);
    const queue = makeQueue(dbName, { send: sender.send });
    const item = await queue.enqueue(input('big'));
    await queue.enqueue(input('next'));
    queue.start();
    started.push(queue);
    await until(async () => (await storedItems(dbName)).length === 1 && sender.calls.length === 2);
    const [stopped] = await storedItems(dbName);
    expect(stopped).toMatchObject({ id: item.id, state: 'needs-attention', attempts: 1, lastError: full });
    expect(sender.calls.map((c) => c.label)).toEqual(['big', 'next']);
  });

  it('a retrying head blocks the items behind it (strict FIFO)', async () => {
    const dbName = freshDbName();
    const sender = fakeSender([
      { kind: 'failure', reason: 'network' },
      { kind: 'failure', reason: 'timeout' },
      { kind: 'response', status: 429, body: undefined },
    ]);
    const queue = makeQueue(dbName, { send: sender.send });
    await queue.enqueue(input('first'));
    await queue.enqueue(input('second'));
    queue.start();
    started.push(queue);
    await until(async () => (await storedItems(dbName)).length === 0);
    expect(sender.calls.map((c) => c.label)).toEqual(['first', 'first', 'first', 'first', 'second']);
  });

  it('on a 401 refreshes the token once and repeats with the new one', async () => {
    const dbName = freshDbName();
    const sender = fakeSender([{ kind: 'response', status: 401, body: { message: 'Потрібна авторизація' } }]);
    const queue = makeQueue(dbName, { send: sender.send });
    await queue.enqueue(input('a'));
    queue.start();
    started.push(queue);
    await until(async () => (await storedItems(dbName)).length === 0);
    expect(sender.calls.map((c) => c.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(sender.calls[0]!.idempotencyKey).toBe(sender.calls[1]!.idempotencyKey);
  });

  it('sends in FIFO order across a simulated reload (re-opened database, a new runner)', async () => {
    const dbName = freshDbName();
    // The first page load: stages three uploads while offline, then the tab closes.
    const offline = makeQueue(dbName, { isOnline: () => false });
    offline.start();
    for (const label of ['one', 'two', 'three']) await offline.enqueue(input(label));
    await offline.stop();
    for (const db of opened.splice(0)) db.close();

    // The next page load: a new queue over the re-opened database.
    const sender = fakeSender([{ kind: 'failure', reason: 'network' }]);
    const reloaded = makeQueue(dbName, { send: sender.send });
    await reloaded.enqueue(input('four'));
    reloaded.start();
    started.push(reloaded);
    await until(async () => (await storedItems(dbName)).length === 0);
    expect(sender.calls.map((c) => c.label)).toEqual(['one', 'one', 'two', 'three', 'four']);
  });

  it('picks up an item left in "sending" by a closed tab and sends it with the same key', async () => {
    const dbName = freshDbName();
    const first = fakeSender([() => new Promise<SendOutcome>(() => undefined)]);
    const tab1 = makeQueue(dbName, { send: first.send });
    const item = await tab1.enqueue(input('a'));
    tab1.start();
    await until(() => first.calls.length === 1);
    // The tab dies mid-transfer (no chance to update the item).
    expect((await storedItems(dbName))[0]?.state).toBe('sending');
    void tab1.stop();

    const second = fakeSender();
    const tab2 = makeQueue(dbName, { send: second.send });
    tab2.start();
    started.push(tab2);
    await until(async () => (await storedItems(dbName)).length === 0);
    expect(second.calls.map((c) => c.idempotencyKey)).toEqual([item.idempotencyKey]);
  });

  it('refuses to stage when the storage estimate says the files do not fit, and stores nothing', async () => {
    const dbName = freshDbName();
    const queue = makeQueue(dbName, { storage: { available: async () => 1024, persist: async () => undefined } });
    await expect(queue.enqueue(input('big'))).rejects.toBeInstanceOf(QueueStorageError);
    await expect(queue.enqueue(input('big'))).rejects.toThrow(/може зберегти лише 0 Б/);
    expect(await storedItems(dbName)).toEqual([]);
  });

  it('reports a quota error from IndexedDB itself as a storage error, with nothing stored', async () => {
    const dbName = freshDbName();
    const queue = makeQueue(dbName, {
      openDatabase: async () => {
        const db = await openQueueDatabase(indexedDB, dbName);
        opened.push(db);
        return { ...db, stage: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) };
      },
    });
    await expect(queue.enqueue(input('a'))).rejects.toThrow(/не вміщує/);
    expect(await storedItems(dbName)).toEqual([]);
  });

  it('a private window that refuses part way (its estimate promised more) is told how much did fit', async () => {
    const dbName = freshDbName();
    const queue = makeQueue(dbName, {
      openDatabase: async () => {
        const db = await openQueueDatabase(indexedDB, dbName);
        opened.push(db);
        const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return { ...db, stage: () => Promise.reject(new StagingError(quota, 1.3 * 1024 ** 3)) };
      },
    });
    await expect(queue.enqueue(input('a'))).rejects.toThrow(/може зберегти лише 1,3 ГБ/);
  });

  it('stages a file in pieces and gives it back whole, with its type; removing the item removes its pieces', async () => {
    const dbName = freshDbName();
    const db = await openQueueDatabase(indexedDB, dbName, 4);
    opened.push(db);
    const queue = makeQueue(dbName, { openDatabase: async () => db });
    const item = await queue.enqueue({
      ...input('pieces'),
      files: [
        { field: 'files', name: 'a.png', type: 'image/png', blob: new Blob(['0123456789'], { type: 'image/png' }) },
        { field: 'files', name: 'empty.png', type: 'image/png', blob: new Blob([], { type: 'image/png' }) },
      ],
    });
    const blobs = (await db.payload(item.id))!;
    expect(await Promise.all(blobs.map((blob) => blob.text()))).toEqual(['0123456789', '']);
    expect(blobs[0]!.type).toBe('image/png');
    await queue.remove(item.id);
    expect(await db.payload(item.id)).toBeNull();
  });

  it('asks for persistent storage on the first enqueue only', async () => {
    const dbName = freshDbName();
    let asked = 0;
    const queue = makeQueue(dbName, { storage: { available: async () => null, persist: async () => void (asked += 1) } });
    await queue.enqueue(input('a'));
    await queue.enqueue(input('b'));
    expect(asked).toBe(1);
  });

  it('removing an item aborts its transfer and deletes it with its files', async () => {
    const dbName = freshDbName();
    let aborted = false;
    const queue = makeQueue(dbName, {
      send: (request) =>
        new Promise<SendOutcome>((resolve) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            resolve({ kind: 'failure', reason: 'aborted' });
          });
        }),
    });
    const item = await queue.enqueue(input('a'));
    queue.start();
    started.push(queue);
    await until(async () => (await storedItems(dbName))[0]?.state === 'sending');
    await queue.remove(item.id);
    await until(() => aborted);
    expect(await storedItems(dbName)).toEqual([]);
    const db = await openQueueDatabase(indexedDB, dbName);
    expect(await db.payload(item.id)).toBeNull();
    db.close();
  });
});
