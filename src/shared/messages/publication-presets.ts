/**
 * Publication presets ('Шаблони публікацій'): a user's saved way of publishing.
 */
export const presetMessages = {
  presetNotFound: 'Шаблон не знайдено',
  presetNameTaken: 'Шаблон із такою назвою у вас уже є',
  presetNameTooLong: 'Назва шаблону — не довше за 100 символів',
  presetTimeInvalid: 'Час публікації: від 00:00 до 23:59',
  presetTooManyGroups: 'У шаблоні може бути щонайбільше 50 груп',
  presetTooManyLabels: 'У шаблоні може бути щонайбільше 20 міток',
  presetTooManyTags: 'У шаблоні може бути щонайбільше 100 тегів',
  presetCreated: 'Шаблон збережено',
  presetUpdated: 'Шаблон змінено',
  presetDeleted: 'Шаблон видалено',
} as const;
