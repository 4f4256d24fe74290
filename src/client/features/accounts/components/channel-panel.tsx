import { valibotResolver } from '@hookform/resolvers/valibot';
import { ChannelDescriptionRequestSchema, type AccountDetail, type ChannelDescriptionRequest } from '@shared/schemas/accounts';
import { Field } from '@client/components/ui/field';
import { TextArea } from '@client/components/ui/text-area';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { accountsText } from '../text';
import { useUpdateChannel } from '../api/update-channel';
import { ProfilePanelForm } from './profile-panel-form';

const t = accountsText.profile;

/** The YouTube channel description panel, shown only while YouTube is active ('Опис обов'язковий'). */
export function ChannelPanel({ account }: { account: AccountDetail }) {
  const mutation = useUpdateChannel(account.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = usePointerSafeForm<ChannelDescriptionRequest>({
    resolver: valibotResolver(ChannelDescriptionRequestSchema),
    defaultValues: { description: account.channel.description },
  });

  const submit = handleSubmit((values) =>
    mutation
      .mutateAsync(values)
      .then((saved) => reset({ description: saved.channel.description }))
      .catch(() => undefined),
  );

  const { titleChannel, urlChannel } = account.channel;
  return (
    <ProfilePanelForm
      title={t.channel}
      link={{ href: urlChannel, text: titleChannel || t.openChannel }}
      onSubmit={submit}
      busy={mutation.isPending}
    >
      <Field id="description" label={t.channelDescription} error={errors.description?.message}>
        <TextArea rows={5} {...register('description')} />
      </Field>
    </ProfilePanelForm>
  );
}
