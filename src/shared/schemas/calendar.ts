import * as v from 'valibot';
import { calendarMessages } from '../messages/calendar';
import { publicationMessages } from '../messages/publications';
import { requestMessages } from '../messages/request';
import { PLATFORMS } from '../status';
import { dbId, dbIdFromString } from './common';
import { LabelFilterSchema } from './labels';

/** The longest range one calendar read covers (a month view with the weeks around it). */
export const CALENDAR_MAX_DAYS = 42;
/** At most this many rows come back for one hour or day; the counts always cover all. */
export const CALENDAR_ROWS_LIMIT = 500;

/** The row statuses the calendar shows ('Не вибраний' rows are switched off and never go out). */
export const CALENDAR_STATUSES = ['publication', 'loading', 'success', 'error'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

const KyivDateSchema = v.pipe(
  v.string(calendarMessages.calendarDateInvalid),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, calendarMessages.calendarDateInvalid),
);
const InstantSchema = v.pipe(v.string(calendarMessages.calendarTimeInvalid), v.isoTimestamp(calendarMessages.calendarTimeInvalid));

/** The filters every calendar read takes (the rows' profile, its group and labels, the platform; an admin's `user`). */
const filters = {
  platform: v.optional(v.picklist(PLATFORMS, publicationMessages.platformInvalid)),
  group: v.optional(dbIdFromString(requestMessages.invalidId)),
  label: LabelFilterSchema,
  account: v.optional(dbIdFromString(requestMessages.invalidId)),
  /** Admins only: the calendar as this user sees it (their publications and those through their profiles). */
  user: v.optional(dbIdFromString(requestMessages.invalidId)),
};

/** `from` and `to` are Kyiv dates, both days included. */
export const CalendarQuerySchema = v.object({ from: KyivDateSchema, to: KyivDateSchema, ...filters });
export type CalendarQuery = v.InferOutput<typeof CalendarQuerySchema>;

/** One Kyiv hour with rows in it: how many in each status. */
export const CalendarHourSchema = v.object({
  /** The hour's start (ISO instant). */
  hour: v.string(),
  publication: v.number(),
  loading: v.number(),
  success: v.number(),
  error: v.number(),
});
export type CalendarHour = v.InferOutput<typeof CalendarHourSchema>;

/** An allowed slot with nothing planned in it (recurring posting slots); none yet. */
export const CalendarFreeSlotSchema = v.object({
  at: v.string(),
  account: v.object({ id: v.number(), title: v.string() }),
  platform: v.picklist(PLATFORMS),
});
export type CalendarFreeSlot = v.InferOutput<typeof CalendarFreeSlotSchema>;

export const CalendarRangeSchema = v.object({
  /** The range as instants: Kyiv midnight of `from` to Kyiv midnight after `to`. */
  from: v.string(),
  to: v.string(),
  /** Hours with rows, ascending; an hour without rows is absent. */
  hours: v.array(CalendarHourSchema),
  /**
   * The free weekly posting slots in the range of the one profile the `account` filter names (on the
   * `platform` filter's platform, or on each), from now on; empty without that filter: a fleet's free
   * slots are hundreds an hour, a profile's are what an operator plans by.
   */
  freeSlots: v.array(CalendarFreeSlotSchema),
});
export type CalendarRange = v.InferOutput<typeof CalendarRangeSchema>;

/** An hour's or a day's rows: `from` < `to`, at most 24 hours apart (instants). */
export const CalendarRowsQuerySchema = v.object({ from: InstantSchema, to: InstantSchema, ...filters });
export type CalendarRowsQuery = v.InferOutput<typeof CalendarRowsQuerySchema>;

export const CalendarRowSchema = v.object({
  id: v.number(),
  /** When it goes (planned) or went (published) out; ISO instant. */
  at: v.string(),
  status: v.picklist(CALENDAR_STATUSES),
  platform: v.picklist(PLATFORMS),
  account: v.object({ id: v.number(), title: v.string() }),
  /** Waiting and not held by a job: it may be moved. */
  movable: v.boolean(),
});
export type CalendarRow = v.InferOutput<typeof CalendarRowSchema>;

export const CalendarPublicationSchema = v.object({
  id: v.number(),
  idUpload: v.string(),
  title: v.string(),
  /** The publication's own status: a published item ('success' or 'error' or 'loading') opens its page, else its request's form. */
  status: v.string(),
  rows: v.array(CalendarRowSchema),
});
export type CalendarPublication = v.InferOutput<typeof CalendarPublicationSchema>;

export const CalendarRowsSchema = v.object({
  publications: v.array(CalendarPublicationSchema),
  /** Rows in the range under the filters (all of them, even past the limit). */
  total: v.number(),
  /** More rows than CALENDAR_ROWS_LIMIT: only the first ones by time are listed. */
  truncated: v.boolean(),
});
export type CalendarRows = v.InferOutput<typeof CalendarRowsSchema>;

/**
 * Move one waiting row (`resultId`) to `at`, or every waiting row of a publication (`publicationId`):
 * its earliest one to `at`, the others by the same shift.
 */
export const CalendarMoveRequestSchema = v.pipe(
  v.object({
    resultId: v.optional(dbId()),
    publicationId: v.optional(dbId()),
    at: v.pipe(v.string(calendarMessages.calendarMoveTimeInvalid), v.isoTimestamp(calendarMessages.calendarMoveTimeInvalid)),
  }),
  v.check((body) => (body.resultId === undefined) !== (body.publicationId === undefined), calendarMessages.calendarMoveTarget),
);
export type CalendarMoveRequest = v.InferOutput<typeof CalendarMoveRequestSchema>;

/**
 * The planner's answer: accepted (the rows' new times, saved), or refused with why and the nearest
 * allowed time for the same move (nothing saved).
 */
export const CalendarMoveResultSchema = v.object({
  accepted: v.boolean(),
  rows: v.array(v.object({ id: v.number(), at: v.string() })),
  /** Refused: why, with the nearest allowed time in words. */
  message: v.nullable(v.string()),
  /** Refused: the nearest allowed time for `at` (ISO instant) that keeps every limit. */
  nearest: v.nullable(v.string()),
});
export type CalendarMoveResult = v.InferOutput<typeof CalendarMoveResultSchema>;
