import type { EventConsumers } from './event-consumers';
import type { EventRepository } from './event-repository';

interface DispatchLog {
  error(object: object, message: string): void;
}

/**
 * Hands one event to every registered consumer that has not handled it yet, recording each that did.
 * A consumer's failure does not stop the others; the dispatch then fails so the job runs again for
 * those that failed, except on the job's last attempt, where the failures are logged and given up.
 */
export class EventDispatchService {
  constructor(
    private readonly events: EventRepository,
    private readonly consumers: EventConsumers,
    private readonly log: DispatchLog,
  ) {}

  async dispatch(eventId: number, isLastAttempt: boolean): Promise<void> {
    const consumers = await this.consumers.list();
    const event = await this.events.byId(eventId);
    // The event went with its owner (a user deleted meanwhile): nothing to tell anyone.
    if (!event) return;
    const done = await this.events.deliveredTo(eventId);
    const failed: string[] = [];
    for (const consumer of consumers) {
      if (done.has(consumer.name)) continue;
      try {
        await consumer.handle(event);
        await this.events.markDelivered(eventId, consumer.name);
      } catch (error) {
        failed.push(consumer.name);
        this.log.error({ err: error, eventId, consumer: consumer.name, isLastAttempt }, 'event consumer failed');
      }
    }
    if (failed.length > 0 && !isLastAttempt) throw new Error(`event ${eventId}: consumers failed: ${failed.join(', ')}`);
  }
}
