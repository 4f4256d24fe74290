import { valibotResolver } from '@hookform/resolvers/valibot';
import { Clapperboard, ImagePlus } from 'lucide-react';
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { BackgroundUploadFormSchema } from '@shared/schemas/backgrounds';
import { FileThumbnail } from '@client/components/media/file-thumbnail';
import thumbStyles from '@client/components/media/file-thumbnail.module.css';
import { Form } from '@client/components/ui/form';
import { SaveButton } from '@client/components/ui/button';
import { Dropzone } from '@client/components/ui/dropzone';
import { FieldError, FieldScope } from '@client/components/ui/field';
import type { DropKind } from '@client/lib/drop-rejections';
import { listFieldError } from '@client/lib/list-field-error';
import { commonText } from '@client/lib/text';
import { backgroundsText } from '../text';
import styles from './background-upload-form.module.css';

const t = backgroundsText;
/** The background upload thumbnail of a video is its frame at 0.1 s (0 when shorter). */
const VIDEO_FRAME_SECONDS = 0.1;

export interface BackgroundUploadValues {
  files: File[];
  videos: File[];
}

/** The shared schema validates Blobs; the form holds Files (Blobs with a name), which pass through unchanged. */
const resolver = valibotResolver(BackgroundUploadFormSchema) as unknown as Resolver<BackgroundUploadValues>;

const emptyValues = (): BackgroundUploadValues => ({ files: [], videos: [] });

const zones = {
  files: { kind: 'photo', accept: { 'image/*': [] }, title: t.photosZone, button: commonText.dropzone.uploadPhotos, hint: t.dropPhotos },
  videos: { kind: 'video', accept: { 'video/*': [] }, title: t.videosZone, button: commonText.dropzone.uploadVideos, hint: t.dropVideos },
} as const satisfies Record<
  keyof BackgroundUploadValues,
  { kind: DropKind; accept: Record<string, string[]>; title: string; button: string; hint: string }
>;

function MediaZone({
  name,
  control,
  disabled,
}: {
  name: keyof BackgroundUploadValues;
  control: Control<BackgroundUploadValues>;
  disabled: boolean;
}) {
  const zone = zones[name];
  const { field, fieldState } = useController({ name, control });
  const files = field.value;
  const error = listFieldError(fieldState.error);
  return (
    <FieldScope id={name} error={error}>
      <div className={styles.zone}>
        <Dropzone
          kind={zone.kind}
          accept={zone.accept}
          name={name}
          title={zone.title}
          buttonLabel={zone.button}
          hint={zone.hint}
          disabled={disabled}
          onFiles={(added) => field.onChange([...files, ...added])}
        >
          {files.length === 0 ? (
            <div className={styles.placeholder} aria-hidden="true">
              {zone.kind === 'photo' ? <ImagePlus size={36} /> : <Clapperboard size={36} />}
            </div>
          ) : (
            <>
              <p className={styles.count}>{t.chosen(files.length)}</p>
              <ul className={thumbStyles.list}>
                {files.map((file, index) => (
                  <FileThumbnail
                    key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                    file={file}
                    kind={zone.kind}
                    frameSeconds={VIDEO_FRAME_SECONDS}
                    disabled={disabled}
                    onRemove={() => field.onChange(files.filter((other) => other !== file))}
                  />
                ))}
              </ul>
            </>
          )}
        </Dropzone>
        <FieldError className={styles.error} />
      </div>
    </FieldScope>
  );
}

interface BackgroundUploadFormProps {
  /** Stages the files; resolves when they are safely queued (the form then resets), rejects to keep them. */
  onSubmit: (values: BackgroundUploadValues) => Promise<void>;
}

/**
 * The upload screen: a photo zone (image/* only) and a video zone (video/* only), thumbnails
 * with remove, at least one file ('Потрібно додати хоча б одне зображення або відео'), Save.
 */
export function BackgroundUploadForm({ onSubmit }: BackgroundUploadFormProps) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<BackgroundUploadValues>({ resolver, defaultValues: emptyValues() });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset(emptyValues());
    } catch {
      // The page told the user why; the files stay in the form.
    }
  });

  return (
    <Form className={styles.form} onSubmit={submit} aria-busy={isSubmitting || undefined}>
      <div className={styles.zones}>
        <MediaZone name="files" control={control} disabled={isSubmitting} />
        <MediaZone name="videos" control={control} disabled={isSubmitting} />
      </div>
      <div className={styles.actions}>
        <SaveButton busy={isSubmitting} />
      </div>
    </Form>
  );
}
