/**
 * Client-only interface text (labels, titles, buttons) where SPEC gives only English or nothing.
 * The spec's own messages live in @shared/messages and are imported from there.
 */
export const uiText = {
  appName: 'Shorts Publisher',
  networkError: 'Немає звʼязку із сервером',
  loading: 'Завантаження',

  nav: {
    accounts: 'Профілі',
    accountsList: 'Список профілів',
    accountGroups: 'Групи профілів',
    video: 'Відео',
    youtube: 'YouTube',
    creationRequests: 'Запити на створення',
    backgrounds: 'Задній фон',
    tags: 'Теги',
    users: 'Користувачі',
    settings: 'Налаштування',
    logout: 'Вийти',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    mainNavigation: 'Головне меню',
    userMenu: 'Меню користувача',
  },

  update: { available: 'Доступна нова версія.', apply: 'Оновити' },

  notifications: { title: 'Сповіщення', empty: 'Немає повідомлень' },

  login: {
    title: 'Вхід до системи',
    login: 'Логін',
    password: 'Пароль',
    submit: 'Увійти',
    showPassword: 'Показати пароль',
    hidePassword: 'Приховати пароль',
  },

  notFound: { code: '404', text: 'Сторінку не знайдено', home: 'На головну' },

  actions: {
    create: 'Створити',
    save: 'Зберегти',
    cancel: 'Скасувати',
    delete: 'Видалити',
    retry: 'Спробувати ще раз',
  },

  states: {
    loadError: 'Не вдалося завантажити дані',
    comingSoon: 'Розділ зʼявиться найближчим часом',
  },

  pagination: {
    label: 'Сторінки',
    page: (page: number) => `Сторінка ${page}`,
    jump: (page: number) => `Перейти до сторінки ${page}`,
  },

  select: { open: 'Відкрити список', remove: (label: string) => `Прибрати ${label}` },

  settings: {
    title: 'Налаштування',
    section: 'Зміна пароля',
    currentPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    confirmation: 'Підтвердження пароля',
  },

  users: {
    title: 'Користувачі',
    createTitle: 'Створити користувача',
    detailTitle: (id: number | string) => `Користувач #${id}`,
    id: 'ID',
    login: 'Логін',
    videosCount: 'Кількість відео',
    accountsCount: 'Профілів',
    adminBadge: 'Admin',
    password: 'Пароль',
    confirmation: 'Підтвердження пароля',
    admin: 'Адміністратор',
    createdAt: 'Створено',
    deleteLabel: (login: string) => `Видалити користувача ${login}`,
    deleteTitle: 'Видалити користувача?',
    deleteText: (login: string) => `Користувача «${login}» буде видалено разом із доступом до системи.`,
    profiles: 'Профілі',
    videos: 'Відео',
  },

  accountsTable: {
    id: 'ID',
    proxy: 'Proxy',
    owner: 'Користувач',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    instagram: 'Instagram',
    status: 'Статус',
  },

  platformState: { enabled: 'Увімкнено', off: 'Вимкнено' },

  fields: { id: 'ID', name: 'Назва' },

  accounts: {
    mainSection: 'Основні дані',
    sidePanel: 'Статус і платформи',
    proxy: 'Проксі',
    proxyPlaceholder: 'http://логін:пароль@host:port, socks5://host:port або host:port:логін:пароль',
    proxyCredentialsStored: 'Логін і пароль проксі збережено. Залиште адресу без змін, щоб їх зберегти; нова адреса замінить їх.',
    ipVersion: 'Версія IP',
    comments: 'Коментар',
    status: 'Статус',
    group: 'Група',
    owner: 'Користувач',
    updatedAt: 'Змінено',
    youtubeClientId: 'Client ID',
    youtubeClientSecret: 'Client secret',
    youtubeLogin: 'Логін YouTube',
    youtubePassword: 'Пароль YouTube',
    tiktokAccess: 'Доступи TikTok',
    instagramLogin: 'Логін Instagram',
    instagramPassword: 'Пароль Instagram',
    secretStored: '•••••• збережено',
    secretKeepHint: 'Порожнє поле залишає збережене значення',
    connectYouTube: 'Підключити YouTube',
    connectYouTubeHint: 'Посилання авторизації Google буде скопійовано в буфер обміну',
    saveFirstHint: 'Збережіть профіль, щоб підключити YouTube',
    channel: 'Канал YouTube',
    channelDescription: 'Опис каналу',
    openChannel: 'Відкрити канал',
    instagramProfile: 'Профіль Instagram',
    instagramName: 'Назва профілю',
    instagramDescription: 'Опис профілю',
    openInstagram: 'Відкрити профіль',
    videos: 'Відео профілю',
    deleteAction: 'Видалити профіль',
    deleteTitle: 'Видалити профіль?',
    deleteText: (id: number) => `Профіль #${id} буде видалено разом з його налаштуваннями та доступами.`,
  },

  groups: {
    accounts: 'Профілі',
    accountsCount: 'Профілів',
    deleteLabel: (name: string) => `Видалити групу ${name}`,
    deleteTitle: 'Видалити групу?',
    deleteText: (name: string) => `Групу «${name}» буде видалено. Профілі залишаться без групи.`,
  },

  tags: {
    tags: 'Теги',
    author: 'Автор',
    inputHint: 'Enter або пробіл додає тег; Backspace у порожньому полі прибирає останній',
    removeTag: (tag: string) => `Прибрати тег ${tag}`,
    more: (count: number) => `+${count}`,
    deleteLabel: (name: string) => `Видалити набір тегів ${name}`,
    deleteTitle: 'Видалити набір тегів?',
    deleteText: (name: string) => `Набір тегів «${name}» буде видалено для всієї команди.`,
  },

  video: {
    account: (id: number) => `Акаунт: ${id}`,
    views: 'Перегляди',
    likes: 'Вподобання',
    comments: 'Коментарі',
    noDate: 'Без дати',
    errorFallback: 'N/A',
    openYouTube: 'YouTube',
    openInstagram: 'Instagram',
  },

  pages: {
    accountsList: 'Профіля',
    accountCreate: 'Створити профіль',
    accountDetail: (id: string) => `Профіль #${id}`,
    groupsList: 'Групи профілів',
    groupCreate: 'Створити групу',
    groupDetail: (id: string) => `Група #${id}`,
    videoList: 'YouTube',
    videoCreate: 'Створити відео',
    creationRequests: 'Запити на створення',
    publication: (idUpload: string) => `Публікація ${idUpload}`,
    publishedItem: (idUpload: string) => `YouTube ${idUpload}`,
    backgrounds: 'Задній фон',
    createFolder: 'Створити папку',
    backgroundUpload: 'Задній фон',
    tags: 'Теги',
    tagCreate: 'Створити тег',
    tagDetail: (id: string) => `Тег #${id}`,
  },
} as const;
