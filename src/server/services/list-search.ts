import { DB_ID_MAX } from '@shared/schemas/common';

/** The columns one list searches: text columns (SQL expressions) matched by substring, and its id column. */
export interface SearchColumns {
  /**
   * Matched with ILIKE '%q%', letter case ignored (pg_trgm GIN indexes in 0004_search.sql serve them):
   * a column, or a condition built around the pattern's parameter (e.g. an EXISTS over related rows).
   */
  text: ReadonlyArray<string | ((pattern: string) => string)>;
  /** Matched exactly when q is all digits (an id the list shows). */
  id?: string;
}

/** `%`, `_` and `\` mean themselves in a search: each is escaped for LIKE's default escape character. */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The WHERE condition of a list's `?q=`: TRUE for an empty or absent q; otherwise any text column
 * containing q, or the id equal to q when q is a whole number in the id range. Its parameters come
 * after the query's own: `firstParam` is the number of the first one (`$n`), and they are returned
 * to append in that order.
 */
export function searchCondition(q: string | undefined, columns: SearchColumns, firstParam: number): { sql: string; params: unknown[] } {
  const text = q?.trim() ?? '';
  if (text === '') return { sql: 'TRUE', params: [] };
  const pattern = `$${firstParam}::text`;
  const conditions = columns.text.map((column) => (typeof column === 'string' ? `${column} ILIKE ${pattern}` : column(pattern)));
  const params: unknown[] = [likeContaining(text)];
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (columns.id && id >= 1 && id <= DB_ID_MAX) {
    conditions.push(`${columns.id} = $${firstParam + 1}::int`);
    params.push(id);
  }
  return { sql: `(${conditions.join(' OR ')})`, params };
}
