import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import type { CalendarMoveRequest, CalendarMoveResult } from '@shared/schemas/calendar';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { calendarText } from '../text';
import { calendarKeys } from './queries';

/** POST /api/publication/calendar/move: the planner's verdict on moving a row or a publication's waiting rows. */
export function moveRows(body: CalendarMoveRequest): Promise<CalendarMoveResult> {
  return api.post<CalendarMoveResult>(apiPaths.calendar.move, body);
}

/** A move: accepted → 'Перенесено: N' and the calendar (and the published items, whose rows show the slot) reload; refused → the verdict, for the caller to offer the nearest time. */
export function useMoveRows() {
  return useMutation({
    mutationFn: moveRows,
    meta: { invalidates: [calendarKeys.all, queryKeys.publications.all] },
    onSuccess: (result) => {
      if (result.accepted) toast.success(calendarText.moved(result.rows.length));
    },
  });
}
