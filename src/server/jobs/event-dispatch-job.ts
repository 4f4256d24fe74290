import * as v from 'valibot';
import type { EventConsumers } from '@server/services/events/event-consumers';
import { EventDispatchService } from '@server/services/events/event-dispatch-service';
import { eventRecorder, type RecordEvent } from '@server/services/events/event-recorder';
import type { EventRepository } from '@server/services/events/event-repository';
import type { JobDefinition, JobQueue } from './job-queue';

/** An event dispatch job's payload (version 1): the recorded event to hand to the consumers. */
const EventDispatchPayload = v.object({ eventId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type EventDispatchData = v.InferOutput<typeof EventDispatchPayload>;

/**
 * One job per event (keyed `event:<id>`, sent in the transaction that recorded it): hands the event to
 * the consumers that have not handled it yet (services/events/event-dispatch-service.ts). Retries
 * back off from 10 s over about 5 minutes, covering a push service's or a webhook receiver's short outage.
 */
export function eventDispatchJob(dispatcher: {
  dispatch(eventId: number, isLastAttempt: boolean): Promise<void>;
}): JobDefinition<EventDispatchData> {
  return {
    name: 'event-dispatch',
    version: 1,
    payload: EventDispatchPayload,
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    handle: ({ eventId }, attempt) => dispatcher.dispatch(eventId, attempt.isLast),
  };
}

/** The dispatch job's definition and the recorder that sends it (`RecordEvent`). */
export interface EventDispatch {
  job: JobDefinition<EventDispatchData>;
  recordEvent: RecordEvent;
}

/**
 * The events' dispatch on `queue`: the job (defined and worked by startJobs) and `recordEvent`, which
 * writes an event and its job, keyed `event:<id>`, through the caller's transaction.
 */
export function eventDispatch(
  queue: JobQueue,
  events: EventRepository,
  consumers: EventConsumers,
  log: { error(object: object, message: string): void },
): EventDispatch {
  const job = eventDispatchJob(new EventDispatchService(events, consumers, log));
  return { job, recordEvent: eventRecorder(events, (eventId, tx) => queue.send(job, { eventId }, `event:${eventId}`, null, tx)) };
}
