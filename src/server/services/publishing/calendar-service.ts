import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import {
  CALENDAR_MAX_DAYS,
  type CalendarFreeSlot,
  type CalendarMoveRequest,
  type CalendarMoveResult,
  type CalendarQuery,
  type CalendarRange,
  type CalendarRows,
  type CalendarRowsQuery,
} from '@shared/schemas/calendar';
import { kyivLocalToDate } from '@shared/lib/kyiv-time';
import { PLATFORMS, type Platform } from '@shared/status';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { platformNames } from '@server/platforms/error-text';
import { ownerScope } from '../common/ownership';
import { fitMove, type MovingRow, type PairLimits } from './calendar-move';
import { type CalendarFilter, calendarHours, calendarRows } from './calendar-queries';
import { clock, limitsOf, lockPacing, movePlanned, pauseOf, plannedTimes, rowsToMove } from './pacing-repository';
import type { PublishScheduler, WithinTransaction } from './publication-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const kyivTime = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Kyiv midnight starting the date `YYYY-MM-DD`. */
const kyivMidnight = (date: string): Date | null => kyivLocalToDate(`${date}T00:00`);

/** The whole days from one date to the next, as calendar dates (a DST change does not shift it). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / DAY_MS);

/**
 * 'Календар': what goes out when across the fleet. Reads the per-hour counts of a range and the rows
 * of an hour or a day, under the same ownership as the published items (a user sees the publications
 * they made or that go through their profiles; an admin all, or one user's view); and moves waiting
 * rows by hand, after asking the slot planner under the pacing locks, in one transaction.
 */
/** Where the calendar finds a profile's free weekly slots (the posting slots' service). */
export interface FreeSlotSource {
  calendarFreeSlots(
    user: SessionUser,
    accountId: number,
    platforms: readonly Platform[],
    from: Date,
    to: Date,
  ): Promise<CalendarFreeSlot[]>;
}

export class CalendarService {
  constructor(
    private readonly db: Database,
    private readonly scheduler: PublishScheduler,
    private readonly freeSlots: FreeSlotSource,
  ) {}

  /** Whose calendar: an admin may ask for one user's; anyone else sees their own. */
  private filterOf(user: SessionUser, query: Omit<CalendarQuery, 'from' | 'to'>): CalendarFilter {
    const own = ownerScope(user);
    return {
      viewer: own ?? query.user ?? null,
      platform: query.platform,
      group: query.group,
      label: query.label,
      account: query.account,
    };
  }

  async range(user: SessionUser, query: CalendarQuery): Promise<CalendarRange> {
    const from = kyivMidnight(query.from);
    const last = kyivMidnight(query.to);
    const days = daysBetween(query.from, query.to) + 1;
    if (!from || !last || Number.isNaN(days)) throw new HttpError(400, messages.calendarDateInvalid);
    if (days < 1 || days > CALENDAR_MAX_DAYS) throw new HttpError(400, messages.calendarRangeInvalid(CALENDAR_MAX_DAYS));
    const to = kyivMidnight(new Date(Date.parse(`${query.to}T00:00Z`) + DAY_MS).toISOString().slice(0, 10))!;
    const [hours, freeSlots] = await Promise.all([
      calendarHours(this.db, from, to, this.filterOf(user, query)),
      query.account === undefined
        ? []
        : this.freeSlots.calendarFreeSlots(user, query.account, query.platform ? [query.platform] : PLATFORMS, from, to),
    ]);
    return { from: from.toISOString(), to: to.toISOString(), hours, freeSlots };
  }

