import { valibotResolver } from '@hookform/resolvers/valibot';
import { Send } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { commonMessages } from '@shared/messages/common';
import type { CreationRequestDetail } from '@shared/schemas/creation';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  PublicationRequestSchema,
  type PublicationFormValues,
  type PublicationRequest,
  type PublishedItem,
} from '@shared/schemas/publications';
import { Form } from '@client/components/ui/form';
import { Button } from '@client/components/ui/button';
import { DateTimeInput } from '@client/components/ui/date-time-input';
import { displayLocal, INCOMPLETE_DATE, kyivEffectiveLocal, kyivOffsetLabel } from '@client/components/ui/date-time-input-model';
import { Field, FieldError, FieldScope } from '@client/components/ui/field';
import { Fieldset } from '@client/components/ui/fieldset';
import { Panel } from '@client/components/ui/panel';
import { OptionMultiSelect } from '@client/components/ui/option-multi-select';
import { Select, type SelectOption } from '@client/components/ui/select';
import { TagInput } from '@client/components/ui/tag-input';
import { TextArea } from '@client/components/ui/text-area';
import { TextInput } from '@client/components/ui/text-input';
import { Toggle } from '@client/components/ui/toggle';
import { commonText } from '@client/lib/text';
import { listFieldError } from '@client/lib/list-field-error';
import { hasInput, usePointerSafeBlur } from '@client/lib/use-pointer-safe-form';
import { useFormDraft } from '@client/lib/use-form-draft';
import { FormDraftStatus } from '@client/components/ui/form-draft-status';
import { CharacterCount } from '@client/components/ui/character-count';
import { accountOptionDetail } from '@client/components/accounts/proxy-state';
import { publishingText } from '../text';
import {
  addProfiles,
  assignProfiles,
  mergeTags,
  profileOptions,
  publicationPayload,
  publicationStartValues,
  publishSummary,
  toPublicationVideo,
  unsentVideos,
} from '../model/publication-model';
import { waitingVideoCount } from '../model/published-model';
import { ChangesReachNote } from './changes-reach-note';
import { NextSlotsChoice, useSlotGapsMessage } from './next-slots-choice';
import { PublicationVideos } from './publication-videos';
import { SimilarVariantsWarning } from './similar-variants-warning';
import { PlatformOptionFields, YouTubeTagsCount } from './platform-options';
import { PlatformTexts, usePlatformTextCheck } from './platform-texts';
import { PresetBar } from './preset-bar';
import { usePublishReadinessCheck } from './use-publish-readiness-check';
import styles from './publication-form.module.css';

const t = publishingText.publication;
const platformLabels = commonText.platforms;
const SUMMARY_ID = 'publication-summary';
const DRAFT_EXCLUDED = ['video'] as const;

/** The date's hint: what the chosen moment is on Kyiv's clock, or how to leave it empty. */
function dateHint(value: string): string {
  if (value === INCOMPLETE_DATE) return t.dateIncomplete;
  const offset = kyivOffsetLabel(value);
  const effective = kyivEffectiveLocal(value);
  if (!offset || !effective) return t.dateHint;
  return effective === value ? t.dateAt(displayLocal(value), offset) : t.dateSkipped(displayLocal(effective));
}

interface PublicationFormProps {
  detail: CreationRequestDetail;
  /**
   * The publication some of the request's videos already went into: the form starts from its current
   * metadata and says which videos a change of it reaches (the new ones and its rows still waiting).
   */
  publication?: PublishedItem | null;
  /** Why publishing is not possible yet (e.g. the request is still rendering); the submit is then off. */
  lockedReason?: string | null;
  /** Values the form starts from over its own (another publication's choices: 'Опублікувати ще раз так само'). */
  prefill?: Partial<PublicationFormValues> | null;
  /** Sends the payload; resolves on success, rejects to keep the form as it is. */
  onSubmit: (payload: PublicationFormValues) => Promise<unknown>;
}

/**
 * /video/request/{idUpload}: title, optional description, tags (with preset tag sets merged
 * in), target profiles (with profile groups and all profiles of a label added), the three platform switches, an optional date
 * read as Kyiv time, and the videos, each showing the profile at its position. The rules
 * are the shared `PublicationRequestSchema`'s, each message under its field.
 */
