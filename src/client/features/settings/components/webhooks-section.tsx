import { useState } from 'react';
import type { EventKind } from '@shared/schemas/events';
import type { Webhook, WebhookCreated } from '@shared/schemas/webhooks';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { Field } from '@client/components/ui/field';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { Panel } from '@client/components/ui/panel';
import { PasswordInput } from '@client/components/ui/password-input';
import { Spinner } from '@client/components/ui/spinner';
import { Toggle } from '@client/components/ui/toggle';
import { useConfirmDelete } from '@client/components/ui/use-confirm-delete';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from '../api/webhooks';
import { webhooksText } from '../text';
import { KindCheckboxes } from './kind-checkboxes';
import { WebhookForm } from './webhook-form';
import { WebhookLogDialog } from './webhook-log-dialog';
import styles from './webhooks.module.css';

const nameOf = (webhook: Webhook) => (webhook.type === 'telegram' ? `Telegram ${webhook.chatId ?? ''}` : (webhook.url ?? ''));

/** 'Вебхуки та Telegram': the user's endpoints, adding one (the secret shown once), kinds, on/off, delete and the delivery log. */
export function WebhooksSection({ isAdmin }: { isAdmin: boolean }) {
  const list = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<WebhookCreated | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const confirm = useConfirmDelete<Webhook>({
    title: webhooksText.deleteTitle,
    describe: (webhook) => webhooksText.deleteDescription(nameOf(webhook)),
    onConfirm: (webhook) => remove.mutate(webhook.id),
  });

  const created = (answer: WebhookCreated) => {
    setAdding(false);
    if (answer.secret) setSecret(answer);
  };

  return (
    <Panel
      title={webhooksText.title}
      actions={
        !adding && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {webhooksText.add}
          </Button>
        )
      }
    >
      <p className={styles.muted}>
        {webhooksText.hint} {isAdmin ? webhooksText.hintAdmin : ''}
      </p>
      {adding && <WebhookForm onCreated={created} onCancel={() => setAdding(false)} />}
      {list.isPending && <Spinner block />}
      {list.error && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && !adding && <p className={styles.muted}>{webhooksText.empty}</p>}
      {list.data && list.data.length > 0 && (
        <ul className={styles.endpoints} aria-label={webhooksText.title}>
          {list.data.map((webhook) => (
            <li key={webhook.id} className={styles.endpoint}>
              <div className={styles.endpointMain}>
                <span className={styles.endpointName}>{nameOf(webhook)}</span>
                <span className={styles.muted}>
                  {webhooksText.types[webhook.type]} · {webhooksText.kindsCount(webhook.kinds.length)}
                </span>
                {webhook.disabledReason === 'gone' && <Badge tone="error">{webhooksText.disabledGone}</Badge>}
              </div>
              <div className={styles.endpointActions}>
                <Toggle
                  label={webhooksText.enabled}
                  checked={webhook.enabled}
                  onChange={(event) => update.mutate({ id: webhook.id, body: { enabled: event.target.checked } })}
                />
                <Button variant="ghost" onClick={() => setEditing(webhook)}>
                  {webhooksText.editKinds}
                </Button>
                <Button variant="ghost" onClick={() => setLogOf(webhook)}>
                  {webhooksText.log}
                </Button>
                <Button variant="danger" onClick={() => confirm.ask(webhook)}>
                  {webhooksText.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirm.dialog}
      {secret && <SecretDialog created={secret} onClose={() => setSecret(null)} />}
      {editing && <EditDialog webhook={editing} onClose={() => setEditing(null)} />}
      {logOf && <WebhookLogDialog webhook={logOf} name={nameOf(logOf)} onClose={() => setLogOf(null)} />}
    </Panel>
  );
}

/** The signing secret, this once. */
function SecretDialog({ created, onClose }: { created: WebhookCreated; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <ModalDialog
      title={webhooksText.secretTitle}
      description={webhooksText.secretNote}
      onClose={onClose}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() =>
              void navigator.clipboard?.writeText(created.secret ?? '').then(
                () => setCopied(true),
                () => undefined,
              )
            }
          >
            {copied ? webhooksText.copied : webhooksText.copy}
          </Button>
          <Button onClick={onClose}>{webhooksText.done}</Button>
        </>
      }
    >
      <code className={styles.secret} data-testid="webhook-secret">
        {created.secret}
      </code>
    </ModalDialog>
  );
}

/** 'Змінити події' (and a bot's token or chat). */
function EditDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const update = useUpdateWebhook();
  const [kinds, setKinds] = useState<EventKind[]>(webhook.kinds);
  const [botToken, setBotToken] = useState('');
  const save = () =>
    update
      .mutateAsync({ id: webhook.id, body: { kinds, ...(botToken ? { botToken } : {}) } })
      .then(onClose)
      .catch(() => undefined);
  return (
    <ModalDialog
      title={webhooksText.editKinds}
      description={nameOf(webhook)}
      size="wide"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {webhooksText.close}
          </Button>
          <Button busy={update.isPending} disabled={kinds.length === 0} onClick={save}>
            {webhooksText.save}
          </Button>
        </>
      }
    >
      <KindCheckboxes idPrefix={`webhook-${webhook.id}`} value={kinds} onChange={setKinds} />
      {webhook.type === 'telegram' && (
        <Field id={`webhook-${webhook.id}-token`} label={webhooksText.botTokenReplace} hint={webhooksText.botTokenSet}>
          <PasswordInput name="botToken" autoComplete="off" value={botToken} onChange={(event) => setBotToken(event.target.value)} />
        </Field>
      )}
    </ModalDialog>
  );
}
