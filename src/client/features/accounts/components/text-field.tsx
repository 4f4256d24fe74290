import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@client/components/ui/field';
import { TextInput } from '@client/components/ui/text-input';

interface TextFieldProps {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
}

/** A labelled text input whose id and `name` are the form field's name. */
export function TextField({ label, error, registration, placeholder, hint, autoComplete = 'off' }: TextFieldProps) {
  const id = registration.name;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <TextInput autoComplete={autoComplete} placeholder={placeholder} {...registration} />
    </Field>
  );
}
