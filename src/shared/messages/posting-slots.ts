/**
 * Weekly posting slots (a profile's, a group's or a label's posting times per platform) and publishing
 * into the next free ones.
 */
export const postingSlotMessages = {
  slotTime: 'Час слоту: години й хвилини, наприклад 10:00',
  slotTimesRequired: 'Вкажіть хоча б один час слоту',
  slotTimesTooMany: 'Не більше 24 часів на день',
  slotDaysRequired: 'Виберіть хоча б один день тижня',
  slotRulesTooMany: 'Не більше 7 рядків розкладу на платформу',
  slotLabelRequired: 'Вкажіть мітку',
  slotLabelNotFound: 'Мітку не знайдено',
  slotPlatformInvalid: 'Невідома платформа',
  slotRangeInvalid: 'Проміжок часу: початок і кінець як дата ISO, кінець пізніше за початок, не довше 31 дня',
  slotsSaved: 'Слоти публікацій збережено',
  /** Publishing 'у наступні вільні слоти' through profiles that have no weekly slots on a chosen platform. */
  noSlotPattern: (profiles: string) =>
    `Немає тижневих слотів публікацій: ${profiles}. Задайте слоти у профілі, його групі чи мітці або виберіть дату`,
  /** One profile of that message: its name and the platforms it lacks slots on. */
  noSlotPatternProfile: (name: string, platforms: string) => `${name} (${platforms})`,
  noFreeSlot: (profile: string, platform: string) =>
    `Для профілю ${profile} у ${platform} немає вільного слоту в найближчі 366 днів: додайте часи слотів або послабте ліміти`,
} as const;
