import { Clock, ExternalLink, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PublishedRow } from '@shared/schemas/publications';
import { paths } from '@client/app/paths';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { StatusBadge } from '@client/components/ui/status-badge';
import { formatDateTime } from '@client/lib/dates';
import { videoText } from '@client/components/videos/text';
import { formatCount } from '@client/lib/format-number';
import { publishingText } from '../text';
import { useRetryPublication } from '../api/retry-publication';
import { useRowActions } from '../api/row-actions';
import {
  awaitsLink,
  canRetry,
  groupRowsByVideo,
  platformNames,
  rowCounts,
  rowDate,
  rowErrorText,
  rowWait,
  sentUnderOtherTitle,
} from '../model/published-model';
import { VideoPreview } from './video-preview';
import { RowPostText } from './row-post-text';
import styles from './published-rows.module.css';

const t = publishingText.published;
const s = publishingText.rowSelection;
/** A row the delete takes: waiting, nothing of it at the platform yet (the server decides for good). */
const isPlanned = (row: PublishedRow) => row.status === 'publication' && !row.atPlatform;
const v = videoText;

/**
 * One video on one platform: platform, status, profile, the title it went out with when the item's is
 * another now, dates, counts or the error, the post link (or that it comes after moderation), a waiting
 * row's reason and next attempt (or next check, while the platform processes the post), and the retry.
 */
