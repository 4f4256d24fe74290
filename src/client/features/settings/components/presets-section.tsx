import { Pencil, Trash2, Type } from 'lucide-react';
import { useState } from 'react';
import type { Preset } from '@shared/schemas/publication-presets';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { ErrorState } from '@client/components/ui/error-state';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';
import { useAuth } from '@client/lib/auth-store';
import { commonText } from '@client/lib/text';
import { settingsText } from '../text';
import { useDeletePreset, usePresets } from '../api/presets';
import { PresetEditDialog, PresetRenameDialog } from './preset-edit-dialog';
import { timeOfDay } from './time-of-day';
import styles from './presets-section.module.css';

const t = settingsText.presets;

/** One line of what a preset fills: platforms, tags, groups and labels, the time. */
function presetSummary(preset: Preset): string {
  const platforms = (['youtube', 'tiktok', 'instagram'] as const)
    .filter((platform) => ({ youtube: preset.inYouTube, tiktok: preset.inTikTok, instagram: preset.inInstagram })[platform])
    .map((platform) => commonText.platforms[platform]);
  return [
    platforms.length > 0 ? platforms.join(', ') : t.platformsNone,
    t.tags(preset.tags.length),
    preset.groups.length > 0 && t.groups(preset.groups.map((group) => (group.missing ? t.missingGroup(group.name) : group.name))),
    preset.labels.length > 0 && t.labels(preset.labels),
    preset.timing.kind === 'timeOfDay' && t.at(timeOfDay(preset.timing.minutes)),
  ]
    .filter((part): part is string => typeof part === 'string')
    .join(' · ');
}

type Action = { kind: 'rename' | 'edit' | 'delete'; preset: Preset } | null;

/** 'Шаблони публікацій' in the settings: each preset with rename, edit and delete (asked first). */
export function PresetsSection() {
  const presets = usePresets();
  const remove = useDeletePreset();
  const userId = useAuth((s) => s.user?.id ?? null);
  const [action, setAction] = useState<Action>(null);
  const close = () => setAction(null);

  return (
    <Panel title={t.title}>
      <p className={styles.intro}>{t.intro}</p>
      {presets.isPending && <Spinner block />}
      {presets.error && <ErrorState error={presets.error} onRetry={() => void presets.refetch()} />}
      {presets.data && presets.data.length === 0 && <p className={styles.empty}>{t.empty}</p>}
      {presets.data && presets.data.length > 0 && (
        <ul className={styles.list}>
          {presets.data.map((preset) => (
            <li key={preset.id} className={styles.item} data-preset={preset.name}>
              <div className={styles.text}>
                <span className={styles.name}>{preset.name}</span>
                {preset.user.id !== userId && <span className={styles.owner}>{t.owner(preset.user.login)}</span>}
                <span className={styles.summary}>{presetSummary(preset)}</span>
              </div>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setAction({ kind: 'rename', preset })}>
                  <Type size={16} aria-hidden="true" />
                  {t.rename}
                </Button>
                <Button variant="secondary" onClick={() => setAction({ kind: 'edit', preset })}>
                  <Pencil size={16} aria-hidden="true" />
                  {t.edit}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setAction({ kind: 'delete', preset })}
                  aria-label={`${commonText.actions.delete} «${preset.name}»`}
                >
                  <Trash2 size={16} aria-hidden="true" />
                  {commonText.actions.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {action?.kind === 'rename' && <PresetRenameDialog preset={action.preset} onClose={close} />}
      {action?.kind === 'edit' && <PresetEditDialog preset={action.preset} onClose={close} />}
      <ConfirmDialog
        open={action?.kind === 'delete'}
        title={action ? t.deleteTitle(action.preset.name) : ''}
        description={t.deleteText}
        onClose={close}
        onConfirm={() => {
          if (action) remove.mutate(action.preset.id);
          close();
        }}
      />
    </Panel>
  );
}
