import type { Database } from '@server/db/database';

/** Every row of every table in the public schema, as text: what a database dump would reveal. */
export async function dumpAllTables(db: Database): Promise<string> {
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t`);
    parts.push(...rows.map((row) => row.row));
  }
  return parts.join('\n');
}
