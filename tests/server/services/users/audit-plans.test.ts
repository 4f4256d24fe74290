import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditFilter } from '@shared/schemas/audit';
import type { Database } from '@server/db/database';
import { auditPageStatement } from '@server/services/users/audit-queries';
import { createTestDatabase } from '../../helpers/test-database';

/**
 * 'Журнал дій' over 100,000 entries on PostgreSQL: each filter's page is read through an index of the
 * log, never by reading the table or sorting many entries, and a page reads only its own entries
 * (`EXPLAIN (ANALYZE, FORMAT JSON)` of the statement the service sends).
 */

const ENTRIES = 100_000;
let db: Database;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function plan(filter: AuditFilter, cursor?: string) {
  const { sql, params } = auditPageStatement(filter, cursor, AUDIT_PAGE_SIZE + 1);
  const [row] = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  return nodesOf(row!['QUERY PLAN'][0]!.Plan);
}

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  db = await createTestDatabase();
  await db.query(
    `INSERT INTO audit_log (at, actor_id, actor_login, ip, action, entity_type, entity_id, before, after)
     SELECT now() - (g * interval '5 minutes'), 1 + g % 20, 'user-' || (g % 20), '10.0.0.' || (g % 200),
            (ARRAY['create','update','update','delete','login'])[1 + g % 5],
            (ARRAY['account','publication','publication_video','user','tag_set','posting_limit'])[1 + g % 6],
            (g % 3000)::text, jsonb_build_object('comments', 'було'), jsonb_build_object('comments', 'стало')
       FROM generate_series(1, ${ENTRIES}) g`,
  );
  await db.exec('ANALYZE audit_log');
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe.runIf(process.env.TEST_DB === 'postgres')('the audit log pages at 100,000 entries', () => {
  const monthAgo = () => new Date(Date.now() - 30 * 86_400_000);
  const filters: Array<[string, AuditFilter]> = [
    ['no filter', {}],
    ['a user', { userId: 7 }],
    ['an entity type', { entityType: 'tag_set' }],
    ['an entity', { entityType: 'account', entityId: '42' }],
    ['an action', { action: 'login' }],
    ['a user in a time range', { userId: 7, from: new Date(monthAgo().getTime() - 7 * 86_400_000), to: monthAgo() }],
  ];

  it.each(filters)('%s: through an index of the log, no table read, nothing large sorted', async (_name, filter) => {
    const nodes = await plan(filter);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    expect(nodes.some((node) => node['Node Type'].includes('Index Scan') && node['Index Name']?.startsWith('audit_log'))).toBe(true);
    // One entity's few entries may be fetched by its index and sorted (33 here); a page is never sorted out of many.
    for (const sort of nodes.filter((node) => node['Node Type'] === 'Sort')) expect(sort['Actual Rows']).toBeLessThanOrEqual(100);
  });

  it('page 1 and the page after it read only their own entries', async () => {
    const scan = (nodes: PlanNode[]) => nodes.find((node) => node['Relation Name'] === 'audit_log')!;
    const first = scan(await plan({ userId: 7 }));
    expect(first['Actual Rows']).toBe(AUDIT_PAGE_SIZE + 1);
    expect(first['Rows Removed by Filter'] ?? 0).toBe(0);
    const [last] = await db.query<{ micros: string; id: string }>(
      `SELECT ((extract(epoch FROM at) * 1000000)::bigint)::text AS micros, id::text FROM audit_log WHERE actor_id = 7
        ORDER BY at DESC, id DESC OFFSET ${AUDIT_PAGE_SIZE - 1} LIMIT 1`,
    );
    const next = scan(await plan({ userId: 7 }, `${last!.micros}_${last!.id}`));
    expect(next['Actual Rows']).toBe(AUDIT_PAGE_SIZE + 1);
    expect(next['Rows Removed by Filter'] ?? 0).toBe(0);
  });
});
