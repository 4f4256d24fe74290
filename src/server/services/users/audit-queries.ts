import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditFilter, type AuditPage } from '@shared/schemas/audit';
import type { Queryable } from '@server/db/database';

interface EntryRow {
  id: string | number | bigint;
  at: Date;
  micros: string;
  actorId: number | null;
  actorLogin: string | null;
  ip: string | null;
  userAgent: string | null;
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Where a page continues: the (at, id) of the last entry shown, `<microseconds since 1970>_<id>`. */
const cursorOf = (row: EntryRow) => `${row.micros}_${String(row.id)}`;

const asText = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields an entry shows, in the order the row had them (after first, then what only before had). */
function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditEntry['changes'] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => ({ field, before: asText(before?.[field]), after: asText(after?.[field]) }));
}

const actorKindOf = (row: EntryRow): AuditEntry['actorKind'] =>
  row.actorId !== null ? 'user' : row.ip !== null || row.action === 'login_refused' ? 'anonymous' : 'system';

const toEntry = (row: EntryRow): AuditEntry => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  actorKind: actorKindOf(row),
  actorId: row.actorId,
  actorLogin: row.actorLogin,
  ip: row.ip,
  userAgent: row.userAgent,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  changes: changesOf(row.before, row.after),
});

/**
 * The statement of a page: each filter a condition the matching index serves in (at, id) order (see
 * the migration), the cursor a row comparison on the same order, newest first.
 */
export function auditPageStatement(filter: AuditFilter, cursor: string | undefined, limit: number): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.userId !== undefined) add((p) => `actor_id = ${p}::int`, filter.userId);
  if (filter.entityType !== undefined) add((p) => `entity_type = ${p}`, filter.entityType);
  if (filter.entityId) add((p) => `entity_id = ${p}`, filter.entityId);
  if (filter.action !== undefined) add((p) => `action = ${p}`, filter.action);
  if (filter.from) add((p) => `at >= ${p}`, filter.from);
  if (filter.to) add((p) => `at < ${p}`, filter.to);
  if (cursor) {
    const [micros, id] = cursor.split('_');
    params.push(micros, id);
    conditions.push(
      `(at, id) < (timestamptz 'epoch' + $${params.length - 1}::bigint * interval '1 microsecond', $${params.length}::bigint)`,
    );
  }
  const sql = `SELECT id, at, ((extract(epoch FROM at) * 1000000)::bigint)::text AS micros, actor_id AS "actorId",
                      actor_login AS "actorLogin", ip, user_agent AS "userAgent", action, entity_type AS "entityType",
                      entity_id AS "entityId", before, after
                 FROM audit_log
                ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
                ORDER BY at DESC, id DESC
                LIMIT ${limit}`;
  return { sql, params };
}

/** A page of the journal under `filter`, after `cursor` (older entries), newest first. */
export async function auditPage(db: Queryable, filter: AuditFilter, cursor: string | undefined): Promise<AuditPage> {
  const { sql, params } = auditPageStatement(filter, cursor, AUDIT_PAGE_SIZE + 1);
  const rows = await db.query<EntryRow>(sql, params);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return { data: page.map(toEntry), nextCursor: rows.length > AUDIT_PAGE_SIZE ? cursorOf(page.at(-1)!) : null };
}

/** Every entry under `filter`, newest first, read a batch at a time (the CSV export streams them). */
export async function* auditEntries(db: Queryable, filter: AuditFilter, batch = 1_000): AsyncGenerator<AuditEntry[]> {
  let cursor: string | undefined;
  for (;;) {
    const { sql, params } = auditPageStatement(filter, cursor, batch);
    const rows = await db.query<EntryRow>(sql, params);
    if (rows.length > 0) yield rows.map(toEntry);
    if (rows.length < batch) return;
    cursor = cursorOf(rows.at(-1)!);
  }
}

/** The users the journal's user filter offers: every user, by login. */
export const auditUserOptions = (db: Queryable) =>
  db.query<{ id: number; login: string }>('SELECT id, login FROM users ORDER BY lower(login), id');
