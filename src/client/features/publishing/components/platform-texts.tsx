import { useMemo, useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { buildPostText, type PlatformTextField, type ProfileTextValues } from '@shared/lib/post-text';
import { YOUTUBE_DESCRIPTION_MAX_BYTES, YOUTUBE_TITLE_MAX } from '@shared/lib/youtube-metadata';
import { INSTAGRAM_CAPTION_LIMIT, TIKTOK_CAPTION_LIMIT } from '@shared/lib/captions';
import type { Option } from '@shared/schemas/common';
import type { PublicationFormValues, PublicationRequest } from '@shared/schemas/publications';
import type { Platform } from '@shared/status';
import { CharacterCount } from '@client/components/ui/character-count';
import { Field, FieldError, FieldScope } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { TextArea } from '@client/components/ui/text-area';
import { TextInput } from '@client/components/ui/text-input';
import { commonText } from '@client/lib/text';
import { publishingText } from '../text';
import { useTextValues } from '../api/get-text-values';
import { chosenPlatforms, formTextProblems, postTextSource, sentLength, type TextFormValues } from '../model/platform-texts-model';
import styles from './platform-texts.module.css';

const t = publishingText.platformTexts;
const platformLabels = commonText.platforms;

type FormControl = Control<PublicationFormValues, unknown, PublicationRequest>;

/** The fields of each platform's disclosure, with the limit its counter shows. */
const platformFields: Record<
  Platform,
  ReadonlyArray<{ field: PlatformTextField; label: string; hint: string; max: number; rows?: number }>
> = {
  youtube: [
    { field: 'youtubeTitle', label: t.youtubeTitle, hint: t.emptyUsesShared, max: YOUTUBE_TITLE_MAX },
    {
      field: 'youtubeDescription',
      label: t.youtubeDescription,
      hint: `${t.emptyUsesSharedDescription}. ${t.descriptionBytes}`,
      max: YOUTUBE_DESCRIPTION_MAX_BYTES,
      rows: 4,
    },
  ],
  tiktok: [{ field: 'tiktok', label: t.tiktok, hint: t.captionHint, max: TIKTOK_CAPTION_LIMIT, rows: 4 }],
  instagram: [{ field: 'instagram', label: t.instagram, hint: `${t.captionHint} (не більше 30)`, max: INSTAGRAM_CAPTION_LIMIT, rows: 4 }],
};

/** The form's text fields, watched together. */
function useTextValuesOfForm(control: FormControl): TextFormValues & { platforms: Platform[] } {
  const [title, description, tags, texts, inYouTube, inTikTok, inInstagram] = useWatch({
    control,
    name: ['title', 'description', 'tags', 'texts', 'inYouTube', 'inTikTok', 'inInstagram'],
  });
  return { title, description, tags, texts, platforms: chosenPlatforms({ inYouTube, inTikTok, inInstagram }) };
}

/**
 * The check before a submit: what the server would refuse the batch for, from the chosen profiles'
 * values (nothing while they load: the server checks again).
 */
export function usePlatformTextCheck(profiles: readonly Option[]) {
  const ids = useMemo(() => profiles.map((profile) => profile.id), [profiles]);
  const values = useTextValues(ids).data?.data;
  return (form: TextFormValues & { inYouTube?: boolean; inTikTok?: boolean; inInstagram?: boolean }): string[] =>
    values
      ? formTextProblems(
          form,
          chosenPlatforms(form),
          values.filter((value) => ids.includes(value.accountId)),
        )
      : [];
}

interface PlatformTextsProps {
  control: FormControl;
  register: UseFormRegister<PublicationFormValues>;
  errors: FieldErrors<PublicationFormValues>['texts'];
  /** The profiles that get a video, in the form's order. */
  profiles: readonly Option[];
  disabled: boolean;
}

/**
 * 'Текст для YouTube', 'Текст для TikTok', 'Текст для Instagram': a disclosure per chosen platform
 * with its own text over the shared one, its limit counted live on what will be sent, and a preview
 * of exactly what a chosen profile's row gets (built by the same function the server posts with).
 */
export function PlatformTexts({ control, register, errors, profiles, disabled }: PlatformTextsProps) {
  const form = useTextValuesOfForm(control);
  const source = postTextSource(form);
  const ids = useMemo(() => profiles.map((profile) => profile.id), [profiles]);
  const query = useTextValues(ids);
  const known = useMemo(() => (query.data?.data ?? []).filter((value) => ids.includes(value.accountId)), [query.data, ids]);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const preview = known.find((value) => value.accountId === previewId) ?? known[0] ?? null;

  if (form.platforms.length === 0) return null;
  return (
    <div className={styles.texts}>
      <p className={styles.hint}>{t.intro}</p>
      <p className={styles.hint}>{t.variables}</p>
      {known.length > 0 && (
        <Field id="textsPreviewProfile" label={t.previewProfile}>
          <NativeSelect
            options={known.map((value) => ({ value: String(value.accountId), label: value.title }))}
            value={String(preview?.accountId ?? '')}
            onChange={(event) => setPreviewId(Number(event.target.value))}
            className={styles.picker}
          />
        </Field>
      )}
      <FieldScope id="texts" error={errors?.message ?? errors?.root?.message}>
        <FieldError className={styles.error} />
      </FieldScope>
      {form.platforms.map((platform) => (
        <PlatformDisclosure
          key={platform}
          platform={platform}
          control={control}
          register={register}
          errors={errors}
          source={source}
          profile={preview}
          loading={ids.length > 0 && query.isPending}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

function PlatformDisclosure({
  platform,
  control,
  register,
  errors,
  source,
  profile,
  loading,
  disabled,
}: {
  platform: Platform;
  control: FormControl;
  register: UseFormRegister<PublicationFormValues>;
  errors: FieldErrors<PublicationFormValues>['texts'];
  source: ReturnType<typeof postTextSource>;
  profile: ProfileTextValues | null;
  loading: boolean;
  disabled: boolean;
}) {
  const fields = platformFields[platform];
  const written = fields.some(({ field }) => Boolean(source.texts[field]?.trim()));
  const hasError = fields.some(({ field }) => Boolean(errors?.[field]?.message));
  const [opened, setOpen] = useState(written);
  // A refused text is never hidden in a closed disclosure.
  const open = opened || hasError;

  return (
    <details className={styles.disclosure} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        {t.disclosure[platform]} <span className={styles.state}>· {written ? t.own : t.shared}</span>
      </summary>
      <div className={styles.body}>
        {fields.map(({ field, label, hint, max, rows }) => (
          <Field key={field} id={`texts.${field}`} label={label} hint={hint} error={errors?.[field]?.message}>
            {rows ? (
              <TextArea rows={rows} disabled={disabled} {...register(`texts.${field}`)} />
            ) : (
              <TextInput autoComplete="off" disabled={disabled} {...register(`texts.${field}`)} />
            )}
            <CharacterCount
              control={control}
              name={`texts.${field}`}
              max={max}
              measure={(value) => sentLength(platform, field, { ...source, texts: { ...source.texts, [field]: value } })}
            />
          </Field>
        ))}
        <PostPreview platform={platform} source={source} profile={profile} loading={loading} />
      </div>
    </details>
  );
}

/** Exactly what the row of `profile` on `platform` is sent with, and what would refuse it. */
function PostPreview({
  platform,
  source,
  profile,
  loading,
}: {
  platform: Platform;
  source: ReturnType<typeof postTextSource>;
  profile: ProfileTextValues | null;
  loading: boolean;
}) {
  const { post } = buildPostText(platform, source, profile);
  const problems = profile ? formTextProblems(source, [platform], [profile]) : [];
  const off = profile && !profile.platforms.includes(platform);
  const shown = (text: string) => text || t.previewEmpty;
  return (
    <section className={styles.preview} aria-label={`${t.preview}: ${platformLabels[platform]}`} data-platform={platform}>
      <h4 className={styles.previewTitle}>
        {t.preview}
        {profile ? ` · ${profile.title}` : ''}
      </h4>
      {!profile && <p className={styles.hint}>{loading ? t.previewLoading : t.previewNoProfile}</p>}
      {off && <p className={styles.hint}>{t.profileWithoutPlatform(platformLabels[platform])}</p>}
      {platform === 'youtube' ? (
        <dl className={styles.previewList}>
          <dt>{t.previewTitle}</dt>
          <dd data-preview="title">{shown(post.title)}</dd>
          <dt>{t.previewDescription}</dt>
          <dd data-preview="description">{shown(post.description)}</dd>
          <dt>{t.previewTags}</dt>
          <dd data-preview="tags">{shown(post.tags.join(', '))}</dd>
        </dl>
      ) : (
        <dl className={styles.previewList}>
          <dt>{t.previewCaption}</dt>
          <dd data-preview="caption">{shown(post.caption ?? '')}</dd>
        </dl>
      )}
      {problems.length > 0 && (
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
