/**
 * Posting limits and the pauses a platform's "too many" causes.
 */
export const postingLimitMessages = {
  /** The profile's line while a platform's "too many" pauses it; `until` as 26.11 09:40 (Kyiv). */
  pacingPaused: (platform: string, until: string, reason: string) => `Публікації в ${platform} призупинено до ${until}: ${reason}`,
  pacingRowPaused: (platform: string, reason: string) =>
    `Публікації профілю в ${platform} призупинено: ${reason}. Відео чекає на наступний дозволений час`,
  pacingRowWait: (platform: string) => `Чекає на наступний дозволений час за лімітами публікацій профілю в ${platform}`,
  limitsDailyCap: 'Публікацій за добу: ціле число від 1 до 100',
  limitsMinGap: 'Мінімальний проміжок: ціле число хвилин від 0 до 1440',
  limitsJitter: 'Випадковий додаток: ціле число хвилин від 0 до 240',
  limitsAdminOnly: 'Змінювати типові ліміти публікацій може лише адміністратор',
} as const;
