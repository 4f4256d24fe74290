import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { PublicationUpdateSchema, type PublicationUpdate, type PublicationUpdateValues, type PublishedItem } from '@shared/schemas/publications';
import { Button } from '../../../components/ui/button';
import { errorId, Field } from '../../../components/ui/field';
import { TextArea } from '../../../components/ui/text-area';
import { TextInput } from '../../../components/ui/text-input';
import { Toggle } from '../../../components/ui/toggle';
import { uiText } from '../../../lib/ui-text';
import { updateFormValues } from './published-model';
import styles from './published-item-form.module.css';

const t = uiText.published;
const platformLabels = uiText.accountsTable;

interface PublishedItemFormProps {
  item: PublishedItem;
  busy: boolean;
  /** Resolves with the server's answer (the form resets to it), or rejects (the form keeps the input). */
  onSubmit: (body: PublicationUpdate) => Promise<PublishedItem>;
}

/**
 * SPEC §2 /video/youtube/{idUpload} edit form: title, description, tags as a comma-separated string
 * and the three platform flags; §5 "Published item edit": title required, at least one tag.
 */
export function PublishedItemForm({ item, busy, onSubmit }: PublishedItemFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PublicationUpdateValues, unknown, PublicationUpdate>({
    resolver: valibotResolver(PublicationUpdateSchema),
    defaultValues: updateFormValues(item),
    mode: 'onTouched',
  });

  const submit = handleSubmit((values) =>
    onSubmit(values)
      .then((saved) => reset(updateFormValues(saved)))
      .catch(() => undefined),
  );

  const describedBy = (id: string, error: unknown) => (error ? errorId(id) : undefined);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <div className={styles.grid}>
        <Field id="title" label={t.title} error={errors.title?.message}>
          <TextInput id="title" autoComplete="off" invalid={Boolean(errors.title)} aria-describedby={describedBy('title', errors.title)} {...register('title')} />
        </Field>
        <Field id="tags" label={t.tags} error={errors.tags?.message} hint={t.tagsHint}>
          <TextInput
            id="tags"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            invalid={Boolean(errors.tags)}
            aria-describedby={describedBy('tags', errors.tags)}
            {...register('tags')}
          />
        </Field>
        <div className={styles.wide}>
          <Field id="description" label={t.description} error={errors.description?.message}>
            <TextArea
              id="description"
              rows={3}
              invalid={Boolean(errors.description)}
              aria-describedby={describedBy('description', errors.description)}
              {...register('description')}
            />
          </Field>
        </div>
      </div>
      <div className={styles.footer}>
        <fieldset className={styles.platforms}>
          <legend className="visually-hidden">{t.platforms}</legend>
          <Toggle label={platformLabels.youtube} {...register('inYouTube')} />
          <Toggle label={platformLabels.tiktok} {...register('inTikTok')} />
          <Toggle label={platformLabels.instagram} {...register('inInstagram')} />
        </fieldset>
        <Button type="submit" busy={busy}>
          {uiText.actions.save}
        </Button>
      </div>
    </form>
  );
}