export function PublicationForm({ detail, publication = null, lockedReason = null, prefill = null, onSubmit }: PublicationFormProps) {
  const { register, control, handleSubmit, setValue, setError, getValues, getFieldState, trigger, subscribe, reset, formState } = useForm<
    PublicationFormValues,
    unknown,
    PublicationRequest
  >({
    resolver: valibotResolver(PublicationRequestSchema),
    defaultValues: { ...publicationStartValues(detail.video, publication), ...prefill },
    // Messages appear on submit and then follow each change. Leaving a field that holds input checks
    // it too (below), but never while a pointer is pressed: a line that appeared then would move what
    // the pointer is about to click, and the click would be lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The cross-field rules (a platform, no more profiles than videos) sit after the object in one pipe;
    // without 'all' the resolver stops before them while any field is still wrong.
    criteriaMode: 'all',
  });

  // The typed text, tags, profiles and switches survive a reload or a wrong click (the videos follow the request).
  const draft = useFormDraft(
    { subscribe, getValues, reset, control },
    { form: 'publication', object: detail.idUpload, exclude: DRAFT_EXCLUDED },
  );

  const { errors, isSubmitting, isSubmitted } = formState;
  const afterPress = usePointerSafeBlur();
  /** Leaving a field: check it once the press that moved the focus (if any) has ended. */
  const checkOnLeave = (name: FieldPath<PublicationFormValues>) => () =>
    afterPress(() => {
      if (isSubmitted || hasInput(getValues(name))) void trigger(name);
    });
  // Before the first submit RHF checks nothing on change: a message shown on leaving a field goes
  // away as soon as the field is put right, not only when it is left again.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          // Only the operator's own edits ('change'), never this check's own state updates.
          const root = name?.split('.')[0] as FieldPath<PublicationFormValues> | undefined;
          if (type !== 'change' || !root || isSubmitted || !getFieldState(root).error) return;
          void trigger(root);
        },
      }),
    [subscribe, trigger, getFieldState, isSubmitted],
  );
  /** Revalidate a field set by code (a tag set, a group) when it shows a message or after a submit. */
  const shouldValidate = (name: 'tags' | 'accounts') => isSubmitted || Boolean(getFieldState(name).error);
  /** `register` with the check on leaving the field. */
  const registerChecked = (name: 'title' | 'description') => {
    const field = register(name);
    const leave = checkOnLeave(name);
    return { ...field, onBlur: (event: { target: unknown; type?: unknown }) => field.onBlur(event).then(leave) };
  };

  // The videos to send follow the request (it may still be rendering when the page opens).
  const formVideos = useMemo(() => unsentVideos(detail.video).map(toPublicationVideo), [detail.video]);
  useEffect(() => {
    setValue('video', formVideos);
  }, [formVideos, setValue]);

  const accounts = useWatch({ control, name: 'accounts' });
  const [inYouTube, inTikTok, inInstagram, tags, date, inSlots] = useWatch({
    control,
    name: ['inYouTube', 'inTikTok', 'inInstagram', 'tags', 'date', 'inSlots'],
  });
  const assignments = useMemo(() => assignProfiles(detail.video, accounts ?? []), [detail.video, accounts]);
  const flags = useMemo(() => ({ inYouTube, inTikTok, inInstagram }), [inYouTube, inTikTok, inInstagram]);
  const readiness = usePublishReadinessCheck(accounts ?? [], formVideos.length, flags);
  // Only the profiles that get a video have rows whose text must be sendable.
  const receiving = useMemo(() => (accounts ?? []).slice(0, formVideos.length), [accounts, formVideos.length]);
  const textProblems = usePlatformTextCheck(receiving);
  const chosenIds = useMemo(() => (accounts ?? []).map((option) => Number(option.id)), [accounts]);
  const slotGaps = useSlotGapsMessage(chosenIds, flags, Boolean(inSlots));

  const profiles = useMemo(() => profileOptions(detail.accounts, detail.group), [detail.accounts, detail.group]);
  // Each profile's status and proxy state, shown beside its name in the picker.
  const accountsById = useMemo(() => new Map(detail.accounts.map((account) => [account.id, account])), [detail.accounts]);
  const profileDetail = useCallback((option: { id: number }) => accountOptionDetail(accountsById.get(option.id) ?? {}), [accountsById]);
  const tagSetOptions = useMemo<SelectOption<number>[]>(
    () => detail.tags.map((set) => ({ value: set.id, label: t.tagSetOption(set.name, set.tags.length) })),
    [detail.tags],
  );
  const groupOptions = useMemo<SelectOption<number>[]>(
    () => detail.group.map((group) => ({ value: group.id, label: t.groupOption(group.name, group.accounts.length) })),
    [detail.group],
  );

  const labelOptions = useMemo<SelectOption<string>[]>(
    () => detail.labels.map((target) => ({ value: target.label, label: t.labelOption(target.label, target.accounts.length) })),
    [detail.labels],
  );

  const applyTagSet = (id: number | null) => {
    const set = detail.tags.find((candidate) => candidate.id === id);
    if (!set) return;
    setValue('tags', mergeTags(getValues('tags'), set.tags), { shouldDirty: true, shouldValidate: shouldValidate('tags') });
  };
  const applyGroup = (id: number | null) => {
    const group = detail.group.find((candidate) => candidate.id === id);
    if (!group) return;
    setValue('accounts', addProfiles(getValues('accounts'), group.accounts, profiles), {
      shouldDirty: true,
      shouldValidate: shouldValidate('accounts'),
    });
  };

  /** 'Усі з міткою «…»': the profiles carrying the label join the chosen ones (the server checks each id it receives). */
  const applyLabel = (label: string | null) => {
    const target = detail.labels.find((candidate) => candidate.label === label);
    if (!target) return;
    const byId = new Map(profiles.map((option) => [option.id, option]));
    const added = target.accounts.flatMap((id) => byId.get(id) ?? []);
    setValue('accounts', addProfiles(getValues('accounts'), added, profiles), {
      shouldDirty: true,
      shouldValidate: shouldValidate('accounts'),
    });
  };

  const submit = handleSubmit(async (values) => {
    // Profiles without weekly slots are named beside the switch; nothing is sent until they are fixed.
    if (values.inSlots && slotGaps.message) return;
    const problems = textProblems(values);
    if (problems.length > 0) return setError('texts', { type: 'profiles', message: problems.join('\n') }, { shouldFocus: false });
    // Unready profile × platform pairs are never a surprise after the click: the operator skips them or fixes them first.
    const skip = await readiness.choose(values.accounts, values.video.length, values);
    if (skip === null) return;
    try {
      await draft.send(() => onSubmit({ ...publicationPayload(detail.idUpload, values), skip }));
    } catch {
      // The page showed the server's messages; the form keeps its values.
    }
  });

  const tagsError = listFieldError(errors.tags);
  const accountsError = listFieldError(errors.accounts);
  const videoError = listFieldError(errors.video);
  // The rule 'a platform' is kept at inYouTube; the message shows only while no switch is on.
  const anyPlatform = Boolean(inYouTube || inTikTok || inInstagram);
  const platformError = anyPlatform ? undefined : (errors.inYouTube?.message ?? errors.inTikTok?.message ?? errors.inInstagram?.message);
  const chosenCount = accounts?.length ?? 0;
  const summary = publishSummary(formVideos.length, chosenCount, { inYouTube, inTikTok, inInstagram }, platformLabels);

  return (
    <Form className={styles.form} onSubmit={submit} aria-busy={isSubmitting || undefined}>
      <FormDraftStatus draft={draft} />
      <PresetBar detail={detail} profiles={profiles} form={{ setValue, getValues, getFieldState }} disabled={isSubmitting} />
      <div className={styles.columns}>
        <Panel title={t.contentSection}>
          <div className={styles.fields}>
            {publication && <ChangesReachNote count={waitingVideoCount(publication.video) + summary.videos} />}
            <Field id="title" label={t.title} error={errors.title?.message}>
              <TextInput autoComplete="off" disabled={isSubmitting} {...registerChecked('title')} />
              <CharacterCount control={control} name="title" max={MAX_TITLE_LENGTH} />
            </Field>
            <Field id="description" label={t.description} error={errors.description?.message} hint={t.descriptionHint}>
              <TextArea rows={4} disabled={isSubmitting} {...registerChecked('description')} />
              <CharacterCount control={control} name="description" max={MAX_DESCRIPTION_LENGTH} />
            </Field>
            <Field id="tags" label={t.tags} error={tagsError} hint={commonText.tagInput.hint}>
              <Controller
                control={control}
                name="tags"
                render={({ field }) => (
                  <TagInput
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={() => {
                      field.onBlur();
                      checkOnLeave('tags')();
                    }}
                    disabled={isSubmitting}
                  />
                )}
              />
              {inYouTube && <YouTubeTagsCount tags={tags ?? []} />}
            </Field>
            <Field id="tagSet" label={t.tagSets} hint={t.tagSetsHint}>
              <Select<number>
                name="tagSet"
                options={tagSetOptions}
                value={null}
                onChange={applyTagSet}
                placeholder={t.tagSetsPlaceholder}
                emptyText={commonMessages.selectEmpty}
                disabled={isSubmitting}
              />
            </Field>
          </div>
        </Panel>

        <Panel title={t.targetSection}>
          <div className={styles.fields}>
            <Field id="accounts" label={t.accounts} error={accountsError} hint={t.accountsHint(chosenCount, formVideos.length)} steadyHint>
              <div className={styles.profiles}>
                <OptionMultiSelect
                  control={control}
                  name="accounts"
                  options={profiles}
                  detail={profileDetail}
                  warning={readiness.warning}
                  onBlur={checkOnLeave('accounts')}
                  disabled={isSubmitting}
                />
              </div>
            </Field>
            <Field id="group" label={t.groups} hint={t.groupsHint}>
              <Select<number>
                name="group"
                options={groupOptions}
                value={null}
                onChange={applyGroup}
                placeholder={t.groupsPlaceholder}
                emptyText={commonMessages.selectEmpty}
                disabled={isSubmitting}
              />
            </Field>
            {labelOptions.length > 0 && (
              <Field id="label" label={t.labels} hint={t.labelsHint}>
                <Select<string>
                  name="label"
                  options={labelOptions}
                  value={null}
                  onChange={applyLabel}
                  placeholder={t.labelsPlaceholder}
                  emptyText={commonMessages.selectEmpty}
                  disabled={isSubmitting}
                />
              </Field>
            )}
            <FieldScope id="inYouTube" error={platformError}>
              <Fieldset className={styles.platforms} legend={t.platforms} legendClassName={styles.legend} disabled={isSubmitting}>
                <div className={styles.switches}>
                  <Toggle label={platformLabels.youtube} {...register('inYouTube')} />
                  <Toggle label={platformLabels.tiktok} {...register('inTikTok', { deps: ['inYouTube'] })} />
                  <Toggle label={platformLabels.instagram} {...register('inInstagram', { deps: ['inYouTube'] })} />
                </div>
                <FieldError className={styles.error} />
              </Fieldset>
            </FieldScope>
            <NextSlotsChoice
              // Into the slots, a date is not needed: one left there would only hold a message no one sees.
              field={register('inSlots', {
                onChange: (event: { target: { checked: boolean } }) => event.target.checked && setValue('date', ''),
              })}
              on={Boolean(inSlots)}
              gaps={slotGaps}
              disabled={isSubmitting}
            />
            <Field
              id="date"
              label={t.date}
              error={inSlots ? undefined : errors.date?.message}
              hint={inSlots ? publishingText.nextSlots.dateOff : dateHint(date ?? '')}
            >
              <Controller
                control={control}
                name="date"
                render={({ field }) => (
                  <DateTimeInput
                    label={t.date}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={() => {
                      field.onBlur();
                      checkOnLeave('date')();
                    }}
                    focusRef={field.ref}
                    className={styles.date}
                    disabled={isSubmitting || Boolean(inSlots)}
                  />
                )}
              />
            </Field>
          </div>
        </Panel>
      </div>

      {(inTikTok || inYouTube) && (
        <Panel title={publishingText.platformOptions.section}>
          <PlatformOptionFields
            control={control}
            profiles={accounts ?? []}
            inTikTok={Boolean(inTikTok)}
            inYouTube={Boolean(inYouTube)}
            disabled={isSubmitting}
          />
        </Panel>
      )}

      {anyPlatform && (
        <Panel title={publishingText.platformTexts.section}>
          <PlatformTexts control={control} register={register} errors={errors.texts} profiles={receiving} disabled={isSubmitting} />
        </Panel>
      )}

      <Panel title={publishingText.publication.videosTitle(detail.video.length)}>
        <div className={styles.videos}>
          <p className={styles.hint}>{t.videosHint}</p>
          <SimilarVariantsWarning assignments={assignments} />
          <PublicationVideos items={assignments} />
          <FieldScope id="video" error={videoError}>
            <FieldError className={styles.error} />
          </FieldScope>
        </div>
      </Panel>

      <div className={styles.actions}>
        {lockedReason ? (
          <p className={styles.locked}>{lockedReason}</p>
        ) : (
          <p className={styles.summary} id={SUMMARY_ID} aria-live="polite">
            <span className={styles.summaryLabel}>{t.summaryLabel}:</span>{' '}
            {readiness.checking
              ? publishingText.readiness.checking
              : publishingText.readiness.summary(
                  summary.videos,
                  summary.profiles,
                  readiness.plan.rows.map((row) => ({ label: platformLabels[row.platform], count: row.count })),
                  readiness.plan.unready.length,
                )}
          </p>
        )}
        <Button type="submit" busy={isSubmitting} disabled={Boolean(lockedReason)} aria-describedby={lockedReason ? undefined : SUMMARY_ID}>
          {!isSubmitting && <Send size={16} aria-hidden="true" />}
          {t.submit}
        </Button>
      </div>
      {readiness.dialog}
    </Form>
  );
}
