/**
 * Every user-visible message of SPEC §4, §5 and §8, once. Both the client and the
 * server import from here, so a wording change happens in one place.
 */
export const messages = {
  required: 'Обовʼязкове до заповнення',
  tooShort: 'Занадто коротко!',
  tooLong: 'Занадто довго!',
  passwordsMismatch: 'Паролі не збігаються',
  genericError: 'Сталася помилка',
  notFound: 'Нічого не знайдено',
  selectEmpty: 'Не знайдено',
  selectPlaceholder: 'Виберіть значення',
  searchPlaceholder: 'Знайти',

  // Authentication
  authorized: 'Авторизований',
  loggingOut: 'Завантаження ...',
  loggedOut: 'Ви вийшли із системи',
  invalidCredentials: 'Невірний логін або пароль',
  tooManyAttempts: 'Забагато спроб входу. Спробуйте пізніше',
  unauthorized: 'Потрібна авторизація',
  sessionExpired: 'Сесія закінчилася, увійдіть знову',
  forbidden: 'Недостатньо прав',
  wrongCurrentPassword: 'Поточний пароль невірний',
  passwordChanged: 'Пароль змінено',

  // Deleting
  deleting: 'Видалення ...',
  deleteFailed: 'Помилка при видалені',
  accountDeleted: 'Акаунт видалено',
  userDeleted: 'Користувача видалено',
  imageDeleted: 'Зображення видалено',
  folderDeleted: 'Папка видалена',
  tagDeleted: 'Тег видалено',
  groupDeleted: 'Группа видалена',

  // Users
  userCreated: 'Користувача створено',
  userUpdated: 'Оновлено дані',
  loginTaken: 'Користувач з таким логіном вже існує',
  lastAdmin: 'Не можна видалити останнього адміністратора',
  cannotDeleteSelf: 'Не можна видалити власний обліковий запис',
  userNotFound: 'Користувача не знайдено',

  // Profiles, videos, tags, groups, backgrounds (SPEC §8)
  profileUpdated: 'Профіль змінено',
  profileCreated: 'Профіль створено',
  descriptionUpdated: 'Опис змінено',
  linkCopied: 'Посилання скопійоване в буфер обміну',
  linkCopyFailed: 'Помилка при копіюванні посилання',
  creationRequestSent: 'Запит на створення відео надіслано',
  tagCreated: 'Тег створено',
  tagUpdated: 'Тег змінено',
  groupCreated: 'Группа створено',
  groupUpdated: 'Группа змінено',
  folderCreated: 'Папка создана',
  dataUpdated: 'Оновлено дані',
  sentToPublishing: 'Відео надіслано на публікацію',

  // HTTP-level errors the server sends
  routeNotFound: 'Ресурс не знайдено',
  malformedJson: 'Некоректний JSON у тілі запиту',
  bodyTooLarge: 'Тіло запиту завелике',
  unsupportedMediaType: 'Непідтримуваний тип вмісту',
  rateLimited: 'Забагато запитів. Спробуйте пізніше',
  internalError: 'Внутрішня помилка сервера',
  invalidId: 'Некоректний ідентифікатор',
  invalidPage: 'Номер сторінки має бути цілим числом від 1',
} as const;

export type MessageKey = keyof typeof messages;
