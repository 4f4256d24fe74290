import { valibotResolver } from '@hookform/resolvers/valibot';
import { ChangePasswordRequestSchema, type ChangePasswordRequest } from '@shared/schemas/auth';
import type { PostingLimits } from '@shared/schemas/posting-limits';
import { PostingLimitsForm } from '@client/components/posting-limits/posting-limits-form';
import { ErrorState } from '@client/components/ui/error-state';
import { Spinner } from '@client/components/ui/spinner';
import { useAuth } from '@client/lib/auth-store';
import { SaveButton } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { FormLayout } from '@client/components/ui/form-layout';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { PasswordInput } from '@client/components/ui/password-input';
import { postingLimitsText } from '@client/components/posting-limits/text';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { settingsText } from '../text';
import { useChangePassword } from '../api/change-password';
import { WebhooksSection } from '../components/webhooks-section';
import { usePostingLimits, useUpdatePostingLimits } from '../api/posting-limits';
import { PresetsSection } from '../components/presets-section';
import styles from './settings-page.module.css';

const empty: ChangePasswordRequest = { currentPassword: '', password: '', password_confirmation: '' };

export function SettingsPage() {
  const isAdmin = useAuth((s) => s.user?.role === 'admin');
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = usePointerSafeForm<ChangePasswordRequest>({ resolver: valibotResolver(ChangePasswordRequestSchema), defaultValues: empty });

  const onSubmit = handleSubmit((values) =>
    mutation
      .mutateAsync(values)
      .then(() => reset(empty))
      .catch(() => undefined),
  );

  const field = (name: keyof ChangePasswordRequest, label: string, autoComplete: string) => (
    <Field id={name} label={label} error={errors[name]?.message}>
      <PasswordInput autoComplete={autoComplete} {...register(name)} />
    </Field>
  );

  return (
    <>
      <PageHeader title={settingsText.title} />
      <div className={styles.panels}>
        <Panel title={settingsText.section}>
          <FormLayout onSubmit={onSubmit} actions={<SaveButton busy={mutation.isPending} />}>
            {field('currentPassword', settingsText.currentPassword, 'current-password')}
            {field('password', settingsText.newPassword, 'new-password')}
            {field('password_confirmation', settingsText.confirmation, 'new-password')}
          </FormLayout>
        </Panel>
        <PresetsSection />
        {isAdmin && <PostingLimitsSection />}
        <WebhooksSection isAdmin={isAdmin} />
      </div>
    </>
  );
}

/** An admin's product default posting limits ('Ліміти публікацій'). */
function PostingLimitsSection() {
  const limits = usePostingLimits();
  const update = useUpdatePostingLimits();
  return (
    <Panel title={postingLimitsText.title}>
      {limits.isPending && <Spinner block />}
      {limits.error && <ErrorState error={limits.error} onRetry={() => void limits.refetch()} />}
      {limits.data && (
        <PostingLimitsForm
          idPrefix="default-limits"
          hint={postingLimitsText.defaultsHint}
          value={limits.data}
          busy={update.isPending}
          onSave={(body) => update.mutateAsync(body as PostingLimits)}
        />
      )}
    </Panel>
  );
}
