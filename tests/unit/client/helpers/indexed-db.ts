import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';

/**
 * Gives the calling file an empty IndexedDB of its own. The files of a worker share their globals,
 * so a file calls this at its top instead of importing `fake-indexeddb/auto` (which runs once per
 * worker); tests/unit/setup.ts takes IndexedDB away again before the next file.
 */
export function installFreshIndexedDB(): void {
  Object.assign(globalThis, { indexedDB: new IDBFactory(), IDBKeyRange });
}
