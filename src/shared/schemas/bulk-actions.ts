import * as v from 'valibot';
import { bulkActionMessages as m } from '../messages/bulk-actions';
import { fleetHealthMessages } from '../messages/fleet-health';
import { requestMessages } from '../messages/request';
import { PLATFORMS, type Platform } from '../status';
import { dbId, ListQuerySchema } from './common';
import { HEALTH_STATES } from './fleet-health';
import { LabelFilterSchema, LabelsSchema } from './labels';

/** The most profiles one bulk action reaches (by ids or by a filter). */
export const BULK_MAX_PROFILES = 5000;

const pluralRules = new Intl.PluralRules('uk');
const profileForms: Record<string, string> = { one: 'профіль', few: 'профілі', many: 'профілів', other: 'профілю' };

/** '1 профіль', '3 профілі', '40 профілів' (Ukrainian plural forms). */
export const profilesCount = (count: number) => `${count.toLocaleString('uk-UA')} ${profileForms[pluralRules.select(count)] ?? 'профілів'}`;

const platformNames: Record<Platform, string> = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' };

/**
 * Which profiles an action reaches: the ids chosen row by row (over any pages), or every profile a list's
 * filter finds, sent as that filter and resolved on the server under the user's ownership (own
 * profiles; all for an admin): `accounts` is the profiles list's search and labels, `health` the
 * health board's filters.
 */
export const BulkSelectionSchema = v.variant(
  'by',
  [
    v.object({
      by: v.literal('ids'),
      ids: v.pipe(
        v.array(dbId(), m.bulkSelectionRequired),
        v.minLength(1, m.bulkSelectionRequired),
        v.maxLength(BULK_MAX_PROFILES, m.bulkTooMany(BULK_MAX_PROFILES)),
      ),
    }),
    v.object({ by: v.literal('accounts'), q: ListQuerySchema.entries.q, label: LabelFilterSchema }),
    v.object({
      by: v.literal('health'),
      q: ListQuerySchema.entries.q,
      state: v.optional(v.picklist(HEALTH_STATES, fleetHealthMessages.healthStateInvalid)),
      platform: v.optional(v.picklist(PLATFORMS, fleetHealthMessages.platformInvalid)),
      group: v.optional(dbId()),
      label: LabelFilterSchema,
    }),
  ],
  m.bulkSelectionRequired,
);
export type BulkSelection = v.InferOutput<typeof BulkSelectionSchema>;

/** What a confirmation says about an action besides the profiles: names the payload refers to by id. */
export interface BulkConfirmNames {
  group?: string;
}

/**
 * One bulk action as both sides know it: its name in the menu, its payload's schema, the question
 * its confirmation asks ('profiles' is e.g. '40 профілів'), and whether it cannot be undone (then the
 * dialog asks for an explicit tick before its button works). The server adds each one's per-profile
 * handler (services/accounts/bulk-actions.ts); adding an action is one entry here and one there.
 */
interface BulkActionDefinition<TPayload extends v.GenericSchema> {
  label: string;
  payload: TPayload;
  confirm: (profiles: string, payload: v.InferOutput<TPayload>, names: BulkConfirmNames) => string;
  irreversible: boolean;
}

/** 'мітку «Київ»', 'мітки «Київ», «Львів»' (a confirmation's object). */
const labelList = (labels: readonly string[]) =>
  `${labels.length === 1 ? 'мітку' : 'мітки'} ${labels.map((label) => `«${label}»`).join(', ')}`;

const define = <TPayload extends v.GenericSchema>(definition: BulkActionDefinition<TPayload>) => definition;

/** The labels an action adds or takes off: at least one, each checked as the profile form checks it. */
const labelsPayload = v.object({ labels: v.pipe(LabelsSchema, v.minLength(1, m.bulkLabelsRequired)) });

const proxyLine = v.pipe(v.string(m.bulkProxyRequired), v.trim(), v.nonEmpty(m.bulkProxyRequired));

