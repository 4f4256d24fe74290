import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { Database, Queryable } from '@server/db/database';
import type { MediaTools } from '@server/media/media-tools';
import type { Publishers } from '@server/platforms/publishers';
import type { AccountCredentials } from '@server/services/accounts/account-credentials';
import type { AccountRepository } from '@server/services/accounts/account-repository';
import type { RenderScheduler } from '@server/services/creation/creation-service';
import type { RenderRepository } from '@server/services/creation/render-repository';
import type { PostStatsRepository } from '@server/services/publishing/post-stats-repository';
import type { PublicationRowRepository } from '@server/services/publishing/publication-row-repository';
import { releaseDeadExitLeases } from '@server/services/publishing/pacing-repository';
import { pacedScheduler } from '@server/services/publishing/posting-pacing';
import type { PublishScheduler } from '@server/services/publishing/publication-service';
import type { RecordEvent } from '@server/services/events/event-recorder';
import type { MediaStorage } from '@server/storage/storage';
import type { EventDispatch } from './event-dispatch-job';
import type { JobDefinition, JobQueue } from './job-queue';
import { PUBLISH_EXPIRE_SECONDS, publishJob } from './publish-job';
import { renderExpireSeconds, renderVariantJob } from './render-variant';
import { STATS_EXPIRE_SECONDS, statsJob } from './stats-job';

export interface JobDeps {
  db: Database;
  storage: MediaStorage;
  tools: MediaTools;
  accounts: AccountRepository;
  credentials: AccountCredentials;
  rows: PublicationRowRepository;
  renders: RenderRepository;
  postStats: PostStatsRepository;
  publishers: Publishers;
  /** The queue, started by the container (events are recorded through it before the jobs are defined). */
  queue: JobQueue;
  /** The events' dispatch job and their recorder (jobs/event-dispatch-job.ts). */
  events: EventDispatch;
  log: FastifyBaseLogger;
}

/** The job queue as the services see it: the two schedulers (ports declared in services/), a later job's definition, and the stop. */
export interface Jobs {
  publishScheduler: PublishScheduler;
  renderScheduler: RenderScheduler;
  /** Records an event in the caller's transaction together with its dispatch job (services/events/). */
  recordEvent: RecordEvent;
  /**
   * Defines a job whose handler needs services built after the queue (the bulk actions), works it here
   * (`concurrency` at a time, after putting back what a shutdown cut off) when this process runs
   * workers, and answers its sender: the job under `key`, through the caller's transaction when given,
   * to start at `startAfter` when given.
   */
  add<TData extends object>(
    definition: JobDefinition<TData>,
    concurrency: number,
  ): Promise<(data: TData, key: string, tx?: Queryable, startAfter?: Date) => Promise<void>>;
  stop(): Promise<void>;
}

/**
 * How long the longest job may run before the queue takes it for lost: no running job's temporary
 * file is older than this (they are made after the job started).
 */
export const longestJobSeconds = (config: Pick<Config, 'renderTimeoutSeconds'>) =>
  Math.max(renderExpireSeconds(config.renderTimeoutSeconds), PUBLISH_EXPIRE_SECONDS, STATS_EXPIRE_SECONDS);

/**
 * The job queue with every job defined (render, publish, stats). With `runWorkers` this process
 * also works them: RENDER_CONCURRENCY renders and PUBLISH_CONCURRENCY uploads at a time, a stats
 * sweep every STATS_INTERVAL_MINUTES, after putting back what the last shutdown cut off.
 */
