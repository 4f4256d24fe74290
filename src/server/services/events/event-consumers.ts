import type { AppEvent } from '@shared/schemas/events';

/**
 * Something that acts on every recorded event, after its transaction committed, from the event's
 * dispatch job (never from the request that caused it): Web Push, webhooks. `name` is stable (the
 * dispatch records per name which consumers handled an event). `handle` may throw: the job runs it
 * again later (with the queue's retries), and only the consumers that have not handled the event yet.
 * A consumer ignores the kinds it does not care about; it must tolerate running twice for one event
 * (a crash between its work and its delivery record).
 */
export interface EventConsumer {
  readonly name: string;
  handle(event: AppEvent): Promise<void>;
}

/**
 * The consumers of events, registered by the container once each at start; the dispatch job calls
 * them in order. Dispatching waits until the container says the list is complete, so a job taken
 * while the process starts does not skip a consumer registered a moment later.
 */
export class EventConsumers {
  private readonly consumers: EventConsumer[] = [];
  private markComplete!: () => void;
  private readonly completed = new Promise<void>((resolve) => (this.markComplete = resolve));

  register(consumer: EventConsumer): void {
    if (this.consumers.some((known) => known.name === consumer.name)) throw new Error(`event consumer ${consumer.name} registered twice`);
    this.consumers.push(consumer);
  }

  /** Every consumer is registered: dispatching may start. */
  complete(): void {
    this.markComplete();
  }

  /** The consumers, once the list is complete. */
  async list(): Promise<readonly EventConsumer[]> {
    await this.completed;
    return this.consumers;
  }
}
