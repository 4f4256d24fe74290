import { valibotResolver } from '@hookform/resolvers/valibot';
import { X } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { TIKTOK_PRIVACY_LEVELS, tiktokPrivacyLabels, YOUTUBE_CATEGORIES } from '@shared/schemas/publication-options';
import {
  type Preset,
  type PresetRequest,
  PresetRequestSchema,
  type PresetRequestValues,
  type PresetTiming,
} from '@shared/schemas/publication-presets';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Fieldset } from '@client/components/ui/fieldset';
import { Form } from '@client/components/ui/form';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { NativeSelect } from '@client/components/ui/native-select';
import { TagInput } from '@client/components/ui/tag-input';
import { TextInput } from '@client/components/ui/text-input';
import { Toggle } from '@client/components/ui/toggle';
import { commonText } from '@client/lib/text';
import { serverFieldErrors } from '@client/lib/server-field-errors';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { settingsText } from '../text';
import { useUpdatePreset } from '../api/presets';
import { timeOfDay } from './time-of-day';
import styles from './preset-edit-dialog.module.css';

const t = settingsText.presets;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const RenameSchema = v.object({ name: PresetRequestSchema.entries.name });

interface DialogProps {
  preset: Preset;
  onClose: () => void;
}

function DialogActions({ formId, busy, onClose }: { formId: string; busy: boolean; onClose: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        {commonText.actions.cancel}
      </Button>
      <Button type="submit" form={formId} busy={busy}>
        {commonText.actions.save}
      </Button>
    </>
  );
}

/** 'Перейменувати': only the name is sent (PATCH keeps the rest). */
export function PresetRenameDialog({ preset, onClose }: DialogProps) {
  const update = useUpdatePreset();
  const { register, handleSubmit, setError, formState } = usePointerSafeForm<v.InferInput<typeof RenameSchema>>({
    resolver: valibotResolver(RenameSchema),
    defaultValues: { name: preset.name },
  });
  const save = handleSubmit((values) =>
    update.mutateAsync({ id: preset.id, body: { name: values.name } }).then(onClose, serverFieldErrors(setError, ['name'])),
  );
  return (
    <ModalDialog
      onClose={onClose}
      title={t.renameTitle(preset.name)}
      actions={<DialogActions formId="rename-preset" busy={formState.isSubmitting} onClose={onClose} />}
    >
      <Form id="rename-preset" onSubmit={(event) => void save(event)}>
        <Field id="renamePreset" label={t.name} error={formState.errors.name?.message}>
          <TextInput autoComplete="off" autoFocus {...register('name')} />
        </Field>
      </Form>
    </ModalDialog>
  );
}

/** The preset's timing as a select and, for a time of day, the time ('09:30'). */
function TimingField({ value, onChange }: { value: PresetTiming; onChange: (timing: PresetTiming) => void }) {
  return (
    <div className={styles.row}>
      <Field id="presetTiming" label={t.timing}>
        <NativeSelect
          value={value.kind}
          options={[
            { value: 'none', label: t.timingNone },
            { value: 'timeOfDay', label: t.timingTimeOfDay },
          ]}
          onChange={(event) => onChange(event.target.value === 'timeOfDay' ? { kind: 'timeOfDay', minutes: 9 * 60 } : { kind: 'none' })}
        />
      </Field>
      {value.kind === 'timeOfDay' && (
        <Field id="presetTime" label={t.time}>
          <TextInput
            type="time"
            className={styles.time}
            value={timeOfDay(value.minutes)}
            onChange={(event) => {
              const match = TIME.exec(event.target.value);
              if (match) onChange({ kind: 'timeOfDay', minutes: Number(match[1]) * 60 + Number(match[2]) });
            }}
          />
        </Field>
      )}
    </div>
  );
}

/**
 * 'Змінити': every choice of the preset. Its groups can be removed here (new ones are added by saving
 * the publishing form 'як шаблон'); a group deleted since is shown as such and left out when saved.
 */
