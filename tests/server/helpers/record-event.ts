import type { AppEvent, EventInput } from '@shared/schemas/events';
import type { Database } from '@server/db/database';
import { eventDispatchJob } from '@server/jobs/event-dispatch-job';
import { JobQueue } from '@server/jobs/job-queue';
import { eventRecorder } from '@server/services/events/event-recorder';
import { EventRepository } from '@server/services/events/event-repository';

/**
 * Records events as a service does (RecordEvent in its own transaction, with the event's dispatch job),
 * for tests of what consumes them; the app under test works the dispatch jobs. Its queue only sends.
 */
export async function startEventRecorder(db: Database) {
  const queue = new JobQueue(db, 60, { error: () => undefined });
  await queue.start();
  const dispatch = eventDispatchJob({ dispatch: async () => undefined });
  const record = eventRecorder(new EventRepository(db), (eventId, tx) => queue.send(dispatch, { eventId }, `event:${eventId}`, null, tx));
  return {
    record: (input: EventInput): Promise<AppEvent> => db.transaction((tx) => record(tx, input)),
    stop: () => queue.stop(),
  };
}
