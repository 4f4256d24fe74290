import type { CalendarDate } from '@internationalized/date';
import type { DragEvent } from 'react';
import { calendarText as t } from '../text';
import { countsTotal, emptyCounts, formatDayShort, formatHour, type StatusCounts } from '../model/calendar-model';
import { countsInWords, StatusBar } from './status-counts';
import styles from './calendar.module.css';

export interface OpenHour {
  day: string;
  hour: number;
}

interface WeekGridProps {
  days: CalendarDate[];
  counts: Map<string, Map<number, StatusCounts>>;
  open: OpenHour | null;
  onOpen: (hour: OpenHour) => void;
  /** A row dropped on an hour (drag and drop of a planned row). */
  onDrop: (hour: OpenHour, event: DragEvent) => void;
  rowsPanelId: string;
  /** Free weekly slots of the filtered profile per day and hour (empty without the profile filter). */
  free: Map<string, Map<number, number>>;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The week: a table of hours × days, each cell a button with the hour's total and a bar in the status
 * colours, named in words ('вт, 24.11, 09:00: 12 — На публікації 10, Опубліковано 2'). A cell opens
 * that hour's rows below; a planned row dragged from there drops on any cell.
 */
export function WeekGrid({ days, counts, open, onOpen, onDrop, rowsPanelId, free }: WeekGridProps) {
  return (
    <div className={styles.gridScroll}>
      <table className={styles.week}>
        <caption className={styles.srOnly}>{t.kyivTime}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.hourHead}>
              <span className={styles.srOnly}>{t.hour}</span>
            </th>
            {days.map((day) => (
              <th scope="col" key={day.toString()}>
                {formatDayShort(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour}>
              <th scope="row" className={styles.hourHead}>
                {formatHour(hour)}
              </th>
              {days.map((day) => {
                const key = day.toString();
                const cell = counts.get(key)?.get(hour) ?? emptyCounts();
                const total = countsTotal(cell);
                const isOpen = open?.day === key && open.hour === hour;
                const freeCount = free.get(key)?.get(hour) ?? 0;
                return (
                  <td
                    key={key}
                    onDragOver={(event) => event.preventDefault()}
                    onDrop={(event) => {
                      event.preventDefault();
                      onDrop({ day: key, hour }, event);
                    }}
                  >
                    <button
                      type="button"
                      className={`${styles.cell} ${isOpen ? styles.cellOpen : ''}`}
                      aria-label={
                        t.cellLabel(`${formatDayShort(day)}, ${formatHour(hour)}`, total, countsInWords(cell)) +
                        (freeCount > 0 ? t.freeInLabel(freeCount) : '')
                      }
                      aria-expanded={isOpen}
                      aria-controls={rowsPanelId}
                      data-day={key}
                      data-hour={hour}
                      onClick={() => onOpen({ day: key, hour })}
                    >
                      {total > 0 && <span className={styles.cellTotal}>{total}</span>}
                      {freeCount > 0 && (
                        <span className={styles.cellFree} aria-hidden="true">
                          {t.freeInCell(freeCount)}
                        </span>
                      )}
                      <StatusBar counts={cell} />
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
