import { PacingPauses } from '@client/components/posting-limits/pacing-pauses';
import { PostingLimitsForm } from '@client/components/posting-limits/posting-limits-form';
import { ErrorState } from '@client/components/ui/error-state';
import { Panel } from '@client/components/ui/panel';
import { Section } from '@client/components/ui/section';
import { Spinner } from '@client/components/ui/spinner';
import { postingLimitsText } from '@client/components/posting-limits/text';
import { useAccountLimits, useUpdateAccountLimits } from '../api/account-limits';

const t = postingLimitsText;

/**
 * The profile's posting limits: why it does not post on a platform for now (a platform's "too many"),
 * and its own limits per platform instead of the product defaults.
 */
export function PostingLimitsPanel({ accountId }: { accountId: number }) {
  const limits = useAccountLimits(accountId);
  const update = useUpdateAccountLimits(accountId);
  return (
    <Section title={t.title}>
      <Panel>
        {limits.isPending && <Spinner block />}
        {limits.error && <ErrorState error={limits.error} onRetry={() => void limits.refetch()} />}
        {limits.data && (
          <>
            <PacingPauses pauses={limits.data.pauses} />
            <PostingLimitsForm
              idPrefix={`account-${accountId}-limits`}
              hint={t.accountHint}
              value={limits.data.overrides}
              defaults={limits.data.defaults}
              busy={update.isPending}
              onSave={(body) => update.mutateAsync(body)}
            />
          </>
        )}
      </Panel>
    </Section>
  );
}
