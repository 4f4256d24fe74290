import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller } from 'react-hook-form';
import { TagSetRequestSchema, type TagSet, type TagSetFormValues } from '@shared/schemas/tags';
import { SaveButton } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { FormLayout } from '@client/components/ui/form-layout';
import { TagInput } from '@client/components/ui/tag-input';
import { TextInput } from '@client/components/ui/text-input';
import { listFieldError } from '@client/lib/list-field-error';
import { serverFieldErrors } from '@client/lib/server-field-errors';
import { commonText } from '@client/lib/text';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { tagsText } from '../text';

interface TagSetFormProps {
  tagSet?: TagSet;
  /** Someone else's tag set (not an admin): shown, not editable. */
  readOnly?: boolean;
  busy: boolean;
  /** Resolves with the server's answer (the form resets to it), or rejects. */
  onSubmit: (values: TagSetFormValues) => Promise<TagSet | void>;
}

const formValues = (tagSet?: TagSet): TagSetFormValues => ({ name: tagSet?.name ?? '', tags: tagSet?.tags ?? [] });

/** The tag set form: a name and at least one tag ('Мінімум один тег'). */
export function TagSetForm({ tagSet, readOnly = false, busy, onSubmit }: TagSetFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = usePointerSafeForm<TagSetFormValues>({ resolver: valibotResolver(TagSetRequestSchema), defaultValues: formValues(tagSet) });

  const submit = handleSubmit((values) =>
    onSubmit(values)
      .then((saved) => {
        if (saved) reset(formValues(saved));
      })
      .catch(serverFieldErrors(setError, ['name', 'tags'])),
  );

  const tagsError = listFieldError(errors.tags);

  return (
    <FormLayout onSubmit={submit} actions={!readOnly && <SaveButton busy={busy} />}>
      <Field id="name" label={commonText.fields.name} error={errors.name?.message}>
        <TextInput autoComplete="off" readOnly={readOnly} {...register('name')} />
      </Field>
      <Field id="tags" label={tagsText.tags} error={tagsError} hint={readOnly ? undefined : commonText.tagInput.hint}>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagInput
              name={field.name}
              ref={field.ref}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={readOnly}
            />
          )}
        />
      </Field>
    </FormLayout>
  );
}
