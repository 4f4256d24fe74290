import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { healthStateLabels } from '@shared/schemas/fleet-health';
import type { Option } from '@shared/schemas/common';
import type { SkipPair } from '@shared/schemas/publish-readiness';
import { commonText } from '@client/lib/text';
import { publishingText } from '../text';
import { usePublishReadiness } from '../api/get-publish-readiness';
import { type PlatformFlags, type PublishPlan, publishPlan, skipList, unreadyByProfile } from '../model/readiness-model';
import { UnreadyChoiceDialog } from './unready-choice-dialog';

const t = publishingText.readiness;

export interface PublishReadinessCheck {
  /** What the click would make now, by the last readiness read. */
  plan: PublishPlan;
  /** True while the chosen profiles' readiness is first being read. */
  checking: boolean;
  /** A chosen profile's chip note: what holds it back, per platform (undefined: ready). */
  warning: (option: { id: number }) => string | undefined;
  /**
   * Before sending: reads the readiness again and, when some pair the payload would make is unready,
   * asks the operator. Resolves with the pairs to skip ([] when all are ready), or null: send nothing.
   */
  choose: (accounts: readonly Option[], videoCount: number, flags: PlatformFlags) => Promise<SkipPair[] | null>;
  /** The choice, while it is asked. */
  dialog: ReactNode;
}

/** The publishing form's readiness: the chips' marks, the summary's counts and the choice before sending. */
export function usePublishReadinessCheck(accounts: readonly Option[], videoCount: number, flags: PlatformFlags): PublishReadinessCheck {
  const ids = useMemo(() => accounts.map((account) => account.id), [accounts]);
  const readiness = usePublishReadiness(ids);
  const pairs = readiness.data?.data;
  const plan = useMemo(() => publishPlan(accounts, videoCount, flags, pairs), [accounts, videoCount, flags, pairs]);

  const notes = useMemo(() => {
    const result = new Map<number, string>();
    for (const [id, unready] of unreadyByProfile(plan.unready)) {
      result.set(
        id,
        t.chipWarning(
          unready.map((pair) =>
            t.pairReason(
              commonText.platforms[pair.platform],
              pair.reasons.map((state) => healthStateLabels[state]),
            ),
          ),
        ),
      );
    }
    for (const account of plan.withoutPlatform) result.set(account.id, t.chipWarning([t.withoutPlatform]));
    return result;
  }, [plan]);
  const warning = useCallback((option: { id: number }) => notes.get(option.id), [notes]);

  const [asking, setAsking] = useState<{ plan: PublishPlan; resolve: (skip: SkipPair[] | null) => void } | null>(null);
  const refetch = readiness.refetch;
  const choose = useCallback(
    async (chosen: readonly Option[], count: number, chosenFlags: PlatformFlags): Promise<SkipPair[] | null> => {
      // The states are of the moment: read them again (a failed read keeps the last one; the server checks anyway).
      const fresh = ids.length > 0 ? await refetch() : null;
      const current = publishPlan(chosen, count, chosenFlags, fresh?.data?.data ?? pairs);
      if (current.unready.length === 0) return [];
      return new Promise((resolve) => setAsking({ plan: current, resolve }));
    },
    [ids.length, refetch, pairs],
  );

  const answer = (skip: SkipPair[] | null) => {
    asking?.resolve(skip);
    setAsking(null);
  };
  const dialog = asking && (
    <UnreadyChoiceDialog
      unready={asking.plan.unready}
      canSkip={asking.plan.rows.some((row) => row.count > 0)}
      onSkip={() => answer(skipList(asking.plan.unready))}
      onCancel={() => answer(null)}
    />
  );

  return { plan, checking: ids.length > 0 && (readiness.isPending || (!plan.known && readiness.isFetching)), warning, choose, dialog };
}
