import PgBoss from 'pg-boss';
import * as v from 'valibot';
import type { Database, Queryable } from '@server/db/database';

/**
 * A job: its queue's name and settings, the payload's schema and version, and the handler. A payload
 * is parsed with `payload` when a worker takes the job; one that does not fit fails the job (logged
 * with the job's name and version, no retries) instead of reaching the handler.
 */
export interface JobDefinition<TData extends object> {
  name: string;
  /** The payload's version: raise it with any change to `payload`, and parse the older shapes still queued. */
  version: number;
  payload: v.GenericSchema<unknown, TData>;
  /** Attempts after the first; the handler learns when it runs the last one. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A running job older than this is taken as lost (its worker died) and retried. */
  expireInSeconds: number;
  /** Retry delays double each time (with jitter) instead of staying at retryDelaySeconds. */
  retryBackoff?: boolean;
  /**
   * 'stately': at most one waiting and one running job per key, so sending a key again while its job
   * waits adds nothing. The default keeps no such limit (the handler must then be idempotent).
   */
  policy?: 'standard' | 'stately';
  handle(data: TData, attempt: { retryCount: number; isLast: boolean }): Promise<void>;
}

/**
 * pg-boss on the application's own database (PGlite or PostgreSQL): jobs survive restarts and
 * spread over every process that runs workers.
 */
export class JobQueue {
  private readonly boss: PgBoss;

  constructor(
    private readonly db: Database,
    private readonly pollingIntervalSeconds: number,
    private readonly log: { error(object: object, message: string): void },
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => db.jobQueueSql(text, values) },
      schema: 'pgboss',
      // Maintenance (expiry of lost jobs, archiving) runs often enough for a crashed render to come back.
      maintenanceIntervalSeconds: 30,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  async define<TData extends object>(definition: JobDefinition<TData>): Promise<void> {
    await this.boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff ?? false,
      expireInSeconds: definition.expireInSeconds,
      policy: definition.policy ?? 'standard',
    });
  }

  /**
   * Enqueues a job under `key` (see `policy` for what a repeated key does), to start at `startAfter`
   * when given. With `tx` the job is written through the caller's transaction: it exists exactly
   * when the rest of that transaction commits.
   */
  async send<TData extends object>(
    definition: JobDefinition<TData>,
    data: TData,
    key: string,
    startAfter?: Date | null,
    tx?: Queryable,
  ): Promise<void> {
    await this.boss.send(definition.name, data, {
      singletonKey: key,
      ...(startAfter ? { startAfter } : {}),
      ...(tx ? { db: { executeSql: async (text: string, values: unknown[]) => ({ rows: await tx.query(text, values) }) } } : {}),
    });
  }

  /**
   * Moves the job waiting under `key` to start at `startAfter`, through the caller's transaction; sends
   * one when none waits (its last run ended, or it was lost). A job already running is left to run: its
   * handler reads the row again.
   */
  async reschedule<TData extends object>(
    definition: JobDefinition<TData>,
    data: TData,
    key: string,
    startAfter: Date,
    tx: Queryable,
  ): Promise<void> {
    const moved = await tx.query(
      "UPDATE pgboss.job SET start_after = $3 WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry') RETURNING id",
      [definition.name, key, startAfter],
    );
    if (moved.length === 0) await this.send(definition, data, key, startAfter, tx);
  }

  /** Runs `concurrency` workers of this job in this process; each job's payload is parsed before its handler runs. */
  async work<TData extends object>(definition: JobDefinition<TData>, concurrency: number): Promise<void> {
    for (let i = 0; i < concurrency; i += 1) {
      await this.boss.work<unknown>(
        definition.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          const parsed = v.safeParse(definition.payload, job.data);
          if (!parsed.success) return this.failForGood(definition.name, definition.version, job.id, job.data, parsed.issues);
          await definition.handle(parsed.output, { retryCount: job.retryCount, isLast: job.retryCount >= job.retryLimit });
        },
      );
    }
  }

  /** A payload this version cannot read never will: the job fails now, without its retries, and the log says why. */
  private async failForGood(name: string, version: number, id: string, data: unknown, issues: v.BaseIssue<unknown>[]): Promise<never> {
    const problems = issues.map((issue) => `${v.getDotPath(issue) ?? '(payload)'}: ${issue.message}`);
    this.log.error({ job: name, version, id, data, problems }, 'job payload does not match its definition; the job fails');
    await this.db.jobQueueSql('UPDATE pgboss.job SET retry_limit = retry_count WHERE name = $1 AND id = $2', [name, id]);
    throw new Error(`payload of ${name} v${version} does not match: ${problems.join('; ')}`);
  }

  /**
   * With the embedded database only this process can run jobs, so any job still marked active was
   * cut off by a crash or a kill: make it runnable again at once instead of waiting for its expiry.
   */
  async recoverInterruptedJobs(name: string): Promise<number> {
    if (this.db.kind !== 'pglite') return 0;
    const { rows } = await this.db.jobQueueSql(
      "UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE name = $1 AND state = 'active' RETURNING id",
      [name],
    );
    return rows.length;
  }

  /**
   * Lets the running jobs end (a publish waiting out the platform's pace, a render) before it returns:
   * the caller closes the database next, and a job cut off there would fail its own bookkeeping. The
   * server's own shutdown is bounded separately (main.ts exits after 10 s).
   */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 30_000 });
  }
}
