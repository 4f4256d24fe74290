import { LABELS_PER_PROFILE } from '@shared/lib/labels';
import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { BulkActionKind, BulkPayload } from '@shared/schemas/bulk-actions';
import type { Platform } from '@shared/status';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { ownerScope } from '../common/ownership';
import { groupOwner } from './account-queries';
import type { AccountRepository } from './account-repository';
import type { AccountService } from './account-service';
import type { LabelResult, ProfileLabelService } from './label-service';
import { PROXY_CHECK_CONCURRENCY, type ProxyCheckService } from './proxy-check-service';
import { storedProxyChecks } from './proxy-check-queries';

/** 'Повторити невдалі' on one profile (publishing's use case, handed in by the container): how many rows went back to the queue. */
export type RetryFailedOfProfile = (user: SessionUser, accountId: number) => Promise<number>;

/** What the handlers reach: the profiles' own use cases, so each profile passes the rules its form and buttons apply. */
export interface BulkTools {
  db: Database;
  accounts: AccountRepository;
  profiles: AccountService;
  proxyChecks: ProxyCheckService;
  labels: ProfileLabelService;
  retryFailed: RetryFailedOfProfile;
}

/** A label change's outcome for one profile as the action's result: null when done, else the reason. */
const labelRefusal = ([result]: LabelResult[]): string | null =>
  result?.outcome === 'notFound'
    ? messages.bulkNotYours
    : result?.outcome === 'tooMany'
      ? messages.tooManyLabels(LABELS_PER_PROFILE)
      : null;

/** One profile of an action: who acts, on which profile, its place in the selection, and how many the selection holds. */
export interface BulkTarget {
  user: SessionUser;
  accountId: number;
  position: number;
  total: number;
}

/**
 * An action's server half (the other half, its payload schema and confirmation, is in
 * src/shared/schemas/bulk-actions.ts). `check` refuses the request as a whole before anything is
 * recorded (throws an HttpError); `apply` does one profile and answers null when done, or the reason
 * (Ukrainian) it refused; an HttpError it throws is a refusal with its message. `concurrency`: how
 * many profiles run at once (one by default).
 */
export interface BulkHandler<K extends BulkActionKind> {
  check?(tools: BulkTools, user: SessionUser, payload: BulkPayload<K>, total: number): Promise<void>;
  apply(tools: BulkTools, target: BulkTarget, payload: BulkPayload<K>): Promise<string | null>;
  concurrency?: number;
  /** A profile that is gone when its turn comes counts as done (deleting it again would change nothing). */
  goneIsDone?: boolean;
}

const platformField: Record<Platform, 'inYouTube' | 'inTikTok' | 'inInstagram'> = {
  youtube: 'inYouTube',
  tiktok: 'inTikTok',
  instagram: 'inInstagram',
};

/** The handlers, one per action; a new action is an entry here and one in the shared registry. */
export const bulkHandlers: { [K in BulkActionKind]: BulkHandler<K> } = {
  checkProxy: {
    // The check's own limit: four proxies at a time.
    concurrency: PROXY_CHECK_CONCURRENCY,
    async apply({ db, proxyChecks }, { user, accountId }) {
      const check = await proxyChecks.check(user, accountId);
      if (check.ok) return null;
      const [stored] = await storedProxyChecks(db, [accountId], ownerScope(user));
      return `${messages.proxyCheckFailed}${stored?.error ? `: ${stored.error}` : ''}`;
    },
  },
  setGroup: {
    async check({ db }, user, { groupId }) {
      if (groupId !== null && (await groupOwner(db, groupId, ownerScope(user))) === null) throw new HttpError(404, messages.groupNotFound);
    },
    async apply({ db, accounts }, { user, accountId }, { groupId }) {
      const row = await accounts.load(db, user, accountId);
      if (groupId !== null) {
        const owner = await groupOwner(db, groupId, ownerScope(user));
        if (owner === null) return messages.groupNotFound;
        if (owner !== row.user_id) return messages.bulkGroupOfOtherOwner;
      }
      await db.transaction((tx) => accounts.setGroup(tx, [accountId], groupId));
      return null;
    },
  },
  setPlatform: {
    async apply({ profiles }, { user, accountId }, { platform, on }) {
      await profiles.edit(user, accountId, { [platformField[platform]]: on });
      return null;
    },
  },
  setProxy: {
    async check(_tools, _user, { proxies }, total) {
      if (proxies.length !== 1 && proxies.length !== total)
        throw new HttpError(400, messages.bulkProxyCountMismatch(proxies.length, total));
    },
    async apply({ profiles }, { user, accountId, position }, { proxies }) {
      await profiles.edit(user, accountId, { proxy: proxies.length === 1 ? proxies[0] : proxies[position] });
      return null;
    },
  },
  addLabels: {
    async apply({ labels }, { user, accountId }, payload) {
      return labelRefusal(await labels.addLabels(user, [accountId], payload.labels));
    },
  },
  removeLabels: {
    async apply({ labels }, { user, accountId }, payload) {
      return labelRefusal(await labels.removeLabels(user, [accountId], payload.labels));
    },
  },
  retryFailed: {
    async apply({ retryFailed }, { user, accountId }) {
      return (await retryFailed(user, accountId)) > 0 ? null : messages.bulkNoFailedRows;
    },
  },
  delete: {
    goneIsDone: true,
    async apply({ profiles }, { user, accountId }) {
      await profiles.remove(user, accountId);
      return null;
    },
  },
};
