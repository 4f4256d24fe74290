/**
 * Bulk actions on selected profiles and on a published item's rows: the request's refusals and each
 * profile's (or row's) reason.
 */
export const bulkActionMessages = {
  bulkSelectionRequired: 'Виберіть профілі',
  bulkTooMany: (max: number) => `За одну дію можна змінити не більше ${max.toLocaleString('uk-UA')} профілів`,
  bulkNothingFound: 'Фільтр не знаходить жодного профілю',
  bulkKindInvalid: 'Невідома дія',
  bulkRequestIdInvalid: 'Некоректний ідентифікатор запиту',
  bulkNotFound: 'Дію не знайдено',
  bulkProxyRequired: 'Вкажіть проксі',
  bulkLabelsRequired: 'Вкажіть хоча б одну мітку',
  bulkProxyCountMismatch: (proxies: number, profiles: number) =>
    `У списку ${proxies} проксі, а вибрано ${profiles} профілів: кількість має збігатися (або одне проксі для всіх)`,
  bulkNotYours: 'Профіль не знайдено або він належить іншому користувачу',
  bulkProfileGone: 'Профіль уже видалено',
  bulkGroupOfOtherOwner: 'Група належить іншому власнику, ніж профіль',
  bulkFailed: 'Не вдалося виконати дію для цього профілю',
  bulkNoFailedRows: 'Немає невдалих публікацій для повтору',
  bulkRowIdsRequired: 'Виберіть рядки',
  bulkRowNotFound: 'Рядок не знайдено в цій публікації',
  bulkRowNotFailed: 'Повторити можна лише рядок з помилкою',
  bulkRowInProgress: 'Рядок саме публікується',
  bulkRowAlreadySent: 'Видалити можна лише заплановані рядки, ще не надіслані на платформу',
} as const;
