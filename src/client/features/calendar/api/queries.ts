import type { CalendarQuery, CalendarRowsQuery } from '@shared/schemas/calendar';

/** Query keys of the calendar: ranges and an hour's rows, each by its query. A move invalidates the whole root. */
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (query: CalendarQuery) => [...calendarKeys.all, 'range', query] as const,
  rows: (query: CalendarRowsQuery) => [...calendarKeys.all, 'rows', query] as const,
  filterOptions: (what: 'groups' | 'labels' | 'users') => [...calendarKeys.all, 'options', what] as const,
};