export const bulkActions = {
  checkProxy: define({
    label: 'Перевірити проксі',
    payload: v.object({}),
    confirm: (profiles) => `Перевірити проксі ${profiles}? Перевірка йде по 4 проксі одночасно.`,
    irreversible: false,
  }),
  setGroup: define({
    label: 'Перемістити в групу',
    payload: v.object({ groupId: v.nullable(dbId()) }),
    confirm: (profiles, payload, names) =>
      payload.groupId === null
        ? `Вивести ${profiles} з їхніх груп?`
        : `Перемістити ${profiles} до групи «${names.group ?? `#${payload.groupId}`}»?`,
    irreversible: false,
  }),
  setPlatform: define({
    label: 'Увімкнути або вимкнути платформу',
    payload: v.object({ platform: v.picklist(PLATFORMS, fleetHealthMessages.platformInvalid), on: v.boolean() }),
    confirm: (profiles, payload) => `${payload.on ? 'Увімкнути' : 'Вимкнути'} ${platformNames[payload.platform]} для ${profiles}?`,
    irreversible: false,
  }),
  setProxy: define({
    label: 'Змінити проксі',
    /** One proxy for every profile, or one per profile in the selection's order (newest profile first). */
    payload: v.object({
      proxies: v.pipe(
        v.array(proxyLine, m.bulkProxyRequired),
        v.minLength(1, m.bulkProxyRequired),
        v.maxLength(BULK_MAX_PROFILES, m.bulkTooMany(BULK_MAX_PROFILES)),
      ),
    }),
    confirm: (profiles, payload) =>
      payload.proxies.length === 1
        ? `Змінити проксі ${profiles} на ${payload.proxies[0]}?`
        : `Змінити проксі ${profiles}: кожному свій зі списку, по порядку?`,
    irreversible: false,
  }),
  addLabels: define({
    label: 'Додати мітки',
    payload: labelsPayload,
    confirm: (profiles, payload) => `Додати ${profiles} ${labelList(payload.labels)}?`,
    irreversible: false,
  }),
  removeLabels: define({
    label: 'Зняти мітки',
    payload: labelsPayload,
    confirm: (profiles, payload) => `Зняти з ${profiles} ${labelList(payload.labels)}?`,
    irreversible: false,
  }),
  retryFailed: define({
    label: 'Повторити невдалі',
    payload: v.object({}),
    confirm: (profiles) => `Повторити невдалі публікації ${profiles}?`,
    irreversible: false,
  }),
  delete: define({
    label: 'Видалити',
    payload: v.object({}),
    confirm: (profiles) => `Видалити ${profiles} разом з їхніми публікаціями та доступами? Це не можна скасувати.`,
    irreversible: true,
  }),
} as const;

export type BulkActionKind = keyof typeof bulkActions;
export const BULK_ACTION_KINDS = Object.keys(bulkActions) as BulkActionKind[];
export type BulkPayload<K extends BulkActionKind> = v.InferOutput<(typeof bulkActions)[K]['payload']>;

const requestOf = <K extends BulkActionKind>(kind: K) =>
  v.object({
    /** One per confirmation, made by the client: the same request sent again answers the same action. */
    requestId: v.pipe(v.string(m.bulkRequestIdInvalid), v.uuid(m.bulkRequestIdInvalid)),
    kind: v.literal(kind),
    selection: BulkSelectionSchema,
    payload: bulkActions[kind].payload as (typeof bulkActions)[K]['payload'],
  });

/** Body of POST /api/accounts/bulk-actions: the action, its payload and the selection. */
export const BulkActionRequestSchema = v.variant(
  'kind',
  [
    requestOf('checkProxy'),
    requestOf('setGroup'),
    requestOf('setPlatform'),
    requestOf('setProxy'),
    requestOf('addLabels'),
    requestOf('removeLabels'),
    requestOf('retryFailed'),
    requestOf('delete'),
  ],
  m.bulkKindInvalid,
);
export type BulkActionRequest = v.InferOutput<typeof BulkActionRequestSchema>;

export const BULK_OUTCOMES = ['pending', 'done', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** One profile's line in an action's results: refused ones carry the reason in Ukrainian. */
export const BulkResultSchema = v.object({
  accountId: v.number(),
  title: v.string(),
  outcome: v.picklist(BULK_OUTCOMES),
  reason: v.nullable(v.string()),
});
export type BulkResult = v.InferOutput<typeof BulkResultSchema>;

/** A bulk action's record: its kind, totals and per-profile results (refused first, then done, then pending). */
export const BulkActionSchema = v.object({
  id: v.number(),
  kind: v.picklist(BULK_ACTION_KINDS),
  status: v.picklist(['running', 'done']),
  total: v.number(),
  done: v.number(),
  refused: v.number(),
  createdAt: v.string(),
  finishedAt: v.nullable(v.string()),
  results: v.array(BulkResultSchema),
});
export type BulkAction = v.InferOutput<typeof BulkActionSchema>;

/** Body of the published item's row actions: the selected rows (ids of its results). */
export const RowSelectionSchema = v.object({
  ids: v.pipe(
    v.array(dbId(requestMessages.invalidId), m.bulkRowIdsRequired),
    v.minLength(1, m.bulkRowIdsRequired),
    v.maxLength(BULK_MAX_PROFILES, m.bulkTooMany(BULK_MAX_PROFILES)),
  ),
});
export type RowSelection = v.InferOutput<typeof RowSelectionSchema>;

/** What became of each selected row: done, or refused with the reason. */
export const RowActionResultSchema = v.object({
  done: v.array(v.number()),
  refused: v.array(v.object({ id: v.number(), reason: v.string() })),
});
export type RowActionResult = v.InferOutput<typeof RowActionResultSchema>;
