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

  // Profiles (SPEC §5)
  proxyRequired: "Проксі обов'язковий",
  proxyInvalid: 'Проксі має бути у форматі http://, https:// або socks5:// (з логіном і паролем за потреби) чи host:port:login:password',
  proxyForbiddenAddress: 'Адреса проксі недоступна: локальні, приватні та службові адреси заборонені',
  proxyUnresolvable: 'Не вдалося знайти адресу проксі',
  clientIdRequired: "client_id обов'язковий",
  clientSecretRequired: "client_secret обов'язковий",
  tiktokAccessRequired: "Доступи TikTiok обов'язкові",
  instagramLoginRequired: "Логін Instagram обов'язкові",
  instagramPasswordRequired: "Пороль Instagram обов'язкові",
  descriptionRequired: "Опис обов'язковий",
  nameRequired: "Назва обов'язкова",
  instagramProfileEmpty: 'Заповніть назву або опис профілю',
  textTooLong: 'Занадто довго!',
  accountNotFound: 'Профіль не знайдено',
  youtubeNotEnabled: 'Увімкніть YouTube і збережіть client_id та client_secret профілю',
  youtubeNotActive: 'YouTube не підключено для цього профілю',
  instagramNotActive: 'Instagram не увімкнено для цього профілю',
  oauthStateInvalid: 'Посилання авторизації недійсне або застаріло. Отримайте нове посилання в профілі',
  oauthDenied: 'Доступ до YouTube не надано',
  oauthExchangeFailed: 'Google не видав токен доступу',
  youtubeConnected: 'YouTube підключено до профілю',

  // Groups and tags (SPEC §5)
  minOneProfile: 'Мінімум один профіль',
  minOneTag: 'Мінімум один тег',
  groupNotFound: 'Групу не знайдено',
  foreignProfileInGroup: 'Профіль не знайдено серед ваших профілів',
  profileInAnotherGroup: 'Профіль уже входить до іншої групи',
  tagSetNotFound: 'Набір тегів не знайдено',
  notYourTagSet: 'Змінювати й видаляти набір тегів може лише його автор або адміністратор',

  // Background media (SPEC §5 "Background upload")
  fileMustBeImage: 'Файл повинен бути зображенням',
  fileMustBeVideo: 'Файл повинен бути відео',
  atLeastOneMedia: 'Потрібно додати хоча б одне зображення або відео',
  fileEmpty: 'Файл порожній',
  fileDamaged: 'Файл пошкоджений або не читається',
  fileTooLarge: 'Файл завеликий',
  tooManyFiles: 'Забагато файлів в одному запиті',
  unknownUploadField: 'Невідоме поле у формі завантаження',
  folderNotFound: 'Папку не знайдено',
  mediaNotFound: 'Файл не знайдено',
  notYourFolder: 'Змінювати й видаляти папку може лише її автор або адміністратор',
  notYourMedia: 'Видаляти файл може лише його автор, автор папки або адміністратор',
  idempotencyInProgress: 'Запит з цим ключем ще виконується',
  idempotencyMismatch: 'Цей ключ ідемпотентності вже використано для іншого запиту',

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
