import type { Database } from '@server/db/database';
import { eventRecorder, type RecordEvent } from '@server/services/events/event-recorder';
import { EventRepository } from '@server/services/events/event-repository';

/**
 * The events recorder for tests that build repositories and jobs by hand, without the job queue:
 * events are written as the product writes them, and their dispatch is not queued.
 */
export const recordEventsWithoutDispatch = (db: Database): RecordEvent => eventRecorder(new EventRepository(db), async () => {});
