import { Ban, Copy, Download, MailPlus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { connectMessages } from '@shared/messages/connect';
import {
  type ConnectPlatform,
  INVITATION_STATES,
  type InvitationState,
  invitationStateLabels,
  OPEN_INVITATION_STATES,
} from '@shared/schemas/connect';
import type { BatchInvitation, BatchSkip } from '@shared/schemas/connect-batches';
import { paths } from '@client/app/paths';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { IconButton } from '@client/components/ui/icon-button';
import { Panel } from '@client/components/ui/panel';
import { formatDateTime } from '@client/lib/dates';
import { useConnectBatch, useRevokeBatchInvitation, useRevokeConnectBatch } from '../api/connect-batches';
import { accountsText } from '../text';
import styles from './connect-batch-view.module.css';

const t = accountsText.connectMany;
const platformNames: Record<ConnectPlatform, string> = t.platformNames;

const invitationTones: Record<InvitationState, BadgeTone> = {
  pending: 'info',
  opened: 'warning',
  connected: 'success',
  expired: 'neutral',
  refused: 'error',
  revoked: 'neutral',
};

const isOpen = (row: BatchInvitation) => OPEN_INVITATION_STATES.includes(row.state);

async function copy(text: string, success: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success);
  } catch {
    toast.error(connectMessages.linkCopyFailed);
  }
}

/** The batch as a CSV file (UTF-8 with BOM, `;`, every field quoted), made in the browser: the links never travel again. */
async function downloadCsv(batchId: number, rows: BatchInvitation[], linkOf: (row: BatchInvitation) => string | null) {
  const { default: Papa } = await import('papaparse');
  const lines = rows.map((row) => [
    row.accountTitle,
    platformNames[row.platform],
    linkOf(row) ?? '',
    invitationStateLabels[row.state],
    formatDateTime(row.expiresAt),
  ]);
  const text = `\uFEFF${Papa.unparse([[...t.csvHeader], ...lines], { delimiter: ';', newline: '\r\n', quotes: true })}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = t.csvName(batchId);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface Props {
  batchId: number;
  /** The links by invitation id, held only in this page's memory after 'Створити запрошення'; null after a reload. */
  links: ReadonlyMap<number, string> | null;
  skipped: readonly BatchSkip[];
}

/**
 * A batch of invitations: each profile and platform with its link (copy), its state and expiry,
 * refreshed every few seconds while any is unused; revoke one or all unused; every usable link
 * copied at once (profile, platform, link per line) or downloaded as CSV.
 */
export function ConnectBatchView({ batchId, links, skipped }: Props) {
  const batch = useConnectBatch(batchId);
  const revokeAll = useRevokeConnectBatch(batchId);
  const revokeOne = useRevokeBatchInvitation(batchId);
  const [confirming, setConfirming] = useState(false);
  const rows = batch.data?.data ?? [];
  const linkOf = (row: BatchInvitation) => links?.get(row.id) ?? null;
  const open = rows.filter(isOpen);
  const sendable = open.filter((row) => linkOf(row) !== null);
  const counts = INVITATION_STATES.map((state) => [state, rows.filter((row) => row.state === state).length] as const).filter(
    ([, count]) => count > 0,
  );

  const columns: Column<BatchInvitation>[] = [
    { key: 'profile', header: t.columns.profile, render: (row) => <span className={styles.wrap}>{row.accountTitle}</span>, card: 'title' },
    { key: 'platform', header: t.platform, render: (row) => platformNames[row.platform], label: t.platform },
    {
      key: 'link',
      header: t.columns.link,
      label: t.columns.link,
      render: (row) => {
        const link = linkOf(row);
        if (!link) return <span className={styles.muted}>{t.linkUnknown}</span>;
        return (
          <span className={styles.link}>
            <code className={styles.url} data-testid="invitation-link">
              {link}
            </code>
            <IconButton
              label={t.copyLink(row.accountTitle, platformNames[row.platform])}
              onClick={() => void copy(link, connectMessages.linkCopied)}
            >
              <Copy size={16} aria-hidden="true" />
            </IconButton>
          </span>
        );
      },
    },
    {
      key: 'state',
      header: t.columns.state,
      render: (row) => (
        <span data-testid="invitation-state">
          <Badge tone={invitationTones[row.state]}>{invitationStateLabels[row.state]}</Badge>
        </span>
      ),
      card: 'status',
    },
    { key: 'expires', header: t.columns.expires, render: (row) => formatDateTime(row.expiresAt), label: t.columns.expires },
  ];

  return (
    <div className={styles.stack}>
      <Panel
        title={t.batchTitle(batchId)}
        actions={
          <ButtonLink variant="secondary" to={paths.accounts.connect.getHref()}>
            <MailPlus size={16} aria-hidden="true" />
            {t.newBatch}
          </ButtonLink>
        }
      >
        <p className={links ? styles.warning : styles.muted}>{links ? t.linksNow : t.linksGone}</p>
        {counts.length > 0 && (
          <ul className={styles.counts} aria-label={t.counts}>
            {counts.map(([state, count]) => (
              <li key={state}>
                <Badge tone={invitationTones[state]}>{`${invitationStateLabels[state]}: ${count}`}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={sendable.length === 0}
            onClick={() =>
              void copy(
                sendable.map((row) => `${row.accountTitle} — ${platformNames[row.platform]}: ${linkOf(row)}`).join('\n'),
                t.copiedAll(sendable.length),
              )
            }
          >
            <Copy size={16} aria-hidden="true" />
            {t.copyAll}
          </Button>
          <Button variant="secondary" disabled={rows.length === 0} onClick={() => void downloadCsv(batchId, rows, linkOf)}>
            <Download size={16} aria-hidden="true" />
            {t.downloadCsv}
          </Button>
          <Button variant="danger" disabled={open.length === 0} busy={revokeAll.isPending} onClick={() => setConfirming(true)}>
            <Ban size={16} aria-hidden="true" />
            {t.revokeAll}
          </Button>
        </div>
        {open.length > 0 && <p className={styles.muted}>{t.live}</p>}
        <DataTable
          caption={t.batchTitle(batchId)}
          columns={columns}
          rows={batch.data ? rows : undefined}
          rowKey={(row) => row.id}
          isLoading={batch.isPending}
          error={batch.error}
          onRetry={() => void batch.refetch()}
          emptyText={t.batchEmpty}
          rowActions={(row) =>
            isOpen(row) ? (
              <Button
                variant="secondary"
                busy={revokeOne.isPending && revokeOne.variables?.invitationId === row.id}
                aria-label={t.revokeOne(row.accountTitle, platformNames[row.platform])}
                onClick={() => revokeOne.mutate({ accountId: row.accountId, invitationId: row.id })}
              >
                {t.revoke}
              </Button>
            ) : null
          }
        />
      </Panel>

      {skipped.length > 0 && (
        <Panel title={t.skippedTitle(skipped.length)}>
          <ul className={styles.skipped}>
            {skipped.map((skip) => (
              <li key={`${skip.accountId}-${skip.platform}`}>
                <strong>{`${skip.accountTitle} — ${platformNames[skip.platform]}`}</strong>: {skip.reason}
              </li>
            ))}
          </ul>
        </Panel>
      )}

      <ConfirmDialog
        open={confirming}
        title={t.revokeAllTitle}
        description={t.revokeAllText(open.length)}
        confirmLabel={t.revokeAllConfirm}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          revokeAll.mutate(undefined, { onSuccess: ({ revoked }) => toast.success(t.revokedAll(revoked)) });
        }}
      />
    </div>
  );
}
