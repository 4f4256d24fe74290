import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { RetryFailedResponse } from '@shared/schemas/fleet-health';
import type { Platform } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { AccountRepository } from '../accounts/account-repository';
import { ownerScope } from '../common/ownership';
import type { PublishScheduler, WithinTransaction } from './publication-service';
import type { PublicationRowRepository } from './publication-row-repository';
import { visibleTo } from './publication-visibility';

interface FailedRow {
  id: number;
  platform: Platform;
  publish_at: Date | null;
}

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
    private readonly rows: PublicationRowRepository,
    private readonly scheduler: PublishScheduler,
  ) {}

  async forPublication(
    user: SessionUser,
    idUpload: string,
    withinTransaction?: WithinTransaction<RetryFailedResponse>,
  ): Promise<RetryFailedResponse> {
    const [publication] = await this.db.query<{ id: number }>(
      `SELECT p.id FROM publications p JOIN creation_requests cr ON cr.id = p.request_id
        WHERE cr.id_upload = $1 AND ${visibleTo('p.id', '$2')}`,
      [idUpload, ownerScope(user)],
    );
    if (!publication) throw new HttpError(404, messages.publicationNotFound);
    return this.retryAll(
      (tx) =>
        tx.query<FailedRow>(
          `SELECT r.id, r.platform, pv.publish_at
             FROM publication_videos pv JOIN publication_results r ON r.publication_video_id = pv.id
            WHERE pv.publication_id = $1 AND r.status = 'error'
            ORDER BY r.id`,
          [publication.id],
        ),
      withinTransaction,
    );
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
    return this.retryAll(
      (tx) =>
        tx.query<FailedRow>(
          `SELECT r.id, r.platform, pv.publish_at
             FROM publication_videos pv
             JOIN publication_results r ON r.publication_video_id = pv.id
            WHERE pv.account_id = $1 AND r.status = 'error' AND ($2::text IS NULL OR r.platform = $2::text)
              AND ${visibleTo('pv.publication_id', '$3')}
            ORDER BY pv.publication_id, r.id`,
          [accountId, platform ?? null, owner],
        ),
      withinTransaction,
    );
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