  async rows(user: SessionUser, query: CalendarRowsQuery): Promise<CalendarRows> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    const span = to.getTime() - from.getTime();
    if (!(span > 0 && span <= 25 * HOUR_MS)) throw new HttpError(400, messages.calendarRowsRangeInvalid);
    return calendarRows(this.db, from, to, this.filterOf(user, query));
  }

  /**
   * Moves one waiting row, or every waiting row of a publication (the earliest to `at`, the others by
   * the same shift), when the planner finds that no limit of their profiles breaks; else nothing is
   * saved and the answer offers the nearest allowed time. The rows' publication is locked, then the
   * profiles' pacing locks in the order every scheduling takes them, so two moves (or a move and a
   * scheduling) of one profile never both pass on the same free time.
   */
  async move(
    user: SessionUser,
    request: CalendarMoveRequest,
    withinTransaction?: WithinTransaction<CalendarMoveResult>,
  ): Promise<CalendarMoveResult> {
    const target = new Date(request.at).getTime();
    if (Number.isNaN(target)) throw new HttpError(400, messages.calendarMoveTimeInvalid);
    const viewer = ownerScope(user);
    return this.db.transaction(async (tx) => {
      const named = await rowsToMove(
        tx,
        request.resultId !== undefined ? { resultId: request.resultId } : { publicationId: request.publicationId! },
        viewer,
      );
      if (named.length === 0) {
        throw new HttpError(404, request.resultId !== undefined ? messages.publicationRowNotFound : messages.publicationNotFound);
      }
      const movable = named.filter((row) => row.movable);
      if (movable.length === 0) {
        throw new HttpError(409, request.resultId !== undefined ? messages.calendarRowNotMovable : messages.calendarNothingToMove);
      }
      await lockPacing(
        tx,
        movable.map((row) => ({ accountId: row.account_id, platform: row.platform })),
      );
      const now = await clock(tx);
      const ids = movable.map((row) => row.id);
      const pairs = new Map<string, PairLimits>();
      const rows: MovingRow[] = [];
      for (const row of movable) {
        const pair = `${row.account_id}:${row.platform}`;
        if (!pairs.has(pair)) {
          const pause = await pauseOf(tx, row.account_id, row.platform, now);
          pairs.set(pair, {
            limits: await limitsOf(tx, row.account_id, row.platform),
            taken: await plannedTimes(tx, row.account_id, row.platform, now, ids),
            pausedUntil: pause?.until.getTime() ?? null,
          });
        }
        // Off YouTube a row waits for its publication's date anyway, so a slot before it is no slot.
        const dated = row.platform !== 'youtube' && row.publish_at ? row.publish_at.getTime() : 0;
        rows.push({ id: row.id, pair, at: (row.planned_at ?? now).getTime(), earliest: Math.max(now.getTime(), dated) });
      }
      const verdict = fitMove(rows, pairs, target);
      if (!verdict.accepted) {
        // The shift is from the earliest moving row, which the move puts at `target`.
        const nearest = new Date(Math.min(...rows.map((row) => row.at)) + verdict.nearestShift);
        const platform = movable.find((row) => `${row.account_id}:${row.platform}` === verdict.pair)!.platform;
        const reason =
          verdict.reason === 'earliest'
            ? target < now.getTime()
              ? messages.calendarMoveInPast
              : messages.calendarMoveBeforeDate
            : messages.calendarMoveBreaksLimits(platformNames[platform]);
        const answer = {
          accepted: false,
          rows: [],
          message: messages.calendarMoveRefused(reason, kyivTime.format(nearest)),
          nearest: nearest.toISOString(),
        };
        await withinTransaction?.(tx, answer);
        return answer;
      }
      const moved: CalendarMoveResult['rows'] = [];
      for (const row of movable) {
        const at = new Date(verdict.times.get(row.id)!);
        if (!(await movePlanned(tx, row.id, at))) throw new HttpError(409, messages.calendarRowNotMovable);
        await this.scheduler.reschedule(row.id, at, tx);
        moved.push({ id: row.id, at: at.toISOString() });
      }
      const answer = { accepted: true, rows: moved, message: null, nearest: null };
      await withinTransaction?.(tx, answer);
      return answer;
    });
  }
}