export async function startJobs(config: Config, deps: JobDeps, runWorkers: boolean): Promise<Jobs> {
  const { db, log } = deps;
  const { queue, renders, postStats } = deps;
  const { job: dispatch, recordEvent } = deps.events;
  const stats = statsJob(deps);
  const sendStats = (resultId: number) => queue.send(stats, { resultId }, `stats:${resultId}`);
  // The one place a publish job is sent, keyed by its row (the stately queue keeps one waiting job per row):
  // planned rows, a row put back for later, and rows found waiting at start all come through here.
  const sendPublish = (resultId: number, startAfter: Date | null, tx?: Queryable) =>
    queue.send(publish, { resultId }, `publish:${resultId}`, startAfter, tx);
  const publish = publishJob({
    ...deps,
    recordEvent,
    retryDelaySeconds: config.publishRetrySeconds,
    later: sendPublish,
    afterPublished: sendStats,
  });
  const render = renderVariantJob({ ...deps, timeoutSeconds: config.renderTimeoutSeconds });
  for (const definition of [render, publish, stats, dispatch]) await queue.define(definition as Parameters<JobQueue['define']>[0]);

  // Rows are planned into their profiles' next allowed slots (posting limits) and their jobs start there.
  const publishScheduler = pacedScheduler(db, sendPublish, (resultId, startAfter, tx) =>
    queue.reschedule(publish, { resultId }, `publish:${resultId}`, startAfter, tx),
  );
  const renderScheduler: RenderScheduler = {
    scheduleRender: (requestId, idUpload, variant, tx) => queue.send(render, { requestId, variant }, `${idUpload}:${variant}`, null, tx),
  };

  let sweepTimer: NodeJS.Timeout | undefined;
  if (runWorkers) {
    for (const name of [render.name, publish.name, stats.name, dispatch.name]) {
      const recovered = await queue.recoverInterruptedJobs(name);
      if (recovered > 0) log.warn({ job: name, recovered }, 'jobs cut off by the last shutdown run again');
    }
    await requeueWaitingPublications(db, deps.rows, sendPublish);
    const missing = await requeueMissingRenders(renders, render.name, renderScheduler.scheduleRender);
    if (missing > 0) log.warn({ renders: missing }, 'render jobs missing for requests in progress queued again');
    await queue.work(render, config.renderConcurrency);
    await queue.work(publish, config.publishConcurrency);
    await queue.work(stats, 1);
    await queue.work(dispatch, 2);

    const sweep = async () => {
      for (const resultId of await postStats.stale(config.statsIntervalMinutes)) await sendStats(resultId);
    };
    sweepTimer = setInterval(
      () => void sweep().catch((error: unknown) => log.error({ err: error }, 'stats sweep failed')),
      config.statsIntervalMinutes * 60_000,
    );
    sweepTimer.unref();
  }

  return {
    publishScheduler,
    renderScheduler,
    recordEvent,
    async add(definition, concurrency) {
      await queue.define(definition as Parameters<JobQueue['define']>[0]);
      if (runWorkers) {
        const recovered = await queue.recoverInterruptedJobs(definition.name);
        if (recovered > 0) log.warn({ job: definition.name, recovered }, 'jobs cut off by the last shutdown run again');
        await queue.work(definition, concurrency);
      }
      return (data, key, tx, startAfter) => queue.send(definition, data, key, startAfter ?? null, tx);
    },
    async stop() {
      clearInterval(sweepTimer);
      await queue.stop();
    },
  };
}

/**
 * Rows waiting for their job (a crash between saving a publication and queueing it, or a process
 * killed mid-upload) get one again; the publish job's lease and stately queue keep this harmless.
 */
async function requeueWaitingPublications(
  db: Database,
  rows: PublicationRowRepository,
  send: (resultId: number, startAfter: Date | null) => Promise<void>,
) {
  if (db.kind === 'pglite') {
    await rows.releaseDeadLeases();
    await releaseDeadExitLeases(db);
  }
  for (const row of await rows.waitingForJobs())
    await send(row.id, row.start_after && row.start_after > new Date() ? row.start_after : null);
}

/**
 * Variants of a request in progress that have neither their video nor a live render job (a request
 * saved before its jobs were queued in its own transaction, or jobs lost with the queue's data) get
 * their job again. The render job is idempotent per (request, variant), so a duplicate is harmless.
 * Returns how many were queued.
 */
export async function requeueMissingRenders(
  renders: RenderRepository,
  jobName: string,
  send: (requestId: number, idUpload: string, variant: number) => Promise<void>,
): Promise<number> {
  const rows = await renders.variantsWithoutJob(jobName);
  for (const row of rows) await send(row.id, row.id_upload, row.variant);
  return rows.length;
}
