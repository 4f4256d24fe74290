/**
 * 'Журнал дій': the names of what an entry records (its action and the kind of thing changed), the
 * actor without a user, and the filter's refusals. The page and the CSV export say them alike.
 */
export const auditActionLabels = {
  create: 'Створення',
  update: 'Зміна',
  delete: 'Видалення',
  login: 'Вхід',
  login_refused: 'Невдалий вхід',
} as const;

export const auditEntityLabels = {
  user: 'Користувач',
  account: 'Профіль',
  account_group: 'Група профілів',
  account_label: 'Мітка профілю',
  posting_limit: 'Ліміти публікацій',
  tag_set: 'Тег',
  background_folder: 'Папка фонів',
  background_media: 'Фон',
  creation_request: 'Запит на створення відео',
  publication: 'Публікація',
  publication_video: 'Відео публікації',
  bulk_action: 'Масова дія',
  connect_invitation: 'Запрошення для підключення',
  account_import: 'Імпорт профілів',
  posting_slot_pattern: 'Слоти публікацій',
  publication_preset: 'Шаблон публікації',
  webhook: 'Вебхук або Telegram',
  session: 'Сеанс',
} as const;

export const auditMessages = {
  /** Who made a change no signed-in user asked for (a job, the start-up). */
  auditSystemActor: 'система',
  /** A change asked for without signing in (a connect link opened by a profile's owner). */
  auditAnonymousActor: 'без входу',
  /** How a secret's change shows: its value never reaches the log. */
  auditSecretChanged: 'змінено',
  auditFilterInvalid: 'Некоректне значення фільтра',
  auditDateInvalid: 'Некоректна дата',
  auditRangeInvalid: 'Початок періоду має бути раніше за кінець',
  auditCursorInvalid: 'Некоректна позиція у журналі',
  auditEntityIdInvalid: 'Ідентифікатор обʼєкта має бути не довшим за 100 символів',
} as const;