function PublishedRowItem({
  idUpload,
  row,
  videoLabel,
  itemTitle,
  selected,
  onSelect,
}: {
  idUpload: string;
  row: PublishedRow;
  videoLabel: string;
  itemTitle: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const retry = useRetryPublication(idUpload);
  const platform = platformNames[row.platform];
  const counts = rowCounts(row);
  const errorText = rowErrorText(row);
  const date = rowDate(row);
  const wait = rowWait(row);
  const noLink = awaitsLink(row);
  const sentAs = sentUnderOtherTitle(row, itemTitle);
  return (
    <li className={styles.row} data-status={row.status} aria-label={`${videoLabel} · ${platform}`}>
      <div className={styles.rowHead}>
        <input
          type="checkbox"
          className={styles.check}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={s.selectRow(videoLabel, platform)}
        />
        <span className={styles.platform}>{platform}</span>
        <StatusBadge status={row.status} />
        <Link className={styles.account} to={paths.accounts.detail.getHref(row.account.id)} title={row.account.title}>
          <span className="visually-hidden">{t.profile}: </span>
          {row.account.title}
        </Link>
        {canRetry(row) && (
          <Button
            variant="secondary"
            className={styles.retry}
            busy={retry.isPending}
            onClick={() => retry.mutate(row.id)}
            aria-label={t.retryLabel(platform, videoLabel)}
          >
            {!retry.isPending && <RotateCw size={14} aria-hidden="true" />}
            {t.retry}
          </Button>
        )}
      </div>
      {sentAs !== null && <p className={styles.sentAs}>{t.sentAs(sentAs)}</p>}
      <RowPostText row={row} />
      {(date || counts || row.postUrl || noLink || row.attempts > 1) && (
        <div className={styles.meta}>
          {date && (
            <span>
              {date.kind === 'planned' ? (
                <>
                  {t.plannedAt} <time dateTime={date.at}>{formatDateTime(date.at)}</time>
                </>
              ) : (
                <>
                  {date.kind === 'published' ? t.publishedAt : t.scheduledAt}: <time dateTime={date.at}>{formatDateTime(date.at)}</time>
                </>
              )}
            </span>
          )}
          {counts && (
            <dl className={styles.counts}>
              <div>
                <dt>{v.views}</dt>
                <dd>{formatCount(counts.views)}</dd>
              </div>
              <div>
                <dt>{v.likes}</dt>
                <dd>{formatCount(counts.likes)}</dd>
              </div>
              <div>
                <dt>{v.comments}</dt>
                <dd>{formatCount(counts.comments)}</dd>
              </div>
            </dl>
          )}
          {row.attempts > 1 && <span>{t.attempts(row.attempts)}</span>}
          {row.postUrl && (
            <a
              className={styles.post}
              href={row.postUrl}
              target="_blank"
              rel="noreferrer noopener"
              aria-label={t.openPostLabel(platform, videoLabel)}
            >
              {t.openPost}
              <ExternalLink size={12} aria-hidden="true" />
            </a>
          )}
          {noLink && <span className={styles.noLink}>{t.linkAfterModeration}</span>}
        </div>
      )}
      {wait && (
        <div className={styles.wait}>
          <Clock size={14} aria-hidden="true" className={styles.waitIcon} />
          <p>
            {wait.reason && <span className={styles.waitReason}>{wait.reason}</span>}
            <span className={styles.nextAttempt}>
              {wait.next === 'check' ? t.nextCheck : t.nextAttempt}: <time dateTime={wait.retryAt}>{formatDateTime(wait.retryAt)}</time>
            </span>
          </p>
        </div>
      )}
      {errorText !== null && <p className={styles.error}>{errorText}</p>}
    </li>
  );
}

/**
 * The published item's rows, one per video × platform, grouped under each video's preview. `shown`
 * (the status filter) keeps some rows; the videos keep their numbers from the whole item.
 */
export function PublishedRows({
  idUpload,
  itemTitle,
  rows,
  shown,
}: {
  idUpload: string;
  itemTitle: string;
  rows: readonly PublishedRow[];
  shown?: readonly PublishedRow[];
}) {
  const kept = shown ? new Set(shown.map((row) => row.id)) : null;
  const groups = groupRowsByVideo(rows)
    .map((group) => (kept ? { ...group, rows: group.rows.filter((row) => kept.has(row.id)) } : group))
    .filter((group) => group.rows.length > 0);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<'retry' | 'remove' | null>(null);
  const actions = useRowActions(idUpload);
  if (groups.length === 0) return <EmptyState>{rows.length === 0 ? t.rowsEmpty : t.rowsFilteredEmpty}</EmptyState>;
  const picked = rows.filter((row) => chosen.has(row.id));
  const failed = picked.filter(canRetry).map((row) => row.id);
  const planned = picked.filter(isPlanned).map((row) => row.id);
  const select = (ids: number[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const run = () => {
    const ids = asking === 'retry' ? failed : planned;
    const mutation = asking === 'retry' ? actions.retry : actions.remove;
    setAsking(null);
    mutation.mutate(ids, { onSuccess: () => setChosen(new Set()) });
  };
  return (
    <>
      <div className={styles.selectionBar} role="region" aria-label={s.bar}>
        <span className={styles.selectionCount} aria-live="polite">
          {picked.length === 0 ? s.none : s.selected(picked.length)}
        </span>
        <Button
          variant="secondary"
          onClick={() =>
            select(
              groups.flatMap((group) => group.rows.map((row) => row.id)),
              true,
            )
          }
        >
          {s.selectShown}
        </Button>
        {picked.length > 0 && (
          <>
            <Button variant="secondary" disabled={failed.length === 0} busy={actions.retry.isPending} onClick={() => setAsking('retry')}>
              {s.retry(failed.length)}
            </Button>
            <Button variant="secondary" disabled={planned.length === 0} busy={actions.remove.isPending} onClick={() => setAsking('remove')}>
              {s.remove(planned.length)}
            </Button>
            <Button variant="secondary" onClick={() => setChosen(new Set())}>
              {s.clear}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'retry' ? s.retryTitle : s.removeTitle}
        description={asking === 'retry' ? s.retryText(failed.length) : s.removeText(planned.length)}
        confirmLabel={asking === 'retry' ? s.retryConfirm : undefined}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
      <ul className={styles.videos}>
        {groups.map((group) => {
          const label = t.videoLabel(group.position);
          return (
            <li key={group.videoId} className={styles.video}>
              <VideoPreview className={styles.player} url={group.video.url} posterUrl={group.video.posterUrl} label={label} />
              <h3 className={styles.videoTitle}>{label}</h3>
              <ul className={styles.rows}>
                {group.rows.map((row) => (
                  <PublishedRowItem
                    key={row.id}
                    idUpload={idUpload}
                    row={row}
                    videoLabel={label}
                    itemTitle={itemTitle}
                    selected={chosen.has(row.id)}
                    onSelect={(on) => select([row.id], on)}
                  />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </>
  );
}
