import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import {
  CalendarMoveRequestSchema,
  CalendarMoveResultSchema,
  CalendarQuerySchema,
  CalendarRangeSchema,
  CalendarRowsQuerySchema,
  CalendarRowsSchema,
} from '@shared/schemas/calendar';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { CalendarService } from '@server/services/publishing/calendar-service';
import { endpoint } from '../http/endpoint';

/**
 * 'Календар': the rows planned, running, published and failed over a range, and moving waiting rows.
 * A user sees the publications they made or that go through their profiles, an admin all (or, with
 * `user`, as that user sees them); a move reaches only rows its caller sees.
 */
export async function calendarRoutes(app: FastifyInstance, { calendar }: { calendar: CalendarService }) {
  const api = typed(app);
  app.addHook('onRequest', app.idempotent);

  api.get(
    apiPaths.calendar.range,
    endpoint({
      operationId: 'getCalendar',
      tag: 'publishing',
      summary: 'The calendar: per Kyiv hour of a range, how many rows are planned, running, published and failed',
      description:
        '`from` and `to` are Kyiv dates, both included, at most 42 days. A row counts at its post when published, else at its ' +
        'planned slot. `platform`, `group`, `label` and `account` narrow the rows by their profile; `user` (admins) shows the ' +
        'calendar as that user sees it. `freeSlots`: with `account`, the profile’s free weekly posting slots in the range (on `platform`, or each); else empty.',
      querystring: CalendarQuerySchema,
      success: [200, CalendarRangeSchema],
    }),
    async (request) => calendar.range(currentUser(request), request.query),
  );

  api.get(
    apiPaths.calendar.rows,
    endpoint({
      operationId: 'getCalendarRows',
      tag: 'publishing',
      summary: "An hour's or a day's rows of the calendar, grouped by publication",
      description:
        '`from` and `to` are instants at most 25 hours apart; the first 500 rows by time, `total` counts all. Same filters as the calendar.',
      querystring: CalendarRowsQuerySchema,
      success: [200, CalendarRowsSchema],
    }),
    async (request) => calendar.rows(currentUser(request), request.query),
  );

  api.post(
    apiPaths.calendar.move,
    endpoint({
      operationId: 'moveCalendarRows',
      tag: 'publishing',
      summary: "Move a waiting row, or a publication's waiting rows, to another time if the posting limits allow it",
      description:
        'With `publicationId` the earliest waiting row goes to `at` and the others by the same shift. The slot planner checks every ' +
        "row against its profile's cap, gap and pause under the same locks as scheduling: accepted (saved, the jobs moved) or " +
        'refused with `nearest`, the nearest later time that keeps them (nothing saved). 404 for rows or publications the caller ' +
        'does not see; 409 when nothing named is waiting. Honours `Idempotency-Key`.',
      body: CalendarMoveRequestSchema,
      success: [200, CalendarMoveResultSchema],
      errors: [404, 409],
    }),
    async (request) => calendar.move(currentUser(request), request.body, (tx, answer) => request.recordAnswer(tx, 200, answer)),
  );
}
