import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { publicationMessages } from '@shared/messages/publications';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  PublicationUpdateSchema,
  type PublicationUpdate,
  type PublicationUpdateValues,
  type PublishedItem,
} from '@shared/schemas/publications';
import { Form } from '@client/components/ui/form';
import { CharacterCount } from '@client/components/ui/character-count';
import { SaveButton } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { TextArea } from '@client/components/ui/text-area';
import { TextInput } from '@client/components/ui/text-input';
import { Toggle } from '@client/components/ui/toggle';
import { commonText } from '@client/lib/text';
import { publishingText } from '../text';
import { itemProfiles, updateFormValues, updatePayload, videosReachedByEdit } from '../model/published-model';
import { ChangesReachNote } from './changes-reach-note';
import { PlatformOptionFields, YouTubeTagsCount } from './platform-options';
import styles from './published-item-form.module.css';

const t = publishingText.published;
const platformLabels = commonText.platforms;
const schemaResolver = valibotResolver(PublicationUpdateSchema);

interface PublishedItemFormProps {
  item: PublishedItem;
  busy: boolean;
  /** Resolves with the server's answer (the form resets to it), or rejects (the form keeps the input). */
  onSubmit: (body: PublicationUpdate) => Promise<PublishedItem>;
}

/**
 * /video/youtube/{idUpload} edit form: title, description, tags as a comma-separated string
 * and the three platform flags; title required, at least one tag. With
 * TikTok or YouTube on, their blocks hold the choices the item was published with. The schema lets
 * TikTok's privacy be left out when the item already has one; an item without one (TikTok switched
 * on here, or made before the choice existed) must get it here, with the schema's message. A note
 * over the fields says how many videos a save reaches: rows already sent keep what they went out with.
 */
export function PublishedItemForm({ item, busy, onSubmit }: PublishedItemFormProps) {
  const storedPrivacy = item.tiktok?.privacyLevel ?? null;
  const resolver = useMemo<Resolver<PublicationUpdateValues, unknown, PublicationUpdate>>(
    () => async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      const needsPrivacy = values.inTikTok === true && storedPrivacy === null && !values.tiktok?.privacyLevel;
      if (!needsPrivacy) return result;
      return { values: {}, errors: { ...result.errors, tiktok: { type: 'privacy', message: publicationMessages.tiktokPrivacyRequired } } };
    },
    [storedPrivacy],
  );

  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PublicationUpdateValues, unknown, PublicationUpdate>({
    resolver,
    defaultValues: updateFormValues(item),
    // Messages on submit, then on each change: none appears on blur, under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [inYouTube, inTikTok, inInstagram, tags] = useWatch({ control, name: ['inYouTube', 'inTikTok', 'inInstagram', 'tags'] });
  const profiles = useMemo(() => itemProfiles(item), [item]);

  const submit = handleSubmit((values) =>
    onSubmit(updatePayload(values))
      .then((saved) => reset(updateFormValues(saved)))
      .catch(() => undefined),
  );

  const tagList = typeof tags === 'string' ? tags.split(',') : (tags ?? []);

  return (
    <Form className={styles.form} onSubmit={submit} aria-busy={busy || undefined}>
      <ChangesReachNote count={videosReachedByEdit(item.video, { inYouTube, inTikTok, inInstagram })} />
      <div className={styles.grid}>
        <Field id="title" label={t.title} error={errors.title?.message}>
          <TextInput autoComplete="off" {...register('title')} />
          <CharacterCount control={control} name="title" max={MAX_TITLE_LENGTH} />
        </Field>
        <Field id="tags" label={t.tags} error={errors.tags?.message} hint={t.tagsHint}>
          <TextInput autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('tags')} />
          {inYouTube && <YouTubeTagsCount tags={tagList} />}
        </Field>
        <div className={styles.wide}>
          <Field id="description" label={t.description} error={errors.description?.message}>
            <TextArea rows={3} {...register('description')} />
            <CharacterCount control={control} name="description" max={MAX_DESCRIPTION_LENGTH} />
          </Field>
        </div>
      </div>
      <fieldset className={styles.platforms}>
        <legend className="visually-hidden">{t.platforms}</legend>
        <Toggle label={platformLabels.youtube} {...register('inYouTube')} />
        <Toggle label={platformLabels.tiktok} {...register('inTikTok')} />
        <Toggle label={platformLabels.instagram} {...register('inInstagram')} />
      </fieldset>
      <PlatformOptionFields
        control={control}
        profiles={profiles}
        inTikTok={Boolean(inTikTok)}
        inYouTube={Boolean(inYouTube)}
        disabled={busy}
      />
      <div className={styles.footer}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}
