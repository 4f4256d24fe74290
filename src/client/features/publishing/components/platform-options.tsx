import { AlertCircle, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { normalizeTags } from '@shared/lib/tags';
import { YOUTUBE_TAGS_MAX, youtubeTagsLength } from '@shared/lib/youtube-metadata';
import {
  DEFAULT_YOUTUBE_OPTIONS,
  tiktokPrivacyLabels,
  YOUTUBE_CATEGORIES,
  type TikTokPrivacyLevel,
  type YouTubePostOptions,
} from '@shared/schemas/publication-options';
import { commonMessages } from '@shared/messages/common';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Select, type SelectOption } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { Toggle } from '@client/components/ui/toggle';
import { publishingText } from '../text';
import { useTikTokCreators } from '../api/get-tiktok-creator';
import {
  fitTikTokChoices,
  tiktokChoiceModel,
  toTikTokChoices,
  type CreatorLoad,
  type TikTokChoiceModel,
  type TikTokChoiceValues,
  type TikTokInteraction,
  type TikTokProfile,
} from '../model/tiktok-options-model';
import styles from './platform-options.module.css';

const t = publishingText.platformOptions;

/** What react-hook-form's Controller hands a custom control so that a refused submit can focus it. */
type FocusRef = (target: { focus: () => void } | null) => void;

const interactions: ReadonlyArray<{ key: TikTokInteraction; field: 'allowComments' | 'allowDuet' | 'allowStitch'; label: string }> = [
  { key: 'comments', field: 'allowComments', label: t.allowComments },
  { key: 'duet', field: 'allowDuet', label: t.allowDuet },
  { key: 'stitch', field: 'allowStitch', label: t.allowStitch },
];

function CreatorState({ load, onRetry, profileTitle }: { load: CreatorLoad; onRetry: () => void; profileTitle: string }) {
  switch (load.status) {
    case 'loading':
      return (
        <span className={styles.state}>
          <Spinner size="sm" label={t.tiktokLoading} />
          <span aria-hidden="true">{t.tiktokLoading}</span>
        </span>
      );
    case 'ready':
      return <span className={styles.creator}>{t.tiktokCreator(load.creator.nickname, load.creator.username)}</span>;
    case 'inactive':
      return <span className={styles.inactive}>{load.message}</span>;
    case 'failed':
      return (
        <span className={styles.failed} role="alert">
          <AlertCircle size={14} aria-hidden="true" />
          <span>{load.message}</span>
          <Button variant="secondary" className={styles.retry} onClick={onRetry} aria-label={t.tiktokRetryLabel(profileTitle)}>
            <RotateCw size={12} aria-hidden="true" />
            {t.tiktokRetry}
          </Button>
        </span>
      );
  }
}

interface TikTokOptionsProps {
  /** The profiles whose videos go to TikTok (their creators limit the choices). */
  profiles: readonly { id: number; title: string }[];
  value: TikTokChoiceValues;
  onChange: (value: TikTokChoiceValues) => void;
  /** The schema's message for the privacy (path `tiktok`). */
  error?: string | undefined;
  disabled?: boolean;
  focusRef?: FocusRef;
}

/**
 * The TikTok block (TikTok's Content Sharing Guidelines): each profile's creator nickname, 'Хто
 * бачитиме відео' with no default offering what every creator allows, the interaction switches off by
 * default and locked off where a creator turned them off, and TikTok's music usage declaration.
 */
