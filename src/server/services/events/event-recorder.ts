import type { AppEvent, EventInput } from '@shared/schemas/events';
import type { Queryable } from '@server/db/database';
import type { EventRepository } from './event-repository';

/** The port to the job queue: the event's dispatch job, written through the caller's transaction. */
export type EventDispatchSender = (eventId: number, tx: Queryable) => Promise<void>;

/**
 * Records an event inside the caller's transaction, with its dispatch job: both exist exactly when
 * what caused the event commits (a rolled-back transaction leaves neither).
 */
export type RecordEvent = (tx: Queryable, input: EventInput) => Promise<AppEvent>;

export function eventRecorder(events: EventRepository, sendDispatch: EventDispatchSender): RecordEvent {
  return async (tx, input) => {
    const event = await events.insert(tx, input);
    await sendDispatch(event.id, tx);
    return event;
  };
}
