import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { InstagramProfileFormSchema, type AccountDetail } from '@shared/schemas/accounts';
import { Field } from '@client/components/ui/field';
import { TextArea } from '@client/components/ui/text-area';
import { TextInput } from '@client/components/ui/text-input';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { accountsText } from '../text';
import { useUpdateInstagramProfile } from '../api/update-instagram-profile';
import { ProfilePanelForm } from './profile-panel-form';

const t = accountsText.profile;

type InstagramProfileForm = v.InferInput<typeof InstagramProfileFormSchema>;

const formValues = (account: AccountDetail): InstagramProfileForm => ({
  profileName: account.profileNameInstagram,
  profileDescription: account.profileDescriptionInstagram,
});

/** The Instagram profile panel, shown only while Instagram is active ('Назва обов'язкова', 'Опис обов'язковий'). */
export function InstagramProfilePanel({ account }: { account: AccountDetail }) {
  const mutation = useUpdateInstagramProfile(account.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = usePointerSafeForm<InstagramProfileForm>({
    resolver: valibotResolver(InstagramProfileFormSchema),
    defaultValues: formValues(account),
  });

  const submit = handleSubmit((values) =>
    mutation
      .mutateAsync(values)
      .then((saved) => reset(formValues(saved)))
      .catch(() => undefined),
  );

  return (
    <ProfilePanelForm
      title={t.instagramProfile}
      link={{ href: account.urlInstagram, text: t.openInstagram }}
      onSubmit={submit}
      busy={mutation.isPending}
    >
      <Field id="profileName" label={t.instagramName} error={errors.profileName?.message}>
        <TextInput autoComplete="off" {...register('profileName')} />
      </Field>
      <Field id="profileDescription" label={t.instagramDescription} error={errors.profileDescription?.message}>
        <TextArea rows={4} {...register('profileDescription')} />
      </Field>
    </ProfilePanelForm>
  );
}
