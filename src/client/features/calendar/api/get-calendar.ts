import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { CalendarQuery, CalendarRange } from '@shared/schemas/calendar';
import { api } from '@client/lib/api-client';
import { calendarKeys } from './queries';

/** GET /api/publication/calendar: per Kyiv hour of the range, how many rows in each status. */
export function getCalendar(query: CalendarQuery, signal?: AbortSignal): Promise<CalendarRange> {
  return api.get<CalendarRange>(apiPaths.calendar.range, { query, signal });
}

export const calendarQueryOptions = (query: CalendarQuery) =>
  queryOptions({
    queryKey: calendarKeys.range(query),
    queryFn: ({ signal }) => getCalendar(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCalendar(query: CalendarQuery) {
  return useQuery(calendarQueryOptions(query));
}
