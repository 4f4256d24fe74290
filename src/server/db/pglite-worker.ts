/**
 * The embedded database's thread (see `pglite-host.ts`): PGlite runs here, so a slow statement
 * blocks this thread, not the server's event loop. Started by `database.ts` through
 * `pglite-worker-boot.mjs`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type HostRequest, openPgliteHost, serializeError } from './pglite-host';

export type WorkerMessage =
  | { ready: true }
  | { ready: false; error: ReturnType<typeof serializeError> }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ReturnType<typeof serializeError> };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread');
const { dataDir, fromDump } = workerData as { dataDir: string | null; fromDump?: string };

try {
  const host = await openPgliteHost(dataDir, fromDump);
  port.on('message', ({ id, request }: { id: number; request: HostRequest }) => {
    const fail = (error: unknown) => port.postMessage({ id, ok: false, error: serializeError(error) } satisfies WorkerMessage);
    host.handle(request).then((value) => {
      try {
        port.postMessage({ id, ok: true, value } satisfies WorkerMessage);
      } catch (error) {
        fail(error); // a value that does not clone: the caller gets the DataCloneError
      }
    }, fail);
  });
  port.postMessage({ ready: true } satisfies WorkerMessage);
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) } satisfies WorkerMessage);
}
