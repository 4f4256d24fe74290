import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { RetryFailedResponse } from '@shared/schemas/fleet-health';
import type { Platform } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { AccountRepository } from '../accounts/account-repository';
import { ownerScope } from '../common/ownership';
import type { PublishScheduler, WithinTransaction } from './publication-service';
import { visiblePublicationId } from './publication-queries';
import type { FailedRow, PublicationRepository } from './publication-repository';
import type { PublicationRowRepository } from './publication-row-repository';

/**
 * 'Повторити невдалі': every row in 'Помилка' of a published item, or of a profile, back to the queue
 * at once. Each row takes the single retry's path (`PublicationRowRepository.retry`, then `scheduler.schedule` in the
 * same transaction: the row's one publish job, under the same singleton key, planned by the scheduler
 * and so by the pacing), so the job resumes the remembered upload or finds the post already made and
 * no second post can result. All rows, their jobs and the Idempotency-Key's answer commit together.
 */
export class RetryFailedService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly publications: PublicationRepository,
    private readonly rows: PublicationRowRepository,
    private readonly scheduler: PublishScheduler,
  ) {}

  async forPublication(
    user: SessionUser,
    idUpload: string,
    withinTransaction?: WithinTransaction<RetryFailedResponse>,
  ): Promise<RetryFailedResponse> {
    const publicationId = await visiblePublicationId(this.db, idUpload, ownerScope(user));
    if (publicationId === null) throw new HttpError(404, messages.publicationNotFound);
    return this.retryAll((tx) => this.publications.failedRowsOfPublication(tx, publicationId), withinTransaction);
  }

  /** The profile's failed rows (on one platform when given) in the publications the user may reach. */
  async forAccount(
    user: SessionUser,
    accountId: number,
    platform: Platform | undefined,
    withinTransaction?: WithinTransaction<RetryFailedResponse>,
  ): Promise<RetryFailedResponse> {
    await this.accounts.load(this.db, user, accountId);
    const owner = ownerScope(user);
    return this.retryAll((tx) => this.publications.failedRowsOfAccount(tx, accountId, platform ?? null, owner), withinTransaction);
  }

  /**
   * Rows are taken in publication order (the row repository locks each row's publication first), so two bulk
   * retries never wait on each other in a circle. A row a job holds right now is left alone.
   */
  private retryAll(
    failedRows: (tx: Queryable) => Promise<FailedRow[]>,
    withinTransaction?: WithinTransaction<RetryFailedResponse>,
  ): Promise<RetryFailedResponse> {
    return this.db.transaction(async (tx) => {
      const retried: number[] = [];
      for (const row of await failedRows(tx)) {
        if (await this.rows.retry(tx, row.id)) retried.push(row.id);
      }
      // Planned together: the profiles' pacing locks are taken in one order, as a publication takes them.
      await this.scheduler.scheduleAll(retried, tx);
      const answer = { retried: retried.length };
      await withinTransaction?.(tx, answer);
      return answer;
    });
  }
}
