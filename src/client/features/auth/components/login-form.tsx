import { valibotResolver } from '@hookform/resolvers/valibot';
import { LoginRequestSchema, type LoginRequest } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { PasswordInput } from '@client/components/ui/password-input';
import { TextInput } from '@client/components/ui/text-input';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { authText } from '../text';
import { useLogin } from '../api/login';
import styles from './login-form.module.css';

export function LoginForm() {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = usePointerSafeForm<LoginRequest>({
    resolver: valibotResolver(LoginRequestSchema),
    defaultValues: { login: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => loginMutation.mutateAsync(values).catch(() => undefined));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Field id="login" label={authText.login} error={errors.login?.message}>
        <TextInput autoComplete="username" autoFocus {...register('login')} />
      </Field>
      <Field id="password" label={authText.password} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" busy={loginMutation.isPending} className={styles.submit}>
        {authText.submit}
      </Button>
    </form>
  );
}
