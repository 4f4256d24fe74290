import { RotateCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { type HealthRow, type HealthState, healthStateLabels } from '@shared/schemas/fleet-health';
import { paths } from '@client/app/paths';
import { LabelChips } from '@client/components/accounts/label-chips';
import { ProxyCheckNote } from '@client/components/accounts/proxy-check-note';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import type { Column, RowSelection } from '@client/components/ui/data-table';
import { Button } from '@client/components/ui/button';
import { PagedTable, type PagedListProps } from '@client/components/ui/paged-list';
import { formatDateTime } from '@client/lib/dates';
import { accountText } from '@client/components/accounts/text';
import { accountsText, commentName } from '../text';
import styles from './health-table.module.css';

const t = accountsText.health;

const platformNames = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' } as const;

export const stateTones: Record<HealthState, BadgeTone> = {
  ready: 'success',
  reconnect: 'error',
  checkpoint: 'warning',
  proxy_down: 'error',
  rate_limited: 'warning',
  shared_ip: 'info',
};

const profileName = (row: HealthRow) => commentName(row.account.comments) || `#${row.account.id}`;
const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : t.none);

/**
 * When the proxy was last checked and when the schedule checks it next (Kyiv time); a past time means
 * the next sweep; null means proxies are checked only when asked.
 */
function ProxySchedule({ row, now }: { row: HealthRow; now: number }) {
  const next = row.proxyNextCheckAt;
  return (
    <span className={styles.schedule}>
      {row.proxy.checkedAt !== null && <span>{t.proxyCheckedAt(formatDateTime(row.proxy.checkedAt))}</span>}
      <span>
        {next === null ? t.proxyManualOnly : Date.parse(next) <= now ? t.proxyNextCheckSoon : t.proxyNextCheck(formatDateTime(next))}
      </span>
    </span>
  );
}

/**
 * The row's states, then its proxy: the exit address and latency, or why it is down, and when it is
 * checked (one column, so that the board fits at 1366 px).
 */
function StateCell({ row, now }: { row: HealthRow; now: number }) {
  const check = row.proxy;
  // A scheduled check failed once: the posts go on until a second failure in a row holds them.
  const failedOnce = check.ok === false && !row.states.includes('proxy_down') && row.proxyFailStreak > 0;
  return (
    <span className={styles.states}>
      <span className={styles.badges}>
        {row.states.map((state) => (
          <Badge key={state} tone={stateTones[state]}>
            {healthStateLabels[state]}
            {state === 'rate_limited' && row.limitedUntil ? ` ${t.limitedUntil(formatDateTime(row.limitedUntil))}` : ''}
          </Badge>
        ))}
      </span>
      {row.states.includes('rate_limited') && row.limitedReason && <span className={styles.reason}>{row.limitedReason}</span>}
      <span className={styles.proxy}>
        {check.checkedAt === null ? (
          <span className={styles.muted}>{t.neverChecked}</span>
        ) : check.ok ? (
          <span>
            {t.proxy}: <span className={styles.mono}>{check.exitIp}</span>
            {check.latencyMs !== null && <span className={styles.muted}> · {t.latencyMs(check.latencyMs)}</span>}
          </span>
        ) : null}
        {check.checkedAt !== null && <ProxyCheckNote check={check} />}
        {failedOnce && <span className={styles.reason}>{t.proxyFailedOnce}</span>}
        <ProxySchedule row={row} now={now} />
      </span>
    </span>
  );
}

function PostsCell({ row }: { row: HealthRow }) {
  return (
    <span className={styles.posts}>
      <span className={row.postsLast24h >= row.dailyCap ? styles.full : undefined} title={t.posts24hLabel(row.postsLast24h, row.dailyCap)}>
        {t.posts24h}: {t.posts24hOf(row.postsLast24h, row.dailyCap)}
      </span>
      <span>
        {t.lastSuccess}: {dateOrDash(row.lastSuccessAt)}
      </span>
      <span>
        {t.nextPlanned}: {row.nextPlannedAt ? formatDateTime(row.nextPlannedAt) : row.waitingCount > 0 ? t.queuedNow : t.none}
      </span>
    </span>
  );
}

const columns = (showOwner: boolean, now: number): Column<HealthRow>[] => [
  { key: 'id', header: 'ID', render: (row) => row.account.id, width: '64px', card: 'id' },
  {
    key: 'profile',
    header: t.profile,
    card: 'title',
    render: (row) => (
      <span className={styles.profile}>
        <span className={row.account.comments.trim() ? undefined : styles.muted}>
          {row.account.comments.trim() || accountText.table.noComment}
        </span>
        <span className={styles.sub}>
          {[platformNames[row.platform], row.group?.name, showOwner ? row.user.login : null].filter(Boolean).join(' · ')}
        </span>
        <LabelChips labels={row.labels} />
      </span>
    ),
  },
  { key: 'state', header: t.stateAndProxy, card: 'status', cardBlock: true, render: (row) => <StateCell row={row} now={now} /> },
  { key: 'posts', header: t.posts, render: (row) => <PostsCell row={row} /> },
  {
    key: 'lastError',
    header: t.lastError,
    render: (row) =>
      row.lastError ? (
        // Three lines at most; the whole text (and when) on hover.
        <span className={styles.error} title={row.lastErrorAt ? `${row.lastError}\n${formatDateTime(row.lastErrorAt)}` : row.lastError}>
          {row.lastError}
        </span>
      ) : (
        t.none
      ),
  },
];

interface HealthTableProps extends PagedListProps<HealthRow> {
  showOwner: boolean;
  emptyText: string;
  /** Which row's action runs now (its button shows it). */
  busy: { check: number | null; retry: string | null };
  onCheckProxy: (row: HealthRow) => void;
  onRetryFailed: (row: HealthRow) => void;
  /** Checkboxes for bulk actions: a row stands for its profile (the profile's other platforms' rows tick with it). */
  selection?: RowSelection<HealthRow>;
}

/** The health board: one row per profile and platform, the row opens the profile; check its proxy, retry its failed posts. */
export function HealthTable({ showOwner, emptyText, busy, onCheckProxy, onRetryFailed, ...list }: HealthTableProps) {
  // When the board opened: a next check before it is due, shown as 'незабаром'.
  const [now] = useState(Date.now);
  return (
    <PagedTable
      {...list}
      caption={t.title}
      columns={columns(showOwner, now)}
      rowKey={(row) => `${row.account.id}-${row.platform}`}
      rowHref={(row) => paths.accounts.detail.getHref(row.account.id)}
      linkColumn="profile"
      emptyText={emptyText}
      rowActions={(row) => (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            className={styles.action}
            aria-label={t.checkProxyOf(profileName(row))}
            title={t.checkProxyOf(profileName(row))}
            onClick={() => onCheckProxy(row)}
            busy={busy.check === row.account.id}
          >
            <ShieldCheck size={14} aria-hidden="true" />
            {t.checkProxy}
          </Button>
          {row.failedCount > 0 && (
            <Button
              variant="secondary"
              className={styles.action}
              aria-label={t.retryFailedOf(profileName(row), platformNames[row.platform], row.failedCount)}
              title={t.retryFailedOf(profileName(row), platformNames[row.platform], row.failedCount)}
              onClick={() => onRetryFailed(row)}
              busy={busy.retry === `${row.account.id}-${row.platform}`}
            >
              <RotateCw size={14} aria-hidden="true" />
              {t.retryFailedShort(row.failedCount)}
            </Button>
          )}
        </span>
      )}
    />
  );
}