export function PresetEditDialog({ preset, onClose }: DialogProps) {
  const update = useUpdatePreset();
  const groupNames = new Map(preset.groups.map((group) => [group.id, group.name]));
  const missing = preset.groups.filter((group) => group.missing);
  const { register, control, handleSubmit, setError, formState } = usePointerSafeForm<PresetRequestValues, unknown, PresetRequest>({
    resolver: valibotResolver(PresetRequestSchema),
    defaultValues: {
      name: preset.name,
      inYouTube: preset.inYouTube,
      inTikTok: preset.inTikTok,
      inInstagram: preset.inInstagram,
      tiktok: preset.tiktok ?? { privacyLevel: null, allowComments: false, allowDuet: false, allowStitch: false },
      youtube: { ...preset.youtube },
      tags: preset.tags,
      groups: preset.groups.filter((group) => !group.missing).map((group) => group.id),
      labels: preset.labels,
      timing: preset.timing,
    },
  });
  const [inTikTok, inYouTube] = useWatch({ control, name: ['inTikTok', 'inYouTube'] });
  const save = handleSubmit((values) =>
    update.mutateAsync({ id: preset.id, body: values }).then(onClose, serverFieldErrors(setError, ['name', 'groups'])),
  );
  const { errors } = formState;
  return (
    <ModalDialog
      onClose={onClose}
      size="wide"
      title={t.editTitle(preset.name)}
      actions={<DialogActions formId="edit-preset" busy={formState.isSubmitting} onClose={onClose} />}
    >
      <Form id="edit-preset" className={styles.form} onSubmit={(event) => void save(event)}>
        <Field id="editPresetName" label={t.name} error={errors.name?.message}>
          <TextInput autoComplete="off" {...register('name')} />
        </Field>
        <Fieldset className={styles.group} legend={t.platforms} legendClassName={styles.legend}>
          <div className={styles.switches}>
            <Toggle label={commonText.platforms.youtube} {...register('inYouTube')} />
            <Toggle label={commonText.platforms.tiktok} {...register('inTikTok')} />
            <Toggle label={commonText.platforms.instagram} {...register('inInstagram')} />
          </div>
        </Fieldset>
        {inTikTok && (
          <div className={styles.group}>
            <Field id="editPresetPrivacy" label={t.tiktokPrivacy}>
              <NativeSelect
                options={[
                  { value: '', label: t.tiktokPrivacyNone },
                  ...TIKTOK_PRIVACY_LEVELS.map((level) => ({ value: level, label: tiktokPrivacyLabels[level] })),
                ]}
                {...register('tiktok.privacyLevel', { setValueAs: (value: string | null) => value || null })}
              />
            </Field>
            <div className={styles.switches}>
              <Toggle label={t.allowComments} {...register('tiktok.allowComments')} />
              <Toggle label={t.allowDuet} {...register('tiktok.allowDuet')} />
              <Toggle label={t.allowStitch} {...register('tiktok.allowStitch')} />
            </div>
          </div>
        )}
        {inYouTube && (
          <div className={styles.group}>
            <Field id="editPresetCategory" label={t.youtubeCategory} error={errors.youtube?.categoryId?.message}>
              <NativeSelect
                options={YOUTUBE_CATEGORIES.map((category) => ({ value: category.id, label: category.label }))}
                {...register('youtube.categoryId')}
              />
            </Field>
            <div className={styles.switches}>
              <Toggle label={t.madeForKids} {...register('youtube.madeForKids')} />
              <Toggle label={t.notifySubscribers} {...register('youtube.notifySubscribers')} />
            </div>
          </div>
        )}
        <Field id="editPresetTags" label={t.tagsField} error={errors.tags?.message} hint={commonText.tagInput.hint}>
          <Controller
            control={control}
            name="tags"
            render={({ field }) => <TagInput name={field.name} ref={field.ref} value={field.value ?? []} onChange={field.onChange} />}
          />
        </Field>
        <div className={styles.group}>
          <span className={styles.legend}>{t.groupsField}</span>
          <Controller
            control={control}
            name="groups"
            render={({ field }) =>
              (field.value ?? []).length === 0 ? (
                <p className={styles.note}>{t.groupsNone}</p>
              ) : (
                <ul className={styles.chips}>
                  {(field.value ?? []).map((id) => (
                    <li key={id} className={styles.chip}>
                      {groupNames.get(id) ?? `#${id}`}
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={t.removeTarget(groupNames.get(id) ?? `#${id}`)}
                        onClick={() => field.onChange((field.value ?? []).filter((other) => other !== id))}
                      >
                        <X size={14} aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
              )
            }
          />
          {missing.length > 0 && (
            <p className={styles.note}>
              {missing.map((group) => t.missingGroup(group.name)).join(', ')}. {t.missingNote}
            </p>
          )}
          <Field id="editPresetLabels" label={t.labelsField} error={errors.labels?.message}>
            <Controller
              control={control}
              name="labels"
              render={({ field }) => (
                <TagInput kind="label" name={field.name} ref={field.ref} value={field.value ?? []} onChange={field.onChange} />
              )}
            />
          </Field>
        </div>
        <Controller
          control={control}
          name="timing"
          render={({ field }) => <TimingField value={field.value ?? { kind: 'none' }} onChange={field.onChange} />}
        />
      </Form>
    </ModalDialog>
  );
}
