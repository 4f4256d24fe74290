import { valibotResolver } from '@hookform/resolvers/valibot';
import { Clapperboard } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { creationMessages } from '@shared/messages/creation';
import { folderKindProblem, type FolderOption } from '@shared/schemas/backgrounds';
import { CreationRequestFormSchema, MAX_COUNT_VIDEO, type CreationRequestFormValues } from '@shared/schemas/creation';
import { FileThumbnail } from '@client/components/media/file-thumbnail';
import thumbStyles from '@client/components/media/file-thumbnail.module.css';
import { Form } from '@client/components/ui/form';
import { Button } from '@client/components/ui/button';
import { Dropzone } from '@client/components/ui/dropzone';
import { ErrorState } from '@client/components/ui/error-state';
import { Field, FieldError, FieldScope } from '@client/components/ui/field';
import { SegmentedControl } from '@client/components/ui/segmented-control';
import { OptionMultiSelect } from '@client/components/ui/option-multi-select';
import { TextInput } from '@client/components/ui/text-input';
import { listFieldError } from '@client/lib/list-field-error';
import { commonText } from '@client/lib/text';
import { creationText } from '../text';
import styles from './creation-form.module.css';
import { UniquenessSection } from './uniqueness-section';

const t = creationText;
/** The creation form previews the source at the 1 second mark (0 when shorter). */
export const PREVIEW_FRAME_SECONDS = 1;

/** The schema's values, with the chosen videos held as Files (Blobs with a name). */
export type CreationFormValues = Omit<CreationRequestFormValues, 'video'> & { video: File[] };

/** The shared schema validates Blobs; the form holds Files, which pass through unchanged. */
const schemaResolver = valibotResolver(CreationRequestFormSchema) as unknown as Resolver<CreationFormValues>;

/**
 * The schema's rules, then the folders' rule the server applies too: each chosen folder must hold a
 * background of the chosen kind ('У папці немає фото для фону: «Київ»'), judged on the counts the
 * picker was given — so the request is refused here, before it is queued, not after the upload.
 */
export function creationResolver(folders: ReadonlyMap<number, FolderOption>): Resolver<CreationFormValues> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (result.errors.folders) return result;
    const problems = values.folders.flatMap((chosen) => {
      const folder = folders.get(chosen.id);
      return folder
        ? (folderKindProblem({ name: folder.title, imagesCount: folder.imagesCount, videosCount: folder.videosCount }, values) ?? [])
        : [];
    });
    if (problems.length === 0) return result;
    return { values: {}, errors: { ...result.errors, folders: { type: 'folderKind', message: problems.join('; ') } } };
  };
}

const noFolders: FolderOption[] = [];
/** A folder's counts beside its name in the picker. */
const folderCounts = (folder: FolderOption) => t.folderCounts(folder.imagesCount, folder.videosCount);

/** countVideo is 1 by default; the background is a picture unless a video is chosen. */
export const emptyCreationValues = (): CreationFormValues => ({ countVideo: 1, video: [], isVideo: false, isPhoto: true, folders: [] });

function VideoZone({ control, error, disabled }: { control: Control<CreationFormValues>; error: string | undefined; disabled: boolean }) {
  const { field } = useController({ name: 'video', control });
  const files = field.value;
  return (
    <FieldScope id="video" error={error}>
      <div className={styles.zone}>
        <Dropzone
          kind="video"
          accept={{ 'video/*': [] }}
          name="video"
          title={t.source}
          buttonLabel={commonText.dropzone.uploadVideos}
          hint={t.sourceHint}
          disabled={disabled}
          onFiles={(added) => field.onChange([...files, ...added])}
        >
          {files.length === 0 ? (
            <div className={styles.placeholder}>
              <Clapperboard size={36} aria-hidden="true" />
              <span>{t.dropVideo}</span>
            </div>
          ) : (
            <ul className={`${thumbStyles.list} ${styles.previews}`}>
              {files.map((file, index) => (
                <FileThumbnail
                  key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                  file={file}
                  kind="video"
                  shape="portrait"
                  frameSeconds={PREVIEW_FRAME_SECONDS}
                  disabled={disabled}
                  onRemove={() => field.onChange(files.filter((other) => other !== file))}
                />
              ))}
            </ul>
          )}
        </Dropzone>
        <FieldError className={styles.error} />
      </div>
    </FieldScope>
  );
}

interface CreationFormProps {
  /** The background folders with their counts (GET /api/folder/photo-bg/select); undefined while loading. */
  folderOptions: FolderOption[] | undefined;
  folderOptionsError: unknown;
  onRetryFolders: () => void;
  /** Stages the request; resolves when it is queued, rejects to keep the form as it is. */
  onSubmit: (values: CreationFormValues) => Promise<void>;
}

/**
 * /video/create: number of videos, background kind (video or picture), background folders,
 * exactly one source video (dropped files accumulate and can be removed; its preview is the 1 s frame).
 */
export function CreationForm({ folderOptions, folderOptionsError, onRetryFolders, onSubmit }: CreationFormProps) {
  const byId = useMemo(() => new Map((folderOptions ?? []).map((option) => [option.id, option])), [folderOptions]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CreationFormValues>({ resolver: creationResolver(byId), defaultValues: emptyCreationValues() });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The page told the user why; the form keeps its values.
    }
  });

  const foldersError = listFieldError(errors.folders);
  const videoError = listFieldError(errors.video);
  const kindError = errors.isPhoto?.message ?? errors.isVideo?.message;

  return (
    <Form className={styles.form} onSubmit={submit} aria-busy={isSubmitting || undefined}>
      <div className={styles.columns}>
        <div className={styles.fields}>
          <Field id="countVideo" label={creationMessages.countVideoRequired} error={errors.countVideo?.message}>
            <TextInput
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_COUNT_VIDEO}
              step={1}
              className={styles.count}
              disabled={isSubmitting}
              {...register('countVideo', { valueAsNumber: true })}
            />
          </Field>

          <FieldScope id="isPhoto" error={kindError}>
            <Controller
              control={control}
              name="isVideo"
              render={({ field }) => (
                <SegmentedControl
                  legend={t.backgroundKind}
                  name="backgroundKind"
                  segments={[
                    { value: false, label: t.backgroundPicture, formValue: 'picture' },
                    { value: true, label: t.backgroundVideo, formValue: 'video' },
                  ]}
                  value={field.value}
                  onChange={(isVideo) => {
                    field.onChange(isVideo);
                    setValue('isPhoto', !isVideo, { shouldValidate: Boolean(kindError) });
                    // Another kind may make the chosen folders fit (or not): judged again once submitted.
                    if (isSubmitted) void trigger('folders');
                  }}
                  disabled={isSubmitting}
                >
                  <FieldError className={styles.error} />
                </SegmentedControl>
              )}
            />
          </FieldScope>

          <Field id="folders" label={t.folders} error={foldersError} hint={t.foldersHint}>
            {folderOptionsError && !folderOptions ? (
              <ErrorState error={folderOptionsError} onRetry={onRetryFolders} />
            ) : (
              <OptionMultiSelect
                control={control}
                name="folders"
                options={folderOptions ?? noFolders}
                detail={folderCounts}
                disabled={!folderOptions || isSubmitting}
              />
            )}
          </Field>

          <UniquenessSection control={control} disabled={isSubmitting} />
        </div>

        <VideoZone control={control} error={videoError} disabled={isSubmitting} />
      </div>

      <div className={styles.actions}>
        <Button type="submit" busy={isSubmitting}>
          {commonText.actions.create}
        </Button>
      </div>
    </Form>
  );
}
