import type { FastifyBaseLogger } from 'fastify';

/** The sweep of the audit log's retention, as the service offers it. */
export interface AuditSweep {
  sweep(now: Date): Promise<number>;
}

/**
 * Deletes the audit entries past their retention: at start and every `intervalMs` after the last
 * sweep ended (never two at once here; several processes sweeping delete the same old entries
 * harmlessly). `clock` is injected by tests. Returns the stop, which waits for a sweep under way.
 */
export function keepAuditSwept(
  sweep: AuditSweep,
  log: FastifyBaseLogger,
  intervalMs: number,
  clock: () => Date = () => new Date(),
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = sweep
      .sweep(clock())
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'audit entries past their retention deleted');
      })
      .catch((error: unknown) => log.error({ err: error }, 'audit retention sweep failed'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
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
