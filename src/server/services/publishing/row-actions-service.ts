import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { RowActionResult } from '@shared/schemas/bulk-actions';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { ownerScope } from '../common/ownership';
import type { PublishScheduler, WithinTransaction } from './publication-service';
import { rowsOfPublication, visiblePublicationId } from './publication-queries';
import type { PublicationRowRepository } from './publication-row-repository';

/**
 * A published item's selected rows (at most a few thousand, one transaction, no job): the failed ones
 * back to the queue, each as its single retry would (the row's one publish job, planned by the
 * pacing), or the planned ones deleted before anything of them reaches the platform. A row of another
 * item, or in a state the action does not take, is refused with the reason; the others go ahead.
 */
export class RowActionsService {
  constructor(
    private readonly db: Database,
    private readonly rows: PublicationRowRepository,
    private readonly scheduler: PublishScheduler,
  ) {}

  retry(user: SessionUser, idUpload: string, ids: readonly number[], within?: WithinTransaction<RowActionResult>) {
    return this.each(
      user,
      idUpload,
      ids,
      within,
      async (tx, row) => {
        if (row.status !== 'error' && row.status !== 'loading') return messages.bulkRowNotFailed;
        return (await this.rows.retry(tx, row.id)) ? null : messages.bulkRowInProgress;
      },
      (done, tx) => this.scheduler.scheduleAll(done, tx),
    );
  }

  deletePlanned(user: SessionUser, idUpload: string, ids: readonly number[], within?: WithinTransaction<RowActionResult>) {
    return this.each(user, idUpload, ids, within, async (tx, row) =>
      (await this.rows.removePlanned(tx, row.id)) ? null : messages.bulkRowAlreadySent,
    );
  }

  private async each(
    user: SessionUser,
    idUpload: string,
    ids: readonly number[],
    within: WithinTransaction<RowActionResult> | undefined,
    act: (tx: Queryable, row: { id: number; status: string }) => Promise<string | null>,
    after?: (done: number[], tx: Queryable) => Promise<void>,
  ): Promise<RowActionResult> {
    const publicationId = await visiblePublicationId(this.db, idUpload, ownerScope(user));
    if (publicationId === null) throw new HttpError(404, messages.publicationNotFound);
    const unique = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const found = await rowsOfPublication(tx, publicationId, unique);
      const known = new Set(found.map((row) => row.id));
      const answer: RowActionResult = {
        done: [],
        refused: unique.filter((id) => !known.has(id)).map((id) => ({ id, reason: messages.bulkRowNotFound })),
      };
      for (const row of found) {
        const reason = await act(tx, row);
        if (reason === null) answer.done.push(row.id);
        else answer.refused.push({ id: row.id, reason });
      }
      await after?.(answer.done, tx);
      await within?.(tx, answer);
      return answer;
    });
  }
}
