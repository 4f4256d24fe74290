import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import {
  BULK_MAX_PROFILES,
  type BulkAction,
  type BulkActionKind,
  type BulkActionRequest,
  type BulkPayload,
  type BulkSelection,
} from '@shared/schemas/bulk-actions';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { ownerScope } from '../common/ownership';
import type { AccountCredentials } from './account-credentials';
import { bulkActionOf, profilesOfFilter, reachableProfiles, type SelectedProfile } from './bulk-action-queries';
import type { BulkActionRepository, NewBulkItem } from './bulk-action-repository';
import { type BulkHandler, bulkHandlers, type BulkTools } from './bulk-actions';
import { mapBounded } from './proxy-check-service';

/** Queues the job that works an action through (a port: jobs/start-jobs.ts implements it), in the caller's transaction. */
export type BulkActionScheduler = (actionId: number, tx: Queryable) => Promise<void>;

/** Items a job takes from the database at a time. */
const BATCH = 50;

/** How a profile reads in the results: its number and the first line of its comment. */
const titleOf = (profile: Pick<SelectedProfile, 'id' | 'comments'>) => {
  const comment = profile.comments.replace(/\s+/g, ' ').trim().slice(0, 80);
  return comment ? `#${profile.id} · ${comment}` : `#${profile.id}`;
};

const reasonOf = (error: HttpError) => [error.messages].flat().join('; ');

/**
 * Bulk actions on selected profiles: the request is checked and resolved to profiles (ids, or a list's
 * filter, under the user's ownership: another user's ids are recorded as refused and never acted on),
 * recorded with one item per profile and its job in one transaction; the job then does each profile
 * through the profile's own use case (bulk-actions.ts), one refusal never stopping the others.
 */
export class BulkActionService {
  constructor(
    private readonly db: Database,
    private readonly actions: BulkActionRepository,
    private readonly credentials: AccountCredentials,
    private readonly tools: BulkTools,
    private readonly schedule: BulkActionScheduler,
  ) {}

  /** Starts the action, or answers the one this request id already started. */
  async start(user: SessionUser, request: BulkActionRequest): Promise<BulkAction> {
    const existing = await this.actions.findByRequest(user.id, request.requestId);
    if (existing !== null) return this.progress(user, existing);
    const items = await this.itemsOf(user, request.selection);
    const handler = bulkHandlers[request.kind] as BulkHandler<BulkActionKind>;
    await handler.check?.(this.tools, user, request.payload as never, items.length);
    const created = await this.db.transaction(async (tx) => {
      const id = await this.actions.create(tx, {
        userId: user.id,
        requestId: request.requestId,
        kind: request.kind,
        payloadEnc: this.credentials.seal(JSON.stringify(request.payload)),
        items,
      });
      if (id !== null && items.some((item) => item.outcome === 'pending')) await this.schedule(id, tx);
      return id;
    });
    return this.progress(user, created ?? (await this.actions.findByRequest(user.id, request.requestId))!);
  }

  async progress(user: SessionUser, id: number): Promise<BulkAction> {
    const action = await bulkActionOf(this.db, id, ownerScope(user));
    if (!action) throw new HttpError(404, messages.bulkNotFound);
    return action;
  }

  /**
   * The job: every item still pending, in order, a batch at a time; each settled as soon as its
   * profile is done, so a job run again (a crash, a retry) takes up only what is left. An unexpected
   * error fails the job for the queue to retry; on its last attempt it becomes that profile's refusal.
   */
  async run(actionId: number, isLastAttempt: boolean): Promise<void> {
    const action = await this.actions.loadForJob(actionId);
    if (!action) return;
    const user: SessionUser = { id: action.user_id, login: action.login, role: action.role };
    const payload = JSON.parse(this.credentials.open(action.payload_enc) ?? '{}') as BulkPayload<BulkActionKind>;
    const handler = bulkHandlers[action.kind] as BulkHandler<BulkActionKind>;
    for (let items = await this.actions.pending(actionId, BATCH); items.length > 0; items = await this.actions.pending(actionId, BATCH)) {
      await mapBounded(items, handler.concurrency ?? 1, async (item) => {
        const target = { user, accountId: item.account_id, position: item.position, total: action.total };
        let reason: string | null;
        try {
          reason = await handler.apply(this.tools, target, payload);
        } catch (error) {
          if (error instanceof HttpError) {
            reason = error.statusCode === 404 ? (handler.goneIsDone ? null : messages.bulkProfileGone) : reasonOf(error);
          } else if (isLastAttempt) {
            reason = messages.bulkFailed;
          } else {
            throw error;
          }
        }
        await this.actions.settle(actionId, item.position, reason);
      });
    }
    await this.actions.finish(actionId);
  }

  /** The selection's profiles, newest first: each reachable one pending, each id the user may not reach refused. */
  private async itemsOf(user: SessionUser, selection: BulkSelection): Promise<NewBulkItem[]> {
    const owner = ownerScope(user);
    if (selection.by !== 'ids') {
      const found = await profilesOfFilter(this.db, owner, selection, BULK_MAX_PROFILES + 1);
      if (found.length === 0) throw new HttpError(400, messages.bulkNothingFound);
      if (found.length > BULK_MAX_PROFILES) throw new HttpError(400, messages.bulkTooMany(BULK_MAX_PROFILES));
      return found.map((profile) => ({ accountId: profile.id, title: titleOf(profile), outcome: 'pending', reason: null }));
    }
    const ids = [...new Set(selection.ids)].sort((a, b) => b - a);
    const reachable = new Map((await reachableProfiles(this.db, owner, ids)).map((profile) => [profile.id, profile]));
    return ids.map((id) => {
      const profile = reachable.get(id);
      // Another user's profile is named by its number only: its comment is not this user's to read.
      return profile
        ? { accountId: id, title: titleOf(profile), outcome: 'pending', reason: null }
        : { accountId: id, title: `#${id}`, outcome: 'refused', reason: messages.bulkNotYours };
    });
  }
}
