import { BookmarkPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { commonMessages } from '@shared/messages/common';
import type { Option } from '@shared/schemas/common';
import type { CreationRequestDetail } from '@shared/schemas/creation';
import type { PublicationFormValues } from '@shared/schemas/publications';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Select, type SelectOption } from '@client/components/ui/select';
import { useAuth } from '@client/lib/auth-store';
import { commonText } from '@client/lib/text';
import { publishingText } from '../text';
import { usePresets } from '../api/get-presets';
import { applyPreset, type DroppedTargets } from '../model/preset-model';
import { SavePresetDialog } from './save-preset-dialog';
import styles from './preset-bar.module.css';

const t = publishingText.presets;

type FormAccess = Pick<UseFormReturn<PublicationFormValues, unknown, unknown>, 'setValue' | 'getValues' | 'getFieldState'>;

interface PresetBarProps {
  detail: CreationRequestDetail;
  /** Every profile the form's picker offers (a preset's targets are looked up among them). */
  profiles: readonly Option[];
  form: FormAccess;
  disabled?: boolean;
  /** The clock a timing rule reads (tests pass their own). */
  now?: () => Date;
}

/**
 * The top of the publishing form: a preset chosen in one click fills the form (platforms, their
 * options, tags, the target's profiles, the date; the operator may change any of it), and 'Зберегти як
 * шаблон' saves the form's current choices. What a preset named but is gone now is said, not hidden.
 */
export function PresetBar({ detail, profiles, form, disabled = false, now = () => new Date() }: PresetBarProps) {
  const presets = usePresets();
  const userId = useAuth((s) => s.user?.id ?? null);
  const [applied, setApplied] = useState<{ name: string; dropped: DroppedTargets } | null>(null);
  const [saving, setSaving] = useState(false);

  const options = useMemo<SelectOption<number>[]>(
    () =>
      (presets.data ?? []).map((preset) => ({
        value: preset.id,
        label: t.option(preset.name, preset.user.id === userId ? null : preset.user.login),
      })),
    [presets.data, userId],
  );

  const apply = (id: number | null) => {
    const preset = presets.data?.find((candidate) => candidate.id === id);
    if (!preset) return;
    const { values, dropped } = applyPreset(preset, detail, profiles, now());
    for (const [name, value] of Object.entries(values) as [keyof typeof values, unknown][]) {
      // A field showing a message is checked again at once, so the message follows the new value.
      form.setValue(name, value as never, { shouldDirty: true, shouldValidate: Boolean(form.getFieldState(name).error) });
    }
    setApplied({ name: preset.name, dropped });
  };

  const droppedAny = applied && (applied.dropped.groups.length > 0 || applied.dropped.labels.length > 0);
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <div className={styles.picker}>
          <Field
            id="preset"
            label={t.picker}
            hint={presets.isError ? commonText.states.loadError : options.length === 0 && presets.isSuccess ? t.none : t.pickerHint}
          >
            <Select<number>
              name="preset"
              options={options}
              value={null}
              onChange={apply}
              placeholder={t.pickerPlaceholder}
              emptyText={commonMessages.selectEmpty}
              disabled={disabled || presets.isPending}
            />
          </Field>
        </div>
        <Button type="button" variant="secondary" onClick={() => setSaving(true)} disabled={disabled} className={styles.save}>
          <BookmarkPlus size={16} aria-hidden="true" />
          {t.saveAs}
        </Button>
      </div>
      <p className={styles.note} role="status">
        {applied && t.applied(applied.name)}{' '}
        {droppedAny && <span className={styles.dropped}>{t.dropped(applied.dropped.groups, applied.dropped.labels)}</span>}
      </p>
      {saving && <SavePresetDialog detail={detail} values={form.getValues()} onClose={() => setSaving(false)} />}
    </div>
  );
}
