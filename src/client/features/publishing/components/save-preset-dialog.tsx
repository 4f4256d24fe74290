import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { commonMessages } from '@shared/messages/common';
import { presetMessages } from '@shared/messages/publication-presets';
import type { CreationRequestDetail } from '@shared/schemas/creation';
import { PresetRequestSchema, type PresetTiming } from '@shared/schemas/publication-presets';
import type { PublicationFormValues } from '@shared/schemas/publications';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Form } from '@client/components/ui/form';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { NativeSelect } from '@client/components/ui/native-select';
import { Select, type SelectOption } from '@client/components/ui/select';
import { TextInput } from '@client/components/ui/text-input';
import { commonText } from '@client/lib/text';
import { serverFieldErrors } from '@client/lib/server-field-errors';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { publishingText } from '../text';
import { useCreatePreset } from '../api/create-preset';
import { inferTarget, presetFromForm, timingFromDate } from '../model/preset-model';
import styles from './save-preset-dialog.module.css';

const t = publishingText.presets;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The dialog's own fields; the rest of the preset is the publishing form's current choices. */
const SavePresetSchema = v.pipe(
  v.object({
    name: PresetRequestSchema.entries.name,
    groups: v.array(v.number()),
    labels: v.array(v.string()),
    timing: v.picklist(['none', 'timeOfDay']),
    time: v.string(),
  }),
  v.forward(
    v.partialCheck([['timing'], ['time']], (input) => input.timing === 'none' || TIME.test(input.time), presetMessages.presetTimeInvalid),
    ['time'],
  ),
);
type SavePresetValues = v.InferOutput<typeof SavePresetSchema>;

const two = (value: number) => String(value).padStart(2, '0');
const timeText = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
function timingOf(values: SavePresetValues): PresetTiming {
  const match = TIME.exec(values.time);
  return values.timing === 'timeOfDay' && match
    ? { kind: 'timeOfDay', minutes: Number(match[1]) * 60 + Number(match[2]) }
    : { kind: 'none' };
}

interface SavePresetDialogProps {
  detail: CreationRequestDetail;
  /** The publishing form's values when the dialog opened. */
  values: PublicationFormValues;
  onClose: () => void;
}

/**
 * 'Зберегти як шаблон': names the preset and chooses its target (proposed: the groups and labels whose
 * profiles are all chosen now) and its time (proposed: the time of day of the form's date). Its form
 * stops its submit from reaching the publishing form around it (React bubbles events through portals).
 */
export function SavePresetDialog({ detail, values, onClose }: SavePresetDialogProps) {
  const create = useCreatePreset();
  const once = useSubmitOnce();
  const proposed = useMemo(() => inferTarget(values.accounts ?? [], detail), [values.accounts, detail]);
  const proposedTiming = useMemo(() => timingFromDate(values.date), [values.date]);
  const { register, control, handleSubmit, setError, formState } = usePointerSafeForm<SavePresetValues>({
    resolver: valibotResolver(SavePresetSchema),
    defaultValues: {
      name: '',
      groups: proposed.groups,
      labels: proposed.labels,
      timing: proposedTiming.kind,
      time: proposedTiming.kind === 'timeOfDay' ? timeText(proposedTiming.minutes) : '09:00',
    },
  });
  const timing = useWatch({ control, name: 'timing' });
  const groupOptions = useMemo<SelectOption<number>[]>(
    () =>
      detail.group.map((group) => ({ value: group.id, label: publishingText.publication.groupOption(group.name, group.accounts.length) })),
    [detail.group],
  );
  const labelOptions = useMemo<SelectOption<string>[]>(
    () => detail.labels.map((target) => ({ value: target.label, label: `${target.label} (${target.accounts.length})` })),
    [detail.labels],
  );
  const platforms = (['youtube', 'tiktok', 'instagram'] as const)
    .filter((platform) => ({ youtube: values.inYouTube, tiktok: values.inTikTok, instagram: values.inInstagram })[platform])
    .map((platform) => commonText.platforms[platform]);
  const saves = [platforms.length > 0 ? platforms.join(', ') : t.nothingChosen, t.tagsCount(values.tags?.length ?? 0)].join(' · ');

  const save = handleSubmit(async (chosen) => {
    const body = presetFromForm(chosen.name, values, { groups: chosen.groups, labels: chosen.labels }, timingOf(chosen));
    const sent = once.run((idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (!sent) return;
    await sent.then(onClose, serverFieldErrors(setError, ['name', 'groups']));
  });
  const { errors, isSubmitting } = formState;
  const formId = 'save-preset-form';

  return (
    <ModalDialog
      onClose={onClose}
      size="wide"
      title={t.dialogTitle}
      description={t.dialogText}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {commonText.actions.cancel}
          </Button>
          <Button type="submit" form={formId} busy={isSubmitting || once.pending}>
            {t.save}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        className={styles.form}
        onSubmit={(event) => {
          event.stopPropagation();
          void save(event);
        }}
      >
        <Field id="presetName" label={t.name} error={errors.name?.message}>
          <TextInput autoComplete="off" autoFocus maxLength={200} {...register('name')} />
        </Field>
        <Field id="presetGroups" label={t.groups} hint={t.groupsHint} error={errors.groups?.message}>
          <Controller
            control={control}
            name="groups"
            render={({ field }) => (
              <Select<number>
                multiple
                name={field.name}
                options={groupOptions}
                value={field.value}
                onChange={field.onChange}
                placeholder={commonMessages.selectPlaceholder}
                emptyText={commonMessages.selectEmpty}
              />
            )}
          />
        </Field>
        {labelOptions.length > 0 && (
          <Field id="presetLabels" label={t.labels} hint={t.labelsHint}>
            <Controller
              control={control}
              name="labels"
              render={({ field }) => (
                <Select<string>
                  multiple
                  name={field.name}
                  options={labelOptions}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={commonMessages.selectPlaceholder}
                  emptyText={commonMessages.selectEmpty}
                />
              )}
            />
          </Field>
        )}
        <div className={styles.timing}>
          <Field id="presetTiming" label={t.timing}>
            <NativeSelect
              options={[
                { value: 'none', label: t.timingNone },
                { value: 'timeOfDay', label: t.timingTimeOfDay },
              ]}
              {...register('timing')}
            />
          </Field>
          {timing === 'timeOfDay' && (
            <Field id="presetTime" label={t.time} hint={t.timeHint} error={errors.time?.message}>
              <TextInput type="time" className={styles.time} {...register('time')} />
            </Field>
          )}
        </div>
        <p className={styles.saves}>
          <span className={styles.savesLabel}>{t.saves}:</span> {saves}
        </p>
      </Form>
    </ModalDialog>
  );
}
