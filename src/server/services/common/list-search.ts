import { DB_ID_MAX } from '@shared/schemas/common';

/** The condition "this text contains the search": given a text SQL expression, the SQL testing it. */
export type Contains = (text: string) => string;

/** What one list searches: its table's texts, and texts of related rows. */
export interface SearchColumns {
  /** The listed table with the alias the list's query gives it, e.g. 'accounts a'. */
  table: string;
  /** Its primary key with that alias, e.g. 'a.id'. */
  key: string;
  /**
   * The table's texts (SQL expressions with its alias) matched by substring with letter case
   * ignored; the trigram indexes of 0004_search.sql serve exactly these expressions.
   */
  text: readonly string[];
  /**
   * Matches in related rows: each a SELECT of the listed table's keys, built with `contains`
   * (e.g. the profiles whose owner's login contains q). Aliases must differ from the list's.
   */
  related?: ReadonlyArray<(contains: Contains) => string>;
  /** Whether a whole number also finds the row with that key (the list shows its ids). */
  matchesId?: boolean;
}

/** `%`, `_` and `\` mean themselves in a search: each is escaped for LIKE's default escape character. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The WHERE condition of a list's `?q=`: TRUE for an empty or absent q; otherwise "the row is one of
 * those whose text contains q, letter case ignored, whose related rows' text does, or whose key is
 * q" (a whole number in the id range). Case is folded by `search_fold` (0004_search.sql) on both
 * sides, so Cyrillic matches whatever the database's locale.
 *
 * The matching keys come from a subquery of their own (one SELECT per text, per related match and
 * for the id, UNION ALL; OFFSET 0 keeps it whole), which the planner costs for all its rows: each
 * branch reads its one trigram index (an OR of several would be priced above a scan that folds every
 * row), each related match is planned with its own table's statistics, and the list then pages and
 * counts what was found. Put in the list's WHERE directly, the planner would walk the primary
 * key newest first to fill the page, folding every row's text on the way, and still read them all
 * for the total.
 *
 * `scope` (a condition on the listed table, e.g. its owner's) narrows the branches that read that
 * table, so that one owner's search folds that owner's rows (through their index) rather than
 * collecting every owner's matches; the list keeps its own conditions too.
 *
 * `keys` is the same set as a SELECT of its own (each key once): a whole list's page and total can
 * be read from it alone, without walking the table's primary key past the matches.
 *
 * Its parameters come after the query's own: `firstParam` is the number of the first one (`$n`), and
 * they are returned to append in that order.
 */
export function searchCondition(
  q: string | undefined,
  columns: SearchColumns,
  firstParam: number,
  scope = 'TRUE',
): { sql: string; params: unknown[]; keys: string | null } {
  const text = q?.trim() ?? '';
  if (text === '') return { sql: 'TRUE', params: [], keys: null };
  const contains: Contains = (expression) => `search_fold(${expression}) LIKE search_fold($${firstParam}::text)`;
  const own = columns.text.map(contains);
  const params: unknown[] = [likeContaining(text)];
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (columns.matchesId && id >= 1 && id <= DB_ID_MAX) {
    own.push(`${columns.key} = $${firstParam + 1}::int`);
    params.push(id);
  }
  const sources = [
    ...own.map((condition) => `SELECT ${columns.key} FROM ${columns.table} WHERE ${scope} AND ${condition}`),
    ...(columns.related ?? []).map((select) => select(contains)),
  ];
  return { sql: `${columns.key} IN (${sources.join(' UNION ALL ')} OFFSET 0)`, params, keys: sources.join(' UNION ') };
}
