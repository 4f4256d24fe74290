import { DB_ID_MAX } from '@shared/schemas/common';

/** The condition "this text contains the search": given a text SQL expression, the SQL testing it. */
export type Contains = (text: string) => string;

/** The columns one list searches: text (SQL expressions) matched by substring, and its id column. */
export interface SearchColumns {
  /**
   * Texts matched by substring with letter case ignored (the trigram indexes of 0004_search.sql
   * serve exactly these expressions): a text SQL expression, or a condition built with `contains`
   * around related rows (e.g. an EXISTS over a group's profiles).
   */
  text: ReadonlyArray<string | ((contains: Contains) => string)>;
  /** Matched exactly when q is a whole number in the id range (an id the list shows). */
  id?: string;
}

/** `%`, `_` and `\` mean themselves in a search: each is escaped for LIKE's default escape character. */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The WHERE condition of a list's `?q=`: TRUE for an empty or absent q; otherwise any text containing
 * q, letter case ignored, or the id equal to q when q is a whole number in the id range. Case is
 * folded by `search_fold` (0004_search.sql) on both sides, not by ILIKE, so Cyrillic matches
 * whatever the database's locale. Its parameters come after the query's own: `firstParam` is the
 * number of the first one (`$n`), and they are returned to append in that order.
 */
export function searchCondition(q: string | undefined, columns: SearchColumns, firstParam: number): { sql: string; params: unknown[] } {
  const text = q?.trim() ?? '';
  if (text === '') return { sql: 'TRUE', params: [] };
  const contains: Contains = (expression) => `search_fold(${expression}) LIKE search_fold($${firstParam}::text)`;
  const conditions = columns.text.map((column) => (typeof column === 'string' ? contains(column) : column(contains)));
  const params: unknown[] = [likeContaining(text)];
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (columns.id && id >= 1 && id <= DB_ID_MAX) {
    conditions.push(`${columns.id} = $${firstParam + 1}::int`);
    params.push(id);
  }
  return { sql: `(${conditions.join(' OR ')})`, params };
}
