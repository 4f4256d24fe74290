/**
 * Posting limits: the product defaults (the settings page, admins) and a profile's own (its page).
 */
export const postingLimitsText = {
  title: 'Ліміти публікацій',
  defaultsHint:
    'Типові ліміти для всіх профілів: скільки публікацій за будь-які 24 години, мінімальний проміжок між двома публікаціями і випадковий додаток до нього. Публікації понад ліміт не відхиляються, а плануються на найближчий дозволений час.',
  accountHint:
    'Власні ліміти цього профілю замість типових. Зміна діє для нових публікацій; заплановані перевіряються ще раз перед публікацією.',
  platforms: { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' },
  fields: { dailyCap: 'Публікацій за 24 години', minGapMinutes: 'Мінімальний проміжок, хв', jitterMinutes: 'Випадковий додаток, хв' },
  useDefault: (cap: number, gap: number, jitter: number) =>
    `Типові ліміти: ${cap} за добу, проміжок від ${gap} хв, випадково ще до ${jitter} хв`,
  useDefaultShort: 'Типові ліміти',
  saved: 'Ліміти публікацій збережено',
} as const;
