import * as v from 'valibot';
import { eventMessages } from '../messages/events';
import { PLATFORMS, STATUSES } from '../status';
import { dbIdFromString, PageQuerySchema, pageOf } from './common';

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

/** How each kind is named in the events page's filter and the notification settings. */
export const eventKindLabels: Record<EventKind, string> = {
  'render.finished': 'Рендер завершено',
  'render.failed': 'Рендер не вдався',
  'publication.finished': 'Публікацію завершено',
  'publication.rows_failed': 'Помилки публікації',
  'profile.reconnect_needed': 'Профіль треба підключити знову',
  'profile.login_confirmation': 'Підтвердження входу в Instagram',
  'profile.paused': 'Платформа призупинила профіль',
  'proxy.failed': 'Проксі не працює',
  'proxy.recovered': 'Проксі знову працює',
  'import.finished': 'Імпорт профілів завершено',
  'bulk_action.finished': 'Масову дію завершено',
};

const platformNames = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' } as const;
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('uk-UA', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Kyiv' });
const statusWords: Partial<Record<(typeof STATUSES)[number], string>> = {
  success: 'опубліковано',
  error: 'з помилкою',
  noactive: 'вимкнено',
};

/** One line telling what happened (the page's row, a notification's body), in Ukrainian. */
export function eventSummary(event: AppEvent): string {
  const profile = event.profileTitle ?? (event.profileId ? `#${event.profileId}` : '');
  switch (event.kind) {
    case 'render.finished':
      return `Запит ${event.data.idUpload.slice(0, 8)}: готово відео — ${event.data.rendered}`;
    case 'render.failed':
      return `Запит ${event.data.idUpload.slice(0, 8)}: ${event.data.reason ?? 'рендер не вдався'}`;
    case 'publication.finished': {
      const parts = Object.entries(event.data.counts)
        .filter(([status, rows]) => rows > 0 && statusWords[status as keyof typeof statusWords])
        .map(([status, rows]) => `${statusWords[status as keyof typeof statusWords]} — ${rows}`);
      return `Публікація ${event.data.idUpload.slice(0, 8)}: ${parts.join(', ') || 'рядків немає'}`;
    }
    case 'publication.rows_failed':
      return `Публікація ${event.data.idUpload.slice(0, 8)}: рядків з помилкою — ${event.data.failed}${event.data.reason ? `. ${event.data.reason}` : ''}`;
    case 'profile.reconnect_needed':
      return `${profile}: ${platformNames[event.data.platform]} не приймає вхід${event.data.reason ? `. ${event.data.reason}` : ''}`;
    case 'profile.login_confirmation':
      return `${profile}: Instagram просить підтвердити вхід`;
    case 'profile.paused':
      return `${profile}: ${platformNames[event.data.platform]} призупинила публікації${event.data.until ? ` до ${dateTime(event.data.until)}` : ''}`;
    case 'proxy.failed':
      return `${profile}: проксі не пройшло перевірку${event.data.reason ? `. ${event.data.reason}` : ''}`;
    case 'proxy.recovered':
      return `${profile}: проксі знову працює`;
    case 'import.finished':
      return `Створено — ${event.data.created}, оновлено — ${event.data.updated}, відхилено — ${event.data.refused}`;
    case 'bulk_action.finished':
      return `Виконано — ${event.data.done}, відхилено — ${event.data.refused}`;
  }
}

/**
 * The app's page an event is about (a path of the client's router): the request, the published item,
 * the profile, the import page or the profiles list.
 */
export function eventLink(event: AppEvent): string {
  switch (event.kind) {
    case 'render.finished':
    case 'render.failed':
      return `/video/request/${encodeURIComponent(event.data.idUpload)}`;
    case 'publication.finished':
    case 'publication.rows_failed':
      return `/video/youtube/${encodeURIComponent(event.data.idUpload)}`;
    case 'import.finished':
      return '/accounts/import';
    case 'bulk_action.finished':
      return '/accounts/list';
    default:
      return event.profileId ? `/accounts/${event.profileId}` : '/accounts/list';
  }
}

/** The events page's query: the page, and optionally one kind and one profile. */
export const EventsQuerySchema = v.object({
  page: PageQuerySchema.entries.page,
  kind: v.optional(v.picklist(EVENT_KINDS, eventMessages.eventKindInvalid)),
  profile: v.optional(dbIdFromString()),
});
export type EventsQuery = v.InferOutput<typeof EventsQuerySchema>;

/** A line of the events page: the event and whether this user has read it. */
export const EventItemSchema = v.object({
  id,
  kind: v.picklist(EVENT_KINDS),
  createdAt: v.string(),
  ownerId: v.nullable(id),
  profileId: v.nullable(id),
  profileTitle: v.nullable(v.string()),
  data: v.record(v.string(), v.unknown()),
  read: v.boolean(),
});
export type EventItem = AppEvent & { read: boolean };

export const EventsPageSchema = pageOf(EventItemSchema);

/** What the app polls: unread events (counted up to 100) and the newest event's id the user sees. */
export const EventsSummarySchema = v.object({ unread: count, latestId: v.nullable(id) });
export type EventsSummary = v.InferOutput<typeof EventsSummarySchema>;

/** The kinds that notify the user; `publicKey` is the server's VAPID key (null: Web Push off). */
export const EventSettingsSchema = v.object({
  kinds: v.array(v.picklist(EVENT_KINDS, eventMessages.eventKindInvalid)),
  publicKey: v.nullable(v.string()),
});
export type EventSettings = v.InferOutput<typeof EventSettingsSchema>;
export const EventSettingsInputSchema = v.object({ kinds: EventSettingsSchema.entries.kinds });
export type EventSettingsInput = v.InferOutput<typeof EventSettingsInputSchema>;

const base64url = v.pipe(
  v.string(eventMessages.pushSubscriptionInvalid),
  v.regex(/^[A-Za-z0-9_-]+=*$/, eventMessages.pushSubscriptionInvalid),
);

/** A browser's push subscription (PushSubscription.toJSON()). */
export const PushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(eventMessages.pushSubscriptionInvalid), v.url(eventMessages.pushSubscriptionInvalid), v.maxLength(2000)),
  keys: v.object({
    p256dh: v.pipe(base64url, v.maxLength(200, eventMessages.pushSubscriptionInvalid)),
    auth: v.pipe(base64url, v.maxLength(100, eventMessages.pushSubscriptionInvalid)),
  }),
});
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionSchema>;
export const PushUnsubscribeSchema = v.object({ endpoint: PushSubscriptionSchema.entries.endpoint });

/** What a Web Push message carries to the service worker. */
export interface EventPushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}
