/** Query keys of the profiles feature (profiles and their groups), generic to specific (CONVENTIONS habit 1). */
export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (page: number, q = '') => [...accountKeys.lists(), { page, q }] as const,
  details: () => [...accountKeys.all, 'detail'] as const,
  detail: (id: number) => [...accountKeys.details(), id] as const,
  videos: (id: number, page: number) => [...accountKeys.detail(id), 'videos', { page }] as const,
  options: () => [...accountKeys.all, 'options'] as const,
  /** The health board (issue 13): one key per page, search and filters. */
  healthBoards: () => [...accountKeys.all, 'health'] as const,
  health: (filters: { page: number; q: string; state?: string; platform?: string; group?: number }) => [...accountKeys.healthBoards(), filters] as const,
  optionsFor: (groupId: number) => [...accountKeys.options(), { groupId }] as const,
};

export const groupKeys = {
  all: ['groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (page: number, q = '') => [...groupKeys.lists(), { page, q }] as const,
  details: () => [...groupKeys.all, 'detail'] as const,
  detail: (id: number) => [...groupKeys.details(), id] as const,
};
