import { AsyncLocalStorage } from 'node:async_hooks';

/** Who the database work of a request is done for, as the audit log's triggers read it (`app.actor`). */
export interface AuditActor {
  /** The signed-in user; null before sign-in (a sign-in itself, a connect link opened by a profile's owner). */
  userId: number | null;
  login: string | null;
  ip: string;
  userAgent: string | null;
}

const context = new AsyncLocalStorage<() => AuditActor>();

/**
 * Runs `work` (and everything it starts) as done for the actor `actor()` names. The actor is read
 * when a transaction opens, so that a user known only after this call (the sign-in check) is named.
 */
export const runAsActor = <T>(actor: () => AuditActor, work: () => T): T => context.run(actor, work);

/**
 * The actor of the work in progress as the JSON the triggers read (`app.actor`); null outside a
 * request (jobs, the start-up: the system).
 */
export function currentActorSetting(): string | null {
  const actor = context.getStore();
  return actor ? JSON.stringify(actor()) : null;
}

/** The statement that names the actor for the rest of the transaction it runs in. */
export const SET_ACTOR_SQL = "SELECT set_config('app.actor', $1, true)";
