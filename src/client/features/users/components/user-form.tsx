import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller } from 'react-hook-form';
import { UserFormSchema, type UserFormValues } from '@shared/schemas/users';
import { SaveButton } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { FormLayout } from '@client/components/ui/form-layout';
import { PasswordInput } from '@client/components/ui/password-input';
import { TextInput } from '@client/components/ui/text-input';
import { Toggle } from '@client/components/ui/toggle';
import { serverFieldErrors } from '@client/lib/server-field-errors';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { usersText } from '../text';

const t = usersText;

interface UserFormProps {
  initial?: { login: string; role: 'admin' | 'user' };
  busy: boolean;
  /** Resolves with the values the form should show afterwards (the server's answer), or rejects. */
  onSubmit: (values: UserFormValues) => Promise<{ login: string; role: 'admin' | 'user' } | void>;
}

const blank = (initial?: UserFormProps['initial']): UserFormValues => ({
  login: initial?.login ?? '',
  password: '',
  password_confirmation: '',
  role: initial?.role ?? 'user',
});

/** The user form, the same for create and edit. */
export function UserForm({ initial, busy, onSubmit }: UserFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = usePointerSafeForm<UserFormValues>({ resolver: valibotResolver(UserFormSchema), defaultValues: blank(initial) });

  const submit = handleSubmit((values) =>
    onSubmit(values)
      .then((saved) => {
        if (saved) reset(blank(saved));
      })
      .catch(serverFieldErrors(setError, ['login', 'password', 'password_confirmation', 'role'])),
  );

  return (
    <FormLayout onSubmit={submit} actions={<SaveButton busy={busy} />}>
      <Field id="login" label={t.login} error={errors.login?.message}>
        <TextInput autoComplete="off" {...register('login')} />
      </Field>
      <Field id="password" label={t.password} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field id="password_confirmation" label={t.confirmation} error={errors.password_confirmation?.message}>
        <PasswordInput autoComplete="new-password" {...register('password_confirmation')} />
      </Field>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Toggle
            name={field.name}
            ref={field.ref}
            label={t.admin}
            checked={field.value === 'admin'}
            onChange={(event) => field.onChange(event.target.checked ? 'admin' : 'user')}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormLayout>
  );
}
