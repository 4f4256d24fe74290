import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { CalendarRows, CalendarRowsQuery } from '@shared/schemas/calendar';
import { api } from '@client/lib/api-client';
import { calendarKeys } from './queries';

/** GET /api/publication/calendar/rows: an hour's (or a day's) rows grouped by publication. */
export function getCalendarRows(query: CalendarRowsQuery, signal?: AbortSignal): Promise<CalendarRows> {
  return api.get<CalendarRows>(apiPaths.calendar.rows, { query, signal });
}

export function useCalendarRows(query: CalendarRowsQuery | null) {
  return useQuery({
    ...queryOptions({
      queryKey: calendarKeys.rows(query ?? { from: '', to: '' }),
      queryFn: ({ signal }) => getCalendarRows(query!, signal),
    }),
    enabled: query !== null,
  });
}
