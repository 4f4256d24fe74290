import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  accountFormSchema,
  IP_VERSIONS,
  type AccountDetail,
  type AccountForm as AccountFormOutput,
  type AccountFormValues,
  type AccountRequest,
} from '@shared/schemas/accounts';
import { paths } from '@client/app/paths';
import { Form } from '@client/components/ui/form';
import { SaveButton } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { Panel } from '@client/components/ui/panel';
import { StatusBadge } from '@client/components/ui/status-badge';
import { TagInput } from '@client/components/ui/tag-input';
import { TextArea } from '@client/components/ui/text-area';
import { listFieldError } from '@client/lib/list-field-error';
import { serverFieldErrors } from '@client/lib/server-field-errors';
import { commonText } from '@client/lib/text';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { useFormDraft } from '@client/lib/use-form-draft';
import { FormDraftStatus } from '@client/components/ui/form-draft-status';
import { ProxyState } from '@client/components/accounts/proxy-state';
import { accountsText } from '../text';
import { accountFormFields, accountRequest, SECRET_FIELDS } from './account-form-values';
import { instagramTexts } from './instagram-checkpoint-panel';
import { PlatformSection } from './platform-section';
import { SecretField } from './secret-field';
import { TextField } from './text-field';
import { TikTokAccessNotes } from './tiktok-access-notes';
import styles from './account-form.module.css';

/** The form's fields, by which a server error may name one. */
const FORM_FIELDS = Object.keys(accountFormFields()) as (keyof AccountFormValues)[];

const SECRET_FIELD_NAMES = Object.keys(SECRET_FIELDS) as (keyof typeof SECRET_FIELDS)[];

const t = accountsText.profile;
const platforms = commonText.platforms;
const ipOptions = IP_VERSIONS.map((value) => ({ value, label: value }));

interface AccountFormProps {
  /** The saved profile; absent on the create screen. */
  account?: AccountDetail;
  busy: boolean;
  /** Resolves with the server's answer (the form resets to it), or rejects (the form keeps the input). */
  onSubmit: (body: AccountRequest) => Promise<AccountDetail | void>;
  /** The 'Підключити YouTube' action, for a saved profile with YouTube on. */
  youtubeAction?: ReactNode;
  /** The labels already on the user's profiles, offered while typing one. */
  labelSuggestions?: readonly string[];
}

/**
 * The profile form: the main fields (proxy, ip version, comment) and a side panel with
 * the status and the per-platform toggles, whose credential fields exist only while the toggle is
 * on. One form, one Save. The rules are the shared schema's, with the stored secrets of the loaded
 * profile satisfying their "required" rules.
 */
