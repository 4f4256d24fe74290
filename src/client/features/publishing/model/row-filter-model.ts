import type { PublishedRow } from '@shared/schemas/publications';
import { STATUSES, type Status } from '@shared/status';

/** The published item's row filter (`?rows=` of the page): all rows, only the failed, only those still waiting. */
export const ROW_FILTERS = ['all', 'error', 'scheduled'] as const;
export type RowFilter = (typeof ROW_FILTERS)[number];

/** The filter a `?rows=` value names; anything else shows all rows. */
export const rowFilterOf = (value: string | null): RowFilter =>
  ((ROW_FILTERS as readonly string[]).find((filter) => filter === value) as RowFilter) ?? 'all';

const statusesOf: Record<RowFilter, readonly Status[] | null> = {
  all: null,
  error: ['error'],
  // 'На публікації': waiting for its date, its slot under the posting limits or its next attempt.
  scheduled: ['publication'],
};

export function filterRows(rows: readonly PublishedRow[], filter: RowFilter): PublishedRow[] {
  const statuses = statusesOf[filter];
  return statuses ? rows.filter((row) => statuses.includes(row.status)) : [...rows];
}

/** How many rows are in each status, in the statuses' order. */
export function statusCounts(rows: readonly PublishedRow[]): { status: Status; count: number }[] {
  return STATUSES.map((status) => ({ status, count: rows.filter((row) => row.status === status).length }));
}

/** How many rows each filter keeps. */
export const filterCounts = (rows: readonly PublishedRow[]): Record<RowFilter, number> => ({
  all: rows.length,
  error: filterRows(rows, 'error').length,
  scheduled: filterRows(rows, 'scheduled').length,
});
