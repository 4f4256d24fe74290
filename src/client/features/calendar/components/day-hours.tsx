import type { CalendarDate } from '@internationalized/date';
import type { DragEvent, ReactNode } from 'react';
import { calendarText as t } from '../text';
import { countsTotal, emptyCounts, formatHour, type StatusCounts } from '../model/calendar-model';
import { countsInWords, StatusBar } from './status-counts';
import type { OpenHour } from './week-grid';
import styles from './calendar.module.css';

interface DayHoursProps {
  day: CalendarDate;
  counts: Map<number, StatusCounts> | undefined;
  open: OpenHour | null;
  onOpen: (hour: OpenHour) => void;
  onDrop: (hour: OpenHour, event: DragEvent) => void;
  /** The open hour's rows, shown under its line. */
  rows: ReactNode;
  rowsPanelId: string;
  /** Free weekly slots of the filtered profile per hour of this day. */
  free: Map<number, number> | undefined;
}

/** The day: its 24 hours as lines with their counts; a line opens its rows in place (a disclosure). */
export function DayHours({ day, counts, open, onOpen, onDrop, rows, rowsPanelId, free }: DayHoursProps) {
  const key = day.toString();
  return (
    <ol className={styles.dayList}>
      {Array.from({ length: 24 }, (_, hour) => {
        const cell = counts?.get(hour) ?? emptyCounts();
        const total = countsTotal(cell);
        const isOpen = open?.day === key && open.hour === hour;
        const freeCount = free?.get(hour) ?? 0;
        return (
          <li
            key={hour}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              onDrop({ day: key, hour }, event);
            }}
          >
            <button
              type="button"
              className={`${styles.dayLine} ${isOpen ? styles.cellOpen : ''}`}
              aria-expanded={isOpen}
              aria-controls={isOpen ? rowsPanelId : undefined}
              onClick={() => onOpen({ day: key, hour })}
            >
              <span className={styles.dayHour}>{formatHour(hour)}</span>
              <span className={styles.dayTotal}>{total > 0 ? total : ''}</span>
              <span className={styles.dayWords}>
                {total > 0 ? countsInWords(cell) : <span className={styles.srOnly}>{t.cellLabel('', 0, '')}</span>}
              </span>
              {freeCount > 0 && <span className={styles.cellFree}>{t.freeInCell(freeCount)}</span>}
              <StatusBar counts={cell} />
            </button>
            {isOpen && rows}
          </li>
        );
      })}
    </ol>
  );
}
