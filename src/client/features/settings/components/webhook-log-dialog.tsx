import { useState } from 'react';
import type { Webhook, WebhookDelivery } from '@shared/schemas/webhooks';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { Spinner } from '@client/components/ui/spinner';
import { formatDateTime } from '@client/lib/dates';
import { useResendDelivery, useWebhookDeliveries } from '../api/webhooks';
import { webhooksText } from '../text';
import styles from './webhooks.module.css';

const stateTone: Record<WebhookDelivery['state'], BadgeTone> = { pending: 'warning', succeeded: 'success', failed: 'error' };

/** An endpoint's delivery log: each event sent, its attempts (status, time, the answer's first bytes or the error), and the resend. */
export function WebhookLogDialog({ webhook, name, onClose }: { webhook: Webhook; name: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(webhook.id, page);
  const resend = useResendDelivery(webhook.id);
  return (
    <ModalDialog
      title={webhooksText.logTitle(name)}
      size="wide"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {webhooksText.close}
        </Button>
      }
    >
      {log.isPending && <Spinner block />}
      {log.error && <ErrorState error={log.error} onRetry={() => void log.refetch()} />}
      {log.data && log.data.data.length === 0 && <p className={styles.muted}>{webhooksText.logEmpty}</p>}
      {log.data && log.data.data.length > 0 && (
        <ul className={styles.log} aria-label={webhooksText.log}>
          {log.data.data.map((delivery) => (
            <li key={delivery.id} className={styles.delivery} data-delivery-state={delivery.state}>
              <div className={styles.deliveryHead}>
                <span className={styles.deliveryKind}>{webhooksText.eventKinds[delivery.kind]}</span>
                <Badge tone={stateTone[delivery.state]}>{webhooksText.states[delivery.state]}</Badge>
                <span className={styles.muted}>{formatDateTime(delivery.createdAt)}</span>
                {webhook.enabled && delivery.state !== 'pending' && (
                  <Button
                    variant="secondary"
                    busy={resend.isPending && resend.variables === delivery.id}
                    onClick={() => resend.mutate(delivery.id)}
                  >
                    {webhooksText.resend}
                  </Button>
                )}
              </div>
              <ol className={styles.attempts}>
                {delivery.attempts.map((attempt) => (
                  <li key={`${attempt.attempt}-${attempt.at}`}>
                    <span>
                      {webhooksText.attempt(attempt.attempt)}
                      {attempt.manual ? ` (${webhooksText.manual})` : ''} · {formatDateTime(attempt.at)} ·{' '}
                      <strong>{attempt.statusCode ?? webhooksText.noAnswer}</strong> · {webhooksText.duration(attempt.durationMs)}
                    </span>
                    {(attempt.error ?? attempt.response) && <code className={styles.excerpt}>{attempt.error ?? attempt.response}</code>}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
      {log.data && log.data.totalPages > 1 && (
        <div className={styles.actions}>
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {webhooksText.newer}
          </Button>
          <span className={styles.muted}>{webhooksText.pageOf(page, log.data.totalPages)}</span>
          <Button variant="ghost" disabled={page >= log.data.totalPages} onClick={() => setPage(page + 1)}>
            {webhooksText.older}
          </Button>
        </div>
      )}
    </ModalDialog>
  );
}
