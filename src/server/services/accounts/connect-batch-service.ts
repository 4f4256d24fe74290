import type { SessionUser } from '@shared/schemas/auth';
import { CONNECT_PLATFORMS, type ConnectPlatform } from '@shared/schemas/connect';
import type {
  BatchSkip,
  ConnectBatch,
  ConnectBatchRequest,
  ConnectBatchRevoked,
  ConnectCandidateList,
  ConnectCandidatesQuery,
} from '@shared/schemas/connect-batches';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { messages } from '@server/messages';
import { ownerScope } from '../common/ownership';
import type { AccountRepository, AccountRow } from './account-repository';
import { accountTitle } from './account-title';
import { batchInvitations, batchOf, type BatchRow, connectCandidates } from './connect-batch-queries';
import type { ConnectBatchRepository, NewBatchInvitation } from './connect-batch-repository';
import { INVITATION_TTL_MS, toInvitation } from './connect-invitations';
import type { ConnectProvider } from './connect-provider';
import { randomToken, sha256Hex } from './connect-states';

const switchedOn = (row: AccountRow, platform: ConnectPlatform) => (platform === 'youtube' ? row.in_youtube : row.in_tiktok);

/**
 * The connect page for many profiles ('Підключення акаунтів'): one request makes a batch of
 * single-use invitations, one per chosen profile and platform switched on there, each exactly like
 * the profile page's own (random token kept as its hash, 72 hours, bound to the first browser that
 * opens it, used once). Every id must be the caller's (an admin's: anyone's) or nothing is made.
 * The batch then shows its invitations' states (the links only in the answer that made them) and
 * revokes those not used yet at once.
 */
export class ConnectBatchService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly rows: ConnectBatchRepository,
    private readonly providers: Readonly<Record<ConnectPlatform, ConnectProvider>>,
    private readonly invitationUrl: (token: string) => string,
    private readonly now: () => Date,
  ) {}

  candidates(user: SessionUser, query: ConnectCandidatesQuery): Promise<ConnectCandidateList> {
    return connectCandidates(this.db, ownerScope(user), query);
  }

  async create(user: SessionUser, request: ConnectBatchRequest): Promise<ConnectBatch> {
    const ids = [...new Set(request.accounts)];
    const platforms = CONNECT_PLATFORMS.filter((platform) => request.platforms.includes(platform));
    const found = new Map((await this.accounts.loadMany(user, ids)).map((row) => [row.id, row]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new HttpError(404, messages.connectBatchAccountsNotFound(missing));

    const planned: Array<NewBatchInvitation & { token: string }> = [];
    const skipped: BatchSkip[] = [];
    for (const id of ids) {
      const row = found.get(id)!;
      for (const platform of platforms) {
        if (!switchedOn(row, platform)) continue;
        const provider = this.providers[platform];
        if (!provider.ready(row)) {
          skipped.push({ accountId: id, accountTitle: accountTitle(row), platform, reason: provider.messages.notEnabled });
          continue;
        }
        const token = randomToken();
        planned.push({ accountId: id, platform, token, tokenHash: sha256Hex(token) });
      }
    }
    if (planned.length === 0) throw new HttpError(409, messages.connectBatchNothing);

    const now = this.now();
    const batch = await this.db.transaction(async (tx) => {
      const id = await this.rows.insertBatch(tx, user.id, now);
      await this.rows.revokeUnopened(tx, planned, now);
      await this.rows.insertInvitations(
        tx,
        { id, createdBy: user.id, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) },
        planned,
      );
      return { id, created_by: user.id, created_at: now };
    });
    const links = new Map(planned.map((invitation) => [invitation.tokenHash, this.invitationUrl(invitation.token)]));
    return { ...(await this.view(user, batch, links)), skipped };
  }

  async get(user: SessionUser, batchId: number): Promise<ConnectBatch> {
    return this.view(user, await this.load(user, batchId), new Map());
  }

  /** 'Скасувати всі': every invitation of the batch not used yet is revoked. */
  async revokeAll(user: SessionUser, batchId: number): Promise<ConnectBatchRevoked> {
    const batch = await this.load(user, batchId);
    const revoked = await this.rows.revokeAll(this.db, batch.id, this.now());
    return { revoked, batch: await this.view(user, batch, new Map()) };
  }

  private async load(user: SessionUser, batchId: number): Promise<BatchRow> {
    const batch = await batchOf(this.db, batchId, ownerScope(user));
    if (!batch) throw new HttpError(404, messages.connectBatchNotFound);
    return batch;
  }

  private async view(user: SessionUser, batch: BatchRow, links: ReadonlyMap<string, string>): Promise<ConnectBatch> {
    const now = this.now();
    const rows = await batchInvitations(this.db, batch.id, ownerScope(user));
    return {
      id: batch.id,
      createdAt: batch.created_at.toISOString(),
      data: rows.map((row) => ({
        ...toInvitation(row, now),
        accountTitle: accountTitle({ id: row.account_id, proxy: row.proxy, comments: row.comments }),
        url: links.get(row.token_hash) ?? null,
      })),
      skipped: [],
    };
  }
}
