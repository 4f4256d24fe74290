/**
 * Messages of every area: the required rule and text lengths, list rules, empty lists and selects, the
 * generic error, the offline refusal and the delete toasts.
 */
export const commonMessages = {
  required: 'Обовʼязкове до заповнення',
  tooShort: 'Занадто коротко!',
  tooLong: 'Занадто довго!',
  genericError: 'Сталася помилка',
  offlineActionBlocked: 'Немає зʼєднання з сервером. Дію не виконано — дані форми збережено',
  notFound: 'Нічого не знайдено',
  selectEmpty: 'Не знайдено',
  selectPlaceholder: 'Виберіть значення',
  searchPlaceholder: 'Знайти',
  deleting: 'Видалення ...',
  deleteFailed: 'Помилка при видалені',
  nameRequired: "Назва обов'язкова",
  textTooLong: 'Занадто довго!',
  minOneProfile: 'Мінімум один профіль',
  minOneTag: 'Мінімум один тег',
  minOneVideo: 'Мінімум одне відео',
  dataUpdated: 'Оновлено дані',
} as const;
