import * as v from 'valibot';
import { auditActionLabels, auditEntityLabels, auditMessages } from '../messages/audit';
import { dbIdFromString } from './common';

export const AUDIT_ACTIONS = Object.keys(auditActionLabels) as Array<keyof typeof auditActionLabels>;
export type AuditAction = keyof typeof auditActionLabels;
export const AUDIT_ENTITY_TYPES = Object.keys(auditEntityLabels) as Array<keyof typeof auditEntityLabels>;
export type AuditEntityType = keyof typeof auditEntityLabels;

/** Entries in one page of the journal (newest first; the next page continues after the last one). */
export const AUDIT_PAGE_SIZE = 50;

/** A field of an entry, its value before and after the change as text (null: empty, or not there). */
export const AuditChangeSchema = v.object({
  field: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});
export type AuditChange = v.InferOutput<typeof AuditChangeSchema>;

export const AuditEntrySchema = v.object({
  id: v.number(),
  at: v.pipe(v.string(), v.description('ISO instant of the transaction that made the change')),
  /** 'user': a signed-in user; 'anonymous': a request without sign-in; 'system': a job or the start-up. */
  actorKind: v.picklist(['user', 'anonymous', 'system']),
  actorId: v.nullable(v.number()),
  actorLogin: v.nullable(v.pipe(v.string(), v.description('The login at the time (the login tried, for a refused sign-in)'))),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  action: v.picklist(AUDIT_ACTIONS),
  entityType: v.string(),
  entityId: v.nullable(v.string()),
  changes: v.array(AuditChangeSchema),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** A page of the journal: keyset, not numbered (a million entries are never counted). */
export const AuditPageSchema = v.object({
  data: v.array(AuditEntrySchema),
  nextCursor: v.nullable(v.pipe(v.string(), v.description('Pass as `cursor` for the next (older) page; null on the last page'))),
});
export type AuditPage = v.InferOutput<typeof AuditPageSchema>;

const instant = v.pipe(
  v.string(auditMessages.auditDateInvalid),
  v.transform((value) => new Date(value)),
  v.check((date) => !Number.isNaN(date.getTime()), auditMessages.auditDateInvalid),
  v.metadata({ openapi: { type: 'string', format: 'date-time' } }),
);

const filterEntries = {
  userId: v.optional(dbIdFromString()),
  entityType: v.optional(v.picklist(AUDIT_ENTITY_TYPES, auditMessages.auditFilterInvalid)),
  entityId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, auditMessages.auditEntityIdInvalid))),
  action: v.optional(v.picklist(AUDIT_ACTIONS, auditMessages.auditFilterInvalid)),
  from: v.optional(instant),
  to: v.optional(instant),
};
const rangeInOrder = <T extends { from?: Date | undefined; to?: Date | undefined }>() =>
  v.check<T, string>((filter) => !filter.from || !filter.to || filter.from < filter.to, auditMessages.auditRangeInvalid);

/** The journal's filters, as the CSV export takes them (the page's too, with its cursor). */
const filterObject = v.object(filterEntries);
export const AuditFilterSchema = v.pipe(filterObject, rangeInOrder<v.InferOutput<typeof filterObject>>());
export type AuditFilter = v.InferOutput<typeof AuditFilterSchema>;

const queryObject = v.object({
  ...filterEntries,
  cursor: v.optional(v.pipe(v.string(auditMessages.auditCursorInvalid), v.regex(/^\d{1,20}_\d{1,20}$/, auditMessages.auditCursorInvalid))),
});
export const AuditQuerySchema = v.pipe(queryObject, rangeInOrder<v.InferOutput<typeof queryObject>>());
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

/** The users a filter offers: every user, by login. */
export const AuditUserOptionsSchema = v.array(v.object({ id: v.number(), login: v.string() }));
