import { CALENDAR_STATUSES } from '@shared/schemas/calendar';
import { videoStatusLabels } from '@shared/status';
import { countsTotal, type StatusCounts } from '../model/calendar-model';
import styles from './calendar.module.css';

/** 'На публікації 10, Опубліковано 2': the counts in words, for screen readers and titles. */
export const countsInWords = (counts: StatusCounts) =>
  CALENDAR_STATUSES.filter((status) => counts[status] > 0)
    .map((status) => `${videoStatusLabels[status]} ${counts[status]}`)
    .join(', ');

/** A thin bar split by status in the status colours, beside the total (colour is never the only signal: the total and the cell's name say it). */
export function StatusBar({ counts }: { counts: StatusCounts }) {
  const total = countsTotal(counts);
  if (total === 0) return null;
  return (
    <span className={styles.bar} aria-hidden="true">
      {CALENDAR_STATUSES.filter((status) => counts[status] > 0).map((status) => (
        <span key={status} className={styles[status]} style={{ flexGrow: counts[status] }} />
      ))}
    </span>
  );
}

/** The status colours with their labels, once above the calendar. */
export function StatusLegend({ label }: { label: string }) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {CALENDAR_STATUSES.map((status) => (
        <li key={status}>
          <span className={`${styles.swatch} ${styles[status]}`} aria-hidden="true" />
          {videoStatusLabels[status]}
        </li>
      ))}
    </ul>
  );
}
