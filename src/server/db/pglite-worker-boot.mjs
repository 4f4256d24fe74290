// Starts the embedded database's worker thread (`pglite-worker.ts`). Worker threads do not inherit
// the TypeScript loader `tsx` installed in the server's thread, so a `.ts` entry registers it here.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
