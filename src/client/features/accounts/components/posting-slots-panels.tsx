import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { PostingSlotsForm } from '@client/components/posting-slots/posting-slots-form';
import { postingSlotsText } from '@client/components/posting-slots/text';
import { Button } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { Panel } from '@client/components/ui/panel';
import { Section } from '@client/components/ui/section';
import { Spinner } from '@client/components/ui/spinner';
import {
  useAccountSlots,
  useGroupSlots,
  useLabelSlots,
  useUpdateAccountSlots,
  useUpdateGroupSlots,
  useUpdateLabelSlots,
} from '../api/posting-slots';

const t = postingSlotsText;

/** The profile's weekly posting slots, with the pattern in force where it has none of its own. */
export function AccountSlotsPanel({ accountId }: { accountId: number }) {
  const slots = useAccountSlots(accountId);
  const update = useUpdateAccountSlots(accountId);
  return (
    <Section title={t.title}>
      <Panel>
        {slots.isPending && <Spinner block />}
        {slots.error && <ErrorState error={slots.error} onRetry={() => void slots.refetch()} />}
        {slots.data && (
          <PostingSlotsForm
            idPrefix={`account-${accountId}-slots`}
            hint={t.accountHint}
            value={slots.data.own}
            effective={slots.data.effective}
            busy={update.isPending}
            onSave={(body) => update.mutateAsync(body)}
          />
        )}
      </Panel>
    </Section>
  );
}

/** A group's weekly posting slots (its profiles without their own or a label's). */
export function GroupSlotsPanel({ groupId }: { groupId: number }) {
  const slots = useGroupSlots(groupId);
  const update = useUpdateGroupSlots(groupId);
  return (
    <Section title={t.title}>
      <Panel>
        {slots.isPending && <Spinner block />}
        {slots.error && <ErrorState error={slots.error} onRetry={() => void slots.refetch()} />}
        {slots.data && (
          <PostingSlotsForm
            idPrefix={`group-${groupId}-slots`}
            hint={t.groupHint}
            value={slots.data}
            busy={update.isPending}
            onSave={(body) => update.mutateAsync(body)}
          />
        )}
      </Panel>
    </Section>
  );
}

/** 'Слоти мітки «…»': the label's weekly posting slots on the user's profiles, in a dialog. */
export function LabelSlotsButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarClock size={16} aria-hidden="true" />
        {t.labelAction(label)}
      </Button>
      {open && <LabelSlotsDialog label={label} onClose={() => setOpen(false)} />}
    </>
  );
}

function LabelSlotsDialog({ label, onClose }: { label: string; onClose: () => void }) {
  const slots = useLabelSlots(label);
  const update = useUpdateLabelSlots(label);
  return (
    <ModalDialog
      size="wide"
      onClose={onClose}
      title={t.labelDialogTitle(label)}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      {slots.isPending && <Spinner block />}
      {slots.error && <ErrorState error={slots.error} onRetry={() => void slots.refetch()} />}
      {slots.data && (
        <PostingSlotsForm
          idPrefix="label-slots"
          hint={t.labelHint(label)}
          value={slots.data}
          busy={update.isPending}
          onSave={(body) => update.mutateAsync(body)}
        />
      )}
    </ModalDialog>
  );
}