export function AccountForm({ account, busy, onSubmit, youtubeAction, labelSuggestions }: AccountFormProps) {
  const hasClientSecret = account?.hasYouTubeAuthClientSecret ?? false;
  const hasTikTok = account?.hasTikTokAccess ?? false;
  const hasInstagramPassword = account?.hasInstagramPassword ?? false;
  const resolver = useMemo(
    () =>
      valibotResolver(
        accountFormSchema({
          hasYouTubeAuthClientSecret: hasClientSecret,
          hasTikTokAccess: hasTikTok,
          hasInstagramPassword: hasInstagramPassword,
        }),
      ),
    [hasClientSecret, hasTikTok, hasInstagramPassword],
  );

  const methods = usePointerSafeForm<AccountFormValues, unknown, AccountFormOutput>({
    resolver,
    defaultValues: accountFormFields(account),
    // The per-platform rules are checks chained in one pipe; without 'all' the resolver stops at the first broken one.
    criteriaMode: 'all',
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    clearErrors,
    setError,
    formState: { errors },
  } = methods;
  // A half-filled profile survives a reload or a wrong click; its secrets never go to the browser's storage.
  const draft = useFormDraft(methods, { form: 'account', object: account?.id ?? 'new', secrets: SECRET_FIELD_NAMES });
  const [inYouTube, inTikTok, inInstagram] = useWatch({ control, name: ['inYouTube', 'inTikTok', 'inInstagram'] });

  const submit = handleSubmit((values) =>
    draft
      .send(() => onSubmit(accountRequest(values)))
      .then((saved) => {
        if (saved) reset(accountFormFields(saved));
      })
      // The toast is the mutation's; a refusal about a field (a proxy the server will not use) shows under it too.
      .catch(serverFieldErrors(setError, FORM_FIELDS)),
  );

  const message = (field: keyof AccountFormValues) => errors[field]?.message;
  const labelsError = listFieldError(errors.labels);
  /** A platform switched off drops its fields' errors; switched on, its rules apply from the next check. */
  const platformToggle = (name: 'inYouTube' | 'inTikTok' | 'inInstagram', fields: (keyof AccountFormValues)[]) =>
    register(name, {
      onChange: (event: { target: { checked: boolean } }) => {
        if (!event.target.checked) clearErrors(fields);
      },
    });

  return (
    <Form className={styles.form} onSubmit={submit}>
      <div className={styles.main}>
        <FormDraftStatus draft={draft} className={styles.draft} />
        <Panel title={t.mainSection}>
          <div className={styles.fields}>
            <TextField
              label={t.proxy}
              error={message('proxy')}
              registration={register('proxy')}
              placeholder={t.proxyPlaceholder}
              hint={account?.hasProxyCredentials ? t.proxyCredentialsStored : undefined}
            />
            <Field id="ipVersion" label={t.ipVersion} error={message('ipVersion')}>
              <NativeSelect options={ipOptions} {...register('ipVersion')} />
            </Field>
            <Field id="comments" label={t.comments} error={message('comments')}>
              <TextArea rows={4} {...register('comments')} />
            </Field>
            <Field id="labels" label={accountsText.labels.field} error={labelsError} hint={accountsText.labels.fieldHint}>
              <Controller
                control={control}
                name="labels"
                render={({ field }) => (
                  <TagInput
                    kind="label"
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    suggestions={labelSuggestions}
                    placeholder={accountsText.labels.placeholder}
                  />
                )}
              />
            </Field>
          </div>
        </Panel>
      </div>

      <aside className={styles.side} aria-label={t.sidePanel}>
        <Panel title={t.sidePanel}>
          {account && (
            <dl className={styles.facts}>
              <div>
                <dt>{t.status}</dt>
                <dd className={styles.statusFacts}>
                  <StatusBadge status={account.status} kind="account" />
                  <ProxyState ok={account.proxyCheck.ok} reason={account.proxyCheck.error} />
                </dd>
              </div>
              {account.group && (
                <div>
                  <dt>{t.group}</dt>
                  <dd>
                    <Link to={paths.groups.detail.getHref(account.group.id)}>{account.group.name}</Link>
                  </dd>
                </div>
              )}
            </dl>
          )}
          <div className={styles.platforms}>
            <PlatformSection
              label={platforms.youtube}
              toggle={platformToggle('inYouTube', ['YouTubeAuthClientId', 'YouTubeAuthClientSecret', 'YouTubeLogin', 'YouTubePassword'])}
              on={Boolean(inYouTube)}
              saved={account && { enabled: account.inYouTube, active: account.isActiveYouTube }}
            >
              <TextField label={t.youtubeClientId} error={message('YouTubeAuthClientId')} registration={register('YouTubeAuthClientId')} />
              <SecretField
                label={t.youtubeClientSecret}
                error={message('YouTubeAuthClientSecret')}
                stored={hasClientSecret}
                registration={register('YouTubeAuthClientSecret')}
              />
              <TextField label={t.youtubeLogin} error={message('YouTubeLogin')} registration={register('YouTubeLogin')} />
              <SecretField
                label={t.youtubePassword}
                error={message('YouTubePassword')}
                stored={account?.hasYouTubePassword ?? false}
                registration={register('YouTubePassword')}
              />
              {account?.inYouTube ? youtubeAction : <p className={styles.note}>{t.saveFirstHint}</p>}
            </PlatformSection>

            <PlatformSection
              label={platforms.tiktok}
              toggle={platformToggle('inTikTok', ['TikTokAccess'])}
              on={Boolean(inTikTok)}
              saved={account && { enabled: account.inTikTok, active: account.isActiveTikTok }}
            >
              <SecretField
                label={t.tiktokAccess}
                error={message('TikTokAccess')}
                stored={hasTikTok}
                registration={register('TikTokAccess')}
              />
              <TikTokAccessNotes account={account} />
            </PlatformSection>

            <PlatformSection
              label={platforms.instagram}
              toggle={platformToggle('inInstagram', ['InstagramLogin', 'InstagramPassword'])}
              on={Boolean(inInstagram)}
              saved={account && { enabled: account.inInstagram, active: account.isActiveInstagram }}
            >
              <TextField label={t.instagramLogin} error={message('InstagramLogin')} registration={register('InstagramLogin')} />
              <SecretField
                label={t.instagramPassword}
                error={message('InstagramPassword')}
                stored={hasInstagramPassword}
                registration={register('InstagramPassword')}
              />
              <TextField
                label={instagramTexts.locale}
                hint={instagramTexts.localeHint}
                error={message('InstagramLocale')}
                registration={register('InstagramLocale')}
              />
              <TextField
                label={instagramTexts.timezone}
                hint={instagramTexts.timezoneHint}
                error={message('InstagramTimezone')}
                registration={register('InstagramTimezone')}
              />
            </PlatformSection>
          </div>
        </Panel>
      </aside>

      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}
