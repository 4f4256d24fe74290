import type { Queryable } from '@server/db/database';

/**
 * Gives the rows `seedLists` made calendar times, in bulk: every `inWeekEvery`-th row (by id) falls in
 * the week from `weekStart` (a Kyiv Monday midnight, an ISO instant), spread over its minutes; the
 * others over the 120 days before it. A published row has that time as its post, any other as its slot.
 * Shared by `tests/server/services/publishing/calendar-plans.test.ts` and `npm run bench` (`tests/bench/calendar-week.ts`).
 */
export async function spreadCalendarTimes(db: Queryable, weekStart: string, inWeekEvery: number): Promise<void> {
  await db.query(
    `UPDATE publication_results r SET planned_at = t.at, published_at = CASE WHEN r.status = 'success' THEN t.at END
       FROM (SELECT id, CASE WHEN id % $2::int = 0
                        THEN $1::timestamptz + ((id / $2::int) * 7919 % (7 * 24 * 60)) * interval '1 minute'
                        ELSE $1::timestamptz - interval '1 day' - (id * 7919 % (120 * 24 * 60)) * interval '1 minute' END AS at
               FROM publication_results) t
      WHERE t.id = r.id`,
    [weekStart, inWeekEvery],
  );
}
