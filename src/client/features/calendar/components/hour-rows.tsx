import { Link } from 'react-router-dom';
import type { CalendarPublication, CalendarRow, CalendarRows } from '@shared/schemas/calendar';
import type { Status } from '@shared/status';
import { paths } from '@client/app/paths';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { Spinner } from '@client/components/ui/spinner';
import { StatusBadge } from '@client/components/ui/status-badge';
import { formatTime } from '../model/calendar-model';
import { calendarText as t } from '../text';
import styles from './calendar.module.css';

const platformNames = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' } as const;

/** What a drag carries: the row or the publication, and the row's time (the drop keeps its minute). */
export const DRAG_TYPE = 'application/x-calendar-move';
export interface DragPayload {
  resultId?: number;
  publicationId?: number;
  at: string;
}

export type MoveTarget = { resultId: number; at: string; title: string } | { publicationId: number; at: string; title: string };

interface HourRowsProps {
  id: string;
  heading: string;
  result: { data?: CalendarRows | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  onMove: (target: MoveTarget) => void;
  onClose: () => void;
}

const firstPlanned = (publication: CalendarPublication) => publication.rows.find((row) => row.movable);

/**
 * The rows of an opened hour, grouped by publication: each publication links to its page and may move
 * all its planned rows; each row shows its time, profile, platform and status, and a planned one may be
 * moved ('Перенести…', or dragged onto another hour).
 */
export function HourRows({ id, heading, result, onMove, onClose }: HourRowsProps) {
  const drag = (payload: DragPayload) => (event: React.DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload));
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <section id={id} className={styles.rowsPanel} aria-label={heading}>
      <div className={styles.rowsHeader}>
        <h2>{heading}</h2>
        <Button variant="ghost" onClick={onClose}>
          {t.closeRows}
        </Button>
      </div>
      {result.isPending ? (
        <Spinner block />
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : !result.data || result.data.total === 0 ? (
        <EmptyState>{t.rowsEmpty}</EmptyState>
      ) : (
        <>
          <p className={styles.hint}>{t.dragHint}</p>
          {result.data.truncated && (
            <p className={styles.hint}>
              {t.rowsTruncated(
                result.data.publications.reduce((n, p) => n + p.rows.length, 0),
                result.data.total,
              )}
            </p>
          )}
          <ul className={styles.publications}>
            {result.data.publications.map((publication) => {
              const planned = firstPlanned(publication);
              return (
                <li key={publication.id} className={styles.publicationGroup}>
                  <div
                    className={styles.publicationHead}
                    draggable={planned !== undefined}
                    onDragStart={planned ? drag({ publicationId: publication.id, at: planned.at }) : undefined}
                  >
                    <Link to={paths.videos.published.getHref(publication.idUpload)} className={styles.publicationTitle}>
                      {publication.title || publication.idUpload}
                    </Link>
                    <span className={styles.muted}>{t.publicationRows(publication.rows.length)}</span>
                    {planned && (
                      <Button
                        variant="secondary"
                        onClick={() =>
                          onMove({ publicationId: publication.id, at: planned.at, title: publication.title || publication.idUpload })
                        }
                      >
                        {t.movePublication}
                      </Button>
                    )}
                  </div>
                  <ul className={styles.rows}>
                    {publication.rows.map((row: CalendarRow) => (
                      <li
                        key={row.id}
                        className={styles.row}
                        draggable={row.movable}
                        onDragStart={row.movable ? drag({ resultId: row.id, at: row.at }) : undefined}
                        data-row={row.id}
                      >
                        <time dateTime={row.at} className={styles.rowTime}>
                          {formatTime(row.at)}
                        </time>
                        <span className={styles.rowProfile}>{row.account.title}</span>
                        <span className={styles.rowPlatform}>{platformNames[row.platform]}</span>
                        <StatusBadge status={row.status as Status} />
                        {row.movable && (
                          <Button
                            variant="ghost"
                            aria-label={t.moveRow(`${formatTime(row.at)}, ${row.account.title}, ${platformNames[row.platform]}`)}
                            onClick={() =>
                              onMove({ resultId: row.id, at: row.at, title: `${row.account.title} · ${platformNames[row.platform]}` })
                            }
                          >
                            {t.move}
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
