/** Status values and their Ukrainian labels; maps are exhaustive by type. */
export const STATUSES = ['loading', 'success', 'error', 'noactive', 'publication'] as const;
export type Status = (typeof STATUSES)[number];

export const videoStatusLabels: Record<Status, string> = {
  loading: 'В обробці',
  success: 'Опубліковано',
  error: 'Помилка',
  noactive: 'Не вибраний',
  publication: 'На публікації',
};

export const accountStatusLabels: Record<Status, string> = {
  ...videoStatusLabels,
  success: 'Активний',
  noactive: 'Не активний',
};

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PLATFORMS = ['youtube', 'tiktok', 'instagram'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Platforms whose views, likes and comments come back (TikTok's need a scope a posting token lacks). */
export const PLATFORMS_WITH_COUNTS: readonly Platform[] = ['youtube', 'instagram'];
