import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import type { AccountOption } from '@shared/schemas/accounts';
import { GroupFormSchema, type Group, type GroupFormValues } from '@shared/schemas/groups';
import { SaveButton } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { Field } from '@client/components/ui/field';
import { FormLayout } from '@client/components/ui/form-layout';
import { OptionMultiSelect } from '@client/components/ui/option-multi-select';
import { TextInput } from '@client/components/ui/text-input';
import { listFieldError } from '@client/lib/list-field-error';
import { serverFieldErrors } from '@client/lib/server-field-errors';
import { commonText } from '@client/lib/text';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { accountOptionDetail } from '@client/components/accounts/proxy-state';
import { accountsText } from '../text';

interface GroupFormProps {
  group?: Group;
  /** Profiles the group may hold (GET /api/accounts/search?groupId=…); undefined while loading. */
  options: AccountOption[] | undefined;
  optionsError: unknown;
  onRetryOptions: () => void;
  busy: boolean;
  /** Resolves with the server's answer (the form resets to it), or rejects. */
  onSubmit: (values: GroupFormValues) => Promise<Group | void>;
}

/** A profile already in another group is listed with that group's name, and cannot be chosen here. */
const inOtherGroup = (option: AccountOption) => (option.otherGroup ? accountsText.groups.inOtherGroup(option.otherGroup.name) : undefined);

const formValues = (group?: Group): GroupFormValues => ({ name: group?.name ?? '', accounts: group?.accounts ?? [] });

/** The group form: a name and a multi-select of profiles ('Не знайдено' when nothing matches). */
export function GroupForm({ group, options, optionsError, onRetryOptions, busy, onSubmit }: GroupFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = usePointerSafeForm<GroupFormValues>({ resolver: valibotResolver(GroupFormSchema), defaultValues: formValues(group) });

  // The group's own profiles are choosable even if the options list has not caught up yet.
  const byId = useMemo(() => {
    const map = new Map<number, AccountOption>();
    for (const option of [...(group?.accounts ?? []), ...(options ?? [])]) map.set(option.id, option);
    return map;
  }, [group, options]);
  const choosable = useMemo(() => [...byId.values()], [byId]);

  const submit = handleSubmit((values) =>
    onSubmit(values)
      .then((saved) => {
        if (saved) reset(formValues(saved));
      })
      .catch(serverFieldErrors(setError, ['name', 'accounts'])),
  );

  const accountsError = listFieldError(errors.accounts);

  return (
    <FormLayout onSubmit={submit} actions={<SaveButton busy={busy} />}>
      <Field id="name" label={commonText.fields.name} error={errors.name?.message}>
        <TextInput autoComplete="off" {...register('name')} />
      </Field>
      <Field id="accounts" label={accountsText.groups.accounts} error={accountsError}>
        {optionsError && !options ? (
          <ErrorState error={optionsError} onRetry={onRetryOptions} />
        ) : (
          <OptionMultiSelect
            control={control}
            name="accounts"
            options={choosable}
            detail={accountOptionDetail}
            unavailable={inOtherGroup}
            selectAll
            disabled={!options}
          />
        )}
      </Field>
    </FormLayout>
  );
}
