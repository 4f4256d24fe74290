import * as v from 'valibot';
import { PLATFORMS, STATUSES } from '../status';

/**
 * What the product tells its users about: a render request ended, a publication ended or some of its
 * rows failed, a profile needs its owner (reconnect, a login confirmation, a pause a platform set),
 * a profile's proxy check failed or recovered, a profile import or a bulk action ended. Each kind's
 * name is part of the contract (the events page's filter, the notification settings, webhooks).
 */
export const EVENT_KINDS = [
  'render.finished',
  'render.failed',
  'publication.finished',
  'publication.rows_failed',
  'profile.reconnect_needed',
  'profile.login_confirmation',
  'profile.paused',
  'proxy.failed',
  'proxy.recovered',
  'import.finished',
  'bulk_action.finished',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const platform = v.picklist(PLATFORMS);

/** Each kind's own facts (`data`), beside what every event has. */
export const EventDataSchemas = {
  /** Every variant of the request has ended and at least one was rendered. */
  'render.finished': v.object({ requestId: id, idUpload: v.string(), rendered: count, failed: count }),
  /** Every variant of the request has ended and none was rendered. */
  'render.failed': v.object({ requestId: id, idUpload: v.string(), failed: count, reason: v.nullable(v.string()) }),
  /** No row of the publication is waiting or publishing any more: how many rows ended in each status. */
  'publication.finished': v.object({
    publicationId: id,
    idUpload: v.string(),
    counts: v.record(v.picklist(STATUSES), count),
  }),
  /** Rows of the publication failed on their platform for good (the first failure's reason). */
  'publication.rows_failed': v.object({
    publicationId: id,
    idUpload: v.string(),
    failed: count,
    reason: v.nullable(v.string()),
  }),
  /** The platform refused the profile's sign-in (a token revoked or expired): the owner connects it again. */
  'profile.reconnect_needed': v.object({ platform, reason: v.nullable(v.string()) }),
  /** Instagram asks the owner to confirm the login (a code or a tap in the app). */
  'profile.login_confirmation': v.object({ platform }),
  /** The platform paused publishing through the profile, until `until` (ISO) when it said. */
  'profile.paused': v.object({ platform, until: v.nullable(v.string()), reason: v.nullable(v.string()) }),
  /** The profile's proxy check failed (after passing, or for the first time). */
  'proxy.failed': v.object({ reason: v.nullable(v.string()) }),
  /** The profile's proxy passes its check again after a failure. */
  'proxy.recovered': v.object({}),
  /** A profile import was applied: profiles made, updated and refused. */
  'import.finished': v.object({ importId: id, created: count, updated: count, refused: count }),
  /** A bulk action on profiles ended: its kind, profiles done and refused. */
  'bulk_action.finished': v.object({ actionId: id, action: v.string(), done: count, refused: count }),
} satisfies Record<EventKind, v.GenericSchema>;

export type EventData<K extends EventKind> = v.InferOutput<(typeof EventDataSchemas)[K]>;

/**
 * An event as consumers (the events page, notifications, webhooks) see it: its id (growing), kind,
 * when it was recorded, whose it is (`ownerId`, the owner of what it is about: the user who sees it
 * besides the admins; null when that has no owner), the profile it concerns (with the profile's
 * name as it was then) and its kind's `data`.
 */
export type AppEvent = {
  [K in EventKind]: {
    id: number;
    kind: K;
    createdAt: string;
    ownerId: number | null;
    profileId: number | null;
    profileTitle: string | null;
    data: EventData<K>;
  };
}[EventKind];

/** What a service records: the kind, its owner, the profile (if any) and the data; the id and time are the database's. */
export type EventInput = {
  [K in EventKind]: {
    kind: K;
    ownerId: number | null;
    profileId?: number | null;
    profileTitle?: string | null;
    data: EventData<K>;
  };
}[EventKind];

/** The wire schema of one event (the answer's `data` is checked per kind). */
export const AppEventSchema = v.variant(
  'kind',
  EVENT_KINDS.map((kind) =>
    v.object({
      id,
      kind: v.literal(kind),
      createdAt: v.string(),
      ownerId: v.nullable(id),
      profileId: v.nullable(id),
      profileTitle: v.nullable(v.string()),
      data: EventDataSchemas[kind],
    }),
  ),
);
