import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { MediaBinaries } from '../media/binaries';
import type { MediaTools } from '../media/media-tools';
import type { LocalStorage } from '../storage/local-storage';
import { JobQueue } from './job-queue';
import { renderVariantJob } from './render-variant';

/**
 * The job queue with the render job defined; with `runWorkers`, this process also renders
 * (RENDER_CONCURRENCY at a time), after re-queuing renders a crash of the embedded database's
 * only process cut off.
 */
export async function startRenderJobs(
  config: Config,
  deps: { db: Database; storage: LocalStorage; binaries: MediaBinaries; tools: MediaTools; log: FastifyBaseLogger },
  runWorkers: boolean,
) {
  const jobs = new JobQueue(deps.db, config.jobPollSeconds);
  jobs.onError = (error) => deps.log.error({ err: error }, 'job queue error');
  await jobs.start();
  const renderJob = renderVariantJob({ ...deps, timeoutSeconds: config.renderTimeoutSeconds });
  await jobs.define(renderJob);
  if (runWorkers) {
    const recovered = await jobs.recoverInterruptedJobs(renderJob.name);
    if (recovered > 0) deps.log.warn({ recovered }, 'render jobs cut off by the last shutdown run again');
    await jobs.work(renderJob, config.renderConcurrency);
  }
  return { jobs, renderJob };
}
