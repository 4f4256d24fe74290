import { useMemo } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { commonMessages } from '@shared/messages/common';
import { Select, type SelectOption } from './select';

/** An option the API hands a form to choose from and takes back whole (a profile, a folder): `{ id, title, value }`. */
export interface ChoosableOption {
  id: number;
  title: string;
}

interface OptionMultiSelectProps<TValues extends FieldValues, TContext, TTransformed extends FieldValues, TOption extends ChoosableOption> {
  control: Control<TValues, TContext, TTransformed>;
  /** The form field holding the chosen options (a list of whole options). */
  name: FieldPathByValue<TValues, ChoosableOption[]>;
  /** What may be chosen, the chosen ones included (a chosen option missing here would show as its id). */
  options: readonly TOption[];
  /** A muted note after an option's title in the list (a profile's state, a folder's counts); keep it stable. */
  detail?: (option: TOption) => string | undefined;
  /** What is wrong with a chosen option (a profile not ready): its chip is marked with it. */
  warning?: (option: TOption) => string | undefined;
  /** Why an option is shown but cannot be chosen (e.g. 'у групі «X»'); undefined when it can. Keep it stable. */
  unavailable?: (option: TOption) => string | undefined;
  /** 'Вибрати всі' / 'Вибрати знайдені' above the field. */
  selectAll?: boolean;
  disabled?: boolean;
  /** Runs after the field has been told it was left (e.g. the form's own check on leaving). */
  onBlur?: () => void;
}

/**
 * A form field choosing several options of a list (a group's profiles, the creation form's folders,
 * the publishing form's profiles): the Select shows their titles, and the field holds the chosen
 * options themselves, in the order chosen, as the schemas expect. Nothing matching: 'Не знайдено'.
 * Inside a Field, it takes the field's id, state and message.
 */
export function OptionMultiSelect<
  TValues extends FieldValues,
  TContext,
  TTransformed extends FieldValues,
  TOption extends ChoosableOption,
>({
  control,
  name,
  options,
  detail,
  warning,
  unavailable,
  selectAll,
  disabled,
  onBlur,
}: OptionMultiSelectProps<TValues, TContext, TTransformed, TOption>) {
  const { field } = useController({ control, name });
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const selectOptions = useMemo<SelectOption<number>[]>(
    () =>
      options.map((option) => {
        const why = unavailable?.(option);
        const note = [why, detail?.(option)].filter(Boolean).join(' · ');
        return {
          value: option.id,
          label: option.title,
          detail: note || undefined,
          warning: warning?.(option),
          disabled: why !== undefined,
        };
      }),
    [options, detail, warning, unavailable],
  );
  const chosen = (field.value ?? []) as TOption[];
  return (
    <Select<number>
      multiple
      selectAll={selectAll}
      name={field.name}
      options={selectOptions}
      value={chosen.map((option) => option.id)}
      onChange={(ids) => field.onChange(ids.flatMap((id) => byId.get(id) ?? []))}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      emptyText={commonMessages.selectEmpty}
      disabled={disabled}
    />
  );
}
