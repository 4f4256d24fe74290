import * as v from 'valibot';
import type { JobDefinition } from './job-queue';

/** A bulk action job's payload (version 1): the recorded action to work through. */
const BulkActionPayload = v.object({ actionId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type BulkActionData = v.InferOutput<typeof BulkActionPayload>;

/**
 * A bulk action running longer than this is taken for lost: 5,000 proxy checks, 4 at a time, each
 * at most 15 s, end within about 5 h 15 min.
 */
export const BULK_ACTION_EXPIRE_SECONDS = 6 * 3600;

/**
 * One bulk action on profiles, keyed by its record: the job does the profiles still pending (the
 * service settles each as it goes), so running it again after a crash or a retry repeats nothing
 * already done. The stately queue keeps one waiting job per action.
 */
export function bulkActionJob(runner: { run(actionId: number, isLastAttempt: boolean): Promise<void> }): JobDefinition<BulkActionData> {
  return {
    name: 'bulk-action',
    version: 1,
    payload: BulkActionPayload,
    retryLimit: 3,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: BULK_ACTION_EXPIRE_SECONDS,
    policy: 'stately',
    handle: ({ actionId }, attempt) => runner.run(actionId, attempt.isLast),
  };
}
