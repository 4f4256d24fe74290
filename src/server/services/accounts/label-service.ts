import type { SessionUser } from '@shared/schemas/auth';
import type { AccountLabel, LabelTarget } from '@shared/schemas/accounts';
import { LabelsSchema } from '@shared/schemas/labels';
import type { Database, Queryable } from '@server/db/database';
import { ownerScope } from '../common/ownership';
import { validateOrThrow } from '../common/validate';
import type { AccountRepository } from './account-repository';
import { labelTargets, reachableAccountIds, visibleLabels } from './label-queries';

/** What a bulk label change did to one profile; `notFound`: the user may not reach it (or it is gone), so it was not touched. */
export interface LabelResult {
  accountId: number;
  outcome: 'added' | 'removed' | 'unchanged' | 'tooMany' | 'notFound';
}

/**
 * Labels on profiles beyond their one group: the labels a user sees with their counts, the publication
 * form's label targets, and adding or removing labels on many profiles at once (the bulk action).
 * A user changes only the profiles they may see (their own; an admin all); the others are answered
 * `notFound` and left alone.
 */
export class ProfileLabelService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
  ) {}

  /** GET /api/accounts/labels: each label on the profiles the user sees, with how many carry it. */
  list(user: SessionUser): Promise<AccountLabel[]> {
    return visibleLabels(this.db, ownerScope(user));
  }

  /** Each label with the ids of the user's profiles carrying it (an admin: everyone's). */
  targets(user: SessionUser): Promise<LabelTarget[]> {
    return labelTargets(this.db, ownerScope(user));
  }

  /** Adds `labels` to each of `accountIds` the user may change; one result per id asked, in the order asked. */
  async addLabels(user: SessionUser, accountIds: readonly number[], labels: readonly string[], tx?: Queryable): Promise<LabelResult[]> {
    const checked = validateOrThrow(LabelsSchema, labels);
    const reachable = await reachableAccountIds(tx ?? this.db, ownerScope(user), accountIds);
    const changes = checked.length === 0 ? [] : await this.accounts.addLabels(reachable, checked, tx);
    const outcomes = new Map<number, LabelResult['outcome']>(changes.map((change) => [change.accountId, change.outcome]));
    return resultsFor(accountIds, reachable, (id) => outcomes.get(id) ?? 'unchanged');
  }

  /** Takes `labels` (case ignored) off each of `accountIds` the user may change; one result per id asked. */
  async removeLabels(user: SessionUser, accountIds: readonly number[], labels: readonly string[], tx?: Queryable): Promise<LabelResult[]> {
    const checked = validateOrThrow(LabelsSchema, labels);
    const reachable = await reachableAccountIds(tx ?? this.db, ownerScope(user), accountIds);
    const removed = new Set(await this.accounts.removeLabels(reachable, checked, tx));
    return resultsFor(accountIds, reachable, (id) => (removed.has(id) ? 'removed' : 'unchanged'));
  }
}

function resultsFor(
  asked: readonly number[],
  reachable: readonly number[],
  outcome: (id: number) => LabelResult['outcome'],
): LabelResult[] {
  const allowed = new Set(reachable);
  return [...new Set(asked)].map((accountId) => ({ accountId, outcome: allowed.has(accountId) ? outcome(accountId) : 'notFound' }));
}
