import type { CalendarDate } from '@internationalized/date';
import { calendarText as t } from '../text';
import { countsTotal, dayCounts, formatDayShort, type StatusCounts } from '../model/calendar-model';
import { countsInWords, StatusBar } from './status-counts';
import styles from './calendar.module.css';

interface MonthGridProps {
  days: CalendarDate[];
  month: number;
  counts: Map<string, Map<number, StatusCounts>>;
  onOpenDay: (day: CalendarDate) => void;
}

/** The month: its whole weeks, each day a button with its total that opens the day view. */
export function MonthGrid({ days, month, counts, onOpenDay }: MonthGridProps) {
  const weeks = Array.from({ length: Math.ceil(days.length / 7) }, (_, index) => days.slice(index * 7, index * 7 + 7));
  return (
    <table className={styles.month}>
      <caption className={styles.srOnly}>{t.kyivTime}</caption>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.toString()}>
            {week.map((day) => {
              const summed = dayCounts(counts.get(day.toString()));
              const total = countsTotal(summed);
              const label = formatDayShort(day);
              return (
                <td key={day.toString()} className={day.month === month ? '' : styles.otherMonth}>
                  <button
                    type="button"
                    className={styles.monthDay}
                    aria-label={`${t.openDay(label, total)}${total > 0 ? `: ${countsInWords(summed)}` : ''}`}
                    onClick={() => onOpenDay(day)}
                  >
                    <span className={styles.monthDate}>{label}</span>
                    {total > 0 && <span className={styles.cellTotal}>{total}</span>}
                    <StatusBar counts={summed} />
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
