import type { FastifyBaseLogger } from 'fastify';

/** How often a worker process looks for proxies due their scheduled check. */
export const PROXY_SWEEP_TICK_MS = 60_000;

/** The sweep of the schedule, as the service offers it: checks the due profiles this process claims, returns how many. */
export interface ProxySweep {
  checkDue(): Promise<number>;
}

/**
 * Checks proxies on their schedule in this worker process: a sweep at start and every tick after the
 * last one ended (never two at once here; other processes claim other profiles). Returns the stop,
 * which waits for a sweep under way.
 */
export function keepProxiesWatched(sweep: ProxySweep, log: FastifyBaseLogger, tickMs = PROXY_SWEEP_TICK_MS): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = sweep
      .checkDue()
      .then((checked) => {
        if (checked > 0) log.info({ checked }, 'scheduled proxy checks done');
      })
      .catch((error: unknown) => log.error({ err: error }, 'scheduled proxy check sweep failed'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, tickMs);
        timer.unref();
      });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
