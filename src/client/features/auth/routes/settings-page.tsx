import { valibotResolver } from '@hookform/resolvers/valibot';
import { ChangePasswordRequestSchema, type ChangePasswordRequest } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { errorId, Field } from '../../../components/ui/field';
import { FormLayout } from '../../../components/ui/form-layout';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { PasswordInput } from '../../../components/ui/password-input';
import { uiText } from '../../../lib/ui-text';
import { useChangePassword } from '../api/change-password';
import { usePointerSafeForm } from '../../../lib/use-pointer-safe-form';

const empty: ChangePasswordRequest = { currentPassword: '', password: '', password_confirmation: '' };

export function SettingsPage() {
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
      <PasswordInput
        id={name}
        autoComplete={autoComplete}
        invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? errorId(name) : undefined}
        {...register(name)}
      />
    </Field>
  );

  return (
    <>
      <PageHeader title={uiText.settings.title} />
      <Panel title={uiText.settings.section}>
        <FormLayout
          onSubmit={onSubmit}
          actions={
            <Button type="submit" busy={mutation.isPending}>
              {uiText.actions.save}
            </Button>
          }
        >
          {field('currentPassword', uiText.settings.currentPassword, 'current-password')}
          {field('password', uiText.settings.newPassword, 'new-password')}
          {field('password_confirmation', uiText.settings.confirmation, 'new-password')}
        </FormLayout>
      </Panel>
    </>
  );
}
