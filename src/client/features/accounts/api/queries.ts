import { queryKeys } from '@client/lib/query-keys';

/** Query keys of the profiles feature (profiles and their groups), built on the resource registry. */
export const accountKeys = {
  all: queryKeys.accounts.all,
  lists: queryKeys.accounts.lists,
  list: (page: number, q = '', labels: readonly string[] = []) => [...accountKeys.lists(), { page, q, labels }] as const,
  /** The labels on the profiles the user sees, with their counts (a list: every profile change may change them). */
  labels: () => [...accountKeys.lists(), 'labels'] as const,
  details: queryKeys.accounts.details,
  detail: (id: number) => [...accountKeys.details(), id] as const,
  videos: (id: number, page: number) => [...accountKeys.detail(id), 'videos', { page }] as const,
  options: queryKeys.accounts.options,
  /** The health board: one key per page, search and filters. */
  healthBoards: queryKeys.accounts.healthBoards,
  health: (filters: { page: number; q: string; state?: string; platform?: string; group?: number; label?: readonly string[] }) =>
    [...accountKeys.healthBoards(), filters] as const,
  /** The board's summary (counts by state) under its filters but the state. */
  healthSummary: (filters: { q: string; platform?: string; group?: number; label?: readonly string[] }) =>
    [...accountKeys.healthBoards(), 'summary', filters] as const,
  optionsFor: (groupId: number) => [...accountKeys.options(), { groupId }] as const,
  /** The connect page's picker, by its filters, and a batch of invitations (polled while any is unused). */
  connectCandidates: (filters: Record<string, string | undefined>) => [...accountKeys.all, 'connect-candidates', filters] as const,
  connectBatch: (id: number) => [...accountKeys.all, 'connect-batches', id] as const,
  /** An import's progress, polled while it is applied. */
  import: (id: number | null) => [...accountKeys.all, 'imports', id] as const,
  /** A bulk action's progress, polled until it is done. */
  bulkAction: (id: number | null) => [...accountKeys.all, 'bulk-actions', id] as const,
};

export const groupKeys = {
  all: queryKeys.groups.all,
  lists: queryKeys.groups.lists,
  list: (page: number, q = '') => [...groupKeys.lists(), { page, q }] as const,
  details: queryKeys.groups.details,
  detail: (id: number) => [...groupKeys.details(), id] as const,
};
