import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@client/components/ui/field';
import { PasswordInput } from '@client/components/ui/password-input';
import { accountsText } from '../text';

interface SecretFieldProps {
  label: string;
  error: string | undefined;
  /** The server holds a value: the field shows that, and an empty field keeps it. */
  stored: boolean;
  registration: UseFormRegisterReturn;
}

/** A write-only secret: never shown back, typed only to replace it. */
export function SecretField({ label, error, stored, registration }: SecretFieldProps) {
  const id = registration.name;
  return (
    <Field id={id} label={label} error={error} hint={stored ? accountsText.profile.secretKeepHint : undefined}>
      <PasswordInput autoComplete="new-password" placeholder={stored ? accountsText.profile.secretStored : undefined} {...registration} />
    </Field>
  );
}
