import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import type { EventKind } from '@shared/schemas/events';
import { type WebhookCreated, WebhookCreateRequestSchema, type WebhookType } from '@shared/schemas/webhooks';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Form } from '@client/components/ui/form';
import { NativeSelect } from '@client/components/ui/native-select';
import { PasswordInput } from '@client/components/ui/password-input';
import { TextInput } from '@client/components/ui/text-input';
import { ApiError } from '@client/lib/api-client';
import { useCreateWebhook } from '../api/webhooks';
import { webhooksText } from '../text';
import { KindCheckboxes } from './kind-checkboxes';
import styles from './webhooks.module.css';

/** 'Додати адресу': a webhook (URL) or a Telegram bot (token and chat), and the kinds it receives. */
export function WebhookForm({ onCreated, onCancel }: { onCreated: (created: WebhookCreated) => void; onCancel: () => void }) {
  const create = useCreateWebhook();
  const [type, setType] = useState<WebhookType>('webhook');
  const [url, setUrl] = useState('');
  const [botToken, setBotToken] = useState('');
  const [chatId, setChatId] = useState('');
  const [kinds, setKinds] = useState<EventKind[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = type === 'webhook' ? { type, url, kinds } : { type, botToken, chatId, kinds };
    const parsed = v.safeParse(WebhookCreateRequestSchema, body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'form'), issue.message]).reverse()));
      return;
    }
    setErrors({});
    create
      .mutateAsync(body as v.InferInput<typeof WebhookCreateRequestSchema>)
      .then(onCreated)
      .catch((error: unknown) => {
        if (error instanceof ApiError) setErrors(error.fields);
      });
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <Field id="webhook-type" label={webhooksText.type}>
        <NativeSelect
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as WebhookType)}
          options={(['webhook', 'telegram'] as const).map((value) => ({ value, label: webhooksText.types[value] }))}
        />
      </Field>
      {type === 'webhook' ? (
        <Field id="webhook-url" label={webhooksText.url} hint={webhooksText.urlHint} error={errors.url}>
          <TextInput
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </Field>
      ) : (
        <>
          <Field id="webhook-bot-token" label={webhooksText.botToken} hint={webhooksText.botTokenHint} error={errors.botToken}>
            <PasswordInput name="botToken" autoComplete="off" value={botToken} onChange={(event) => setBotToken(event.target.value)} />
          </Field>
          <Field id="webhook-chat-id" label={webhooksText.chatId} hint={webhooksText.chatIdHint} error={errors.chatId}>
            <TextInput name="chatId" autoComplete="off" value={chatId} onChange={(event) => setChatId(event.target.value)} />
          </Field>
        </>
      )}
      <KindCheckboxes idPrefix="new-webhook" value={kinds} onChange={setKinds} />
      {errors.kinds && (
        <p className={styles.error} role="alert">
          {errors.kinds}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={create.isPending}>
          {webhooksText.add}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {webhooksText.close}
        </Button>
      </div>
    </Form>
  );
}
