import { valibotResolver } from '@hookform/resolvers/valibot';
import { ExternalLink } from 'lucide-react';
import type * as v from 'valibot';
import { InstagramProfileFormSchema, type AccountDetail } from '@shared/schemas/accounts';
import { SaveButton } from '@client/components/ui/button';
import { errorId, Field } from '@client/components/ui/field';
import { FormLayout } from '@client/components/ui/form-layout';
import { Panel } from '@client/components/ui/panel';
import { TextArea } from '@client/components/ui/text-area';
import { TextInput } from '@client/components/ui/text-input';
import { uiText } from '@client/lib/ui-text';
import { useUpdateInstagramProfile } from '../api/update-instagram-profile';
import styles from './account-panels.module.css';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';

const t = uiText.accounts;

type InstagramProfileForm = v.InferInput<typeof InstagramProfileFormSchema>;

const formValues = (account: AccountDetail): InstagramProfileForm => ({
  profileName: account.profileNameInstagram,
  profileDescription: account.profileDescriptionInstagram,
});

/** SPEC §2/§5: the Instagram profile panel, shown only while Instagram is active ('Назва обов'язкова', 'Опис обов'язковий'). */
export function InstagramProfilePanel({ account }: { account: AccountDetail }) {
  const mutation = useUpdateInstagramProfile(account.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = usePointerSafeForm<InstagramProfileForm>({ resolver: valibotResolver(InstagramProfileFormSchema), defaultValues: formValues(account) });

  const submit = handleSubmit((values) =>
    mutation
      .mutateAsync(values)
      .then((saved) => reset(formValues(saved)))
      .catch(() => undefined),
  );

  return (
    <Panel
      title={t.instagramProfile}
      actions={
        account.urlInstagram && (
          <a className={styles.external} href={account.urlInstagram} target="_blank" rel="noreferrer noopener">
            {t.openInstagram} <ExternalLink size={12} aria-hidden="true" />
          </a>
        )
      }
    >
      <FormLayout
        onSubmit={submit}
        actions={<SaveButton busy={mutation.isPending} />}
      >
        <Field id="profileName" label={t.instagramName} error={errors.profileName?.message}>
          <TextInput
            id="profileName"
            autoComplete="off"
            invalid={Boolean(errors.profileName)}
            aria-describedby={errors.profileName ? errorId('profileName') : undefined}
            {...register('profileName')}
          />
        </Field>
        <Field id="profileDescription" label={t.instagramDescription} error={errors.profileDescription?.message}>
          <TextArea
            id="profileDescription"
            rows={4}
            invalid={Boolean(errors.profileDescription)}
            aria-describedby={errors.profileDescription ? errorId('profileDescription') : undefined}
            {...register('profileDescription')}
          />
        </Field>
      </FormLayout>
    </Panel>
  );
}