export function TikTokOptions({ profiles, value, onChange, error, disabled = false, focusRef }: TikTokOptionsProps) {
  const creators = useTikTokCreators(
    profiles.map((profile) => profile.id),
    true,
  );
  const states: Array<TikTokProfile & { retry: () => void }> = profiles.map((profile, index) => ({
    profile,
    load: creators[index]?.load ?? { status: 'loading' },
    retry: creators[index]?.retry ?? (() => undefined),
  }));
  const model: TikTokChoiceModel = tiktokChoiceModel(states);

  // A creator that turned an interaction off, or a privacy level no longer offered, changes the choice.
  const fitted = fitTikTokChoices(value, model);
  const fittedKey = JSON.stringify(fitted);
  const valueKey = JSON.stringify(value);
  useEffect(() => {
    if (fittedKey !== valueKey) onChange(JSON.parse(fittedKey) as TikTokChoiceValues);
  }, [fittedKey, valueKey, onChange]);

  const privacyOptions: SelectOption<TikTokPrivacyLevel>[] = model.privacyLevels.map((level) => ({
    value: level,
    label: tiktokPrivacyLabels[level],
  }));
  const privacyHint =
    profiles.length === 0
      ? t.tiktokNoProfiles
      : model.ready === 0
        ? t.privacyWaiting
        : model.privacyLevels.length === 0
          ? t.privacyNone
          : t.privacyHint;

  useEffect(() => {
    focusRef?.({ focus: () => document.getElementById('tiktokPrivacy')?.focus() });
  }, [focusRef]);

  return (
    <fieldset className={styles.block} disabled={disabled}>
      <legend className={styles.legend}>{t.tiktok}</legend>
      {profiles.length > 0 && (
        <div className={styles.group}>
          <p className={styles.caption}>{t.tiktokProfiles}</p>
          <ul className={styles.profiles}>
            {states.map(({ profile, load, retry }) => (
              <li key={profile.id} className={styles.profile} aria-label={profile.title}>
                <span className={styles.profileTitle} title={profile.title}>
                  {profile.title}
                </span>
                <CreatorState load={load} onRetry={retry} profileTitle={profile.title} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Field id="tiktokPrivacy" label={t.privacy} error={error} hint={privacyHint}>
        <Select<TikTokPrivacyLevel>
          name="tiktok.privacyLevel"
          options={privacyOptions}
          value={value.privacyLevel}
          onChange={(level) => onChange({ ...value, privacyLevel: level })}
          placeholder={t.privacyPlaceholder}
          emptyText={commonMessages.selectEmpty}
          disabled={disabled || privacyOptions.length === 0}
        />
      </Field>
      <div className={styles.switches}>
        {interactions.map(({ key, field, label }) => {
          const offBy = model.disabledBy[key];
          const noteId = `tiktok-${key}-note`;
          return (
            <div key={key} className={styles.switch}>
              <Toggle
                label={label}
                name={`tiktok.${field}`}
                checked={value[field]}
                disabled={disabled || offBy.length > 0}
                aria-describedby={offBy.length > 0 ? noteId : undefined}
                onChange={(event) => onChange({ ...value, [field]: event.target.checked })}
              />
              {offBy.length > 0 && (
                <p className={styles.note} id={noteId}>
                  {t.interactionOff(offBy.join(', '))}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p className={styles.note}>{t.processingNote}</p>
      <p className={styles.declaration}>
        {t.musicBefore}
        <a href={t.musicUrl} target="_blank" rel="noreferrer noopener">
          {t.musicLink}
        </a>
      </p>
    </fieldset>
  );
}

interface YouTubeOptionsProps {
  value: Partial<YouTubePostOptions> | undefined;
  onChange: (value: YouTubePostOptions) => void;
  /** The schema's message for the category (path `youtube.categoryId`). */
  categoryError?: string | undefined;
  disabled?: boolean;
}

const categoryOptions: SelectOption<string>[] = YOUTUBE_CATEGORIES.map((category) => ({ value: category.id, label: category.label }));

/** The YouTube block: made for kids (YouTube requires the answer; no by default), notify subscribers, category. */
export function YouTubeOptions({ value, onChange, categoryError, disabled = false }: YouTubeOptionsProps) {
  const current: YouTubePostOptions = { ...DEFAULT_YOUTUBE_OPTIONS, ...value };
  const set = (patch: Partial<YouTubePostOptions>) => onChange({ ...current, ...patch });
  return (
    <fieldset className={styles.block} disabled={disabled}>
      <legend className={styles.legend}>{t.youtube}</legend>
      <fieldset className={styles.radios} aria-describedby="youtube-kids-hint">
        <legend className={styles.label}>{t.madeForKids}</legend>
        <div className={styles.radioRow}>
          <label className={styles.radio}>
            <input
              type="radio"
              name="youtube.madeForKids"
              value="true"
              checked={current.madeForKids}
              onChange={() => set({ madeForKids: true })}
            />
            {t.yes}
          </label>
          <label className={styles.radio}>
            <input
              type="radio"
              name="youtube.madeForKids"
              value="false"
              checked={!current.madeForKids}
              onChange={() => set({ madeForKids: false })}
            />
            {t.no}
          </label>
        </div>
        <p className={styles.hint} id="youtube-kids-hint">
          {t.madeForKidsHint}
        </p>
      </fieldset>
      <Toggle
        label={t.notifySubscribers}
        name="youtube.notifySubscribers"
        checked={current.notifySubscribers}
        onChange={(event) => set({ notifySubscribers: event.target.checked })}
      />
      <Field id="youtubeCategory" label={t.category} error={categoryError}>
        <Select<string>
          name="youtube.categoryId"
          options={categoryOptions}
          value={current.categoryId}
          // Clearing the text of the combobox keeps the category: YouTube needs one.
          onChange={(id) => id !== null && set({ categoryId: id as YouTubePostOptions['categoryId'] })}
          emptyText={commonMessages.selectEmpty}
          disabled={disabled}
        />
      </Field>
    </fieldset>
  );
}

/** 'Теги для YouTube: N / 500', counted as YouTube counts them; over the limit it turns red. */
export function YouTubeTagsCount({ tags }: { tags: readonly string[] }) {
  const count = youtubeTagsLength(normalizeTags(tags));
  return (
    <p className={styles.counter} data-over={count > YOUTUBE_TAGS_MAX || undefined}>
      {t.youtubeTagsCount(count, YOUTUBE_TAGS_MAX)}
    </p>
  );
}

/** The form values both publishing forms keep the choices under: `tiktok` and `youtube`. */
type WithPlatformOptions = FieldValues & { tiktok?: unknown; youtube?: unknown };

/** The schema's message for TikTok's choices: on the block itself, or on its privacy. */
const tiktokMessage = (error: FieldError | undefined) =>
  error?.message ?? (error as { privacyLevel?: FieldError } | undefined)?.privacyLevel?.message;

interface PlatformOptionFieldsProps<TValues extends WithPlatformOptions, TContext, TTransformed extends FieldValues> {
  control: Control<TValues, TContext, TTransformed>;
  /** Whose creators limit TikTok's choices: the profiles the videos go to. */
  profiles: readonly { id: number; title: string }[];
  inTikTok: boolean;
  inYouTube: boolean;
  disabled?: boolean;
}

/**
 * The TikTok and YouTube blocks of both publishing forms (the publishing form and the published
 * item's edit form), side by side, each shown while its platform is switched on and bound to the
 * form's `tiktok` and `youtube` values with the schema's messages.
 */
export function PlatformOptionFields<TValues extends WithPlatformOptions, TContext, TTransformed extends FieldValues>({
  control,
  profiles,
  inTikTok,
  inYouTube,
  disabled = false,
}: PlatformOptionFieldsProps<TValues, TContext, TTransformed>) {
  if (!inTikTok && !inYouTube) return null;
  return (
    <div className={styles.options}>
      {inTikTok && (
        <Controller
          control={control}
          name={'tiktok' as FieldPath<TValues>}
          render={({ field, fieldState }) => (
            <TikTokOptions
              profiles={profiles}
              value={toTikTokChoices(field.value as Parameters<typeof toTikTokChoices>[0])}
              onChange={field.onChange}
              error={tiktokMessage(fieldState.error)}
              disabled={disabled}
              focusRef={field.ref}
            />
          )}
        />
      )}
      {inYouTube && (
        <Controller
          control={control}
          name={'youtube' as FieldPath<TValues>}
          render={({ field, fieldState }) => (
            <YouTubeOptions
              value={field.value as Partial<YouTubePostOptions> | undefined}
              onChange={field.onChange}
              categoryError={(fieldState.error as { categoryId?: FieldError } | undefined)?.categoryId?.message}
              disabled={disabled}
            />
          )}
        />
      )}
    </div>
  );
}
