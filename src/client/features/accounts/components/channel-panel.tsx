import { valibotResolver } from '@hookform/resolvers/valibot';
import { ExternalLink } from 'lucide-react';
import { ChannelDescriptionRequestSchema, type AccountDetail, type ChannelDescriptionRequest } from '@shared/schemas/accounts';
import { SaveButton } from '@client/components/ui/button';
import { errorId, Field } from '@client/components/ui/field';
import { FormLayout } from '@client/components/ui/form-layout';
import { Panel } from '@client/components/ui/panel';
import { TextArea } from '@client/components/ui/text-area';
import { uiText } from '@client/lib/ui-text';
import { useUpdateChannel } from '../api/update-channel';
import styles from './account-panels.module.css';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';

const t = uiText.accounts;

/** SPEC §2: the YouTube channel description panel, shown only while YouTube is active ('Опис обов'язковий'). */
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
    <Panel
      title={t.channel}
      actions={
        urlChannel && (
          <a className={styles.external} href={urlChannel} target="_blank" rel="noreferrer noopener">
            {titleChannel || t.openChannel} <ExternalLink size={12} aria-hidden="true" />
          </a>
        )
      }
    >
      <FormLayout
        onSubmit={submit}
        actions={<SaveButton busy={mutation.isPending} />}
      >
        <Field id="description" label={t.channelDescription} error={errors.description?.message}>
          <TextArea
            id="description"
            rows={5}
            invalid={Boolean(errors.description)}
            aria-describedby={errors.description ? errorId('description') : undefined}
            {...register('description')}
          />
        </Field>
      </FormLayout>
    </Panel>
  );
}
