/**
 * Client-only interface text (labels, titles, buttons) where SPEC gives only English or nothing.
 * The spec's own messages live in @shared/messages and are imported from there.
 */
import { formatCount, formatDecimal } from './format-number.ts';

/** A profile's comment as its name in titles and labels: one line, at most 60 characters ('' when none). */
export function commentName(comments: string | undefined): string {
  const line = (comments ?? '').replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line;
}

/** 'профіль', 'профілі' or 'профілів' after the number `count` (Ukrainian plural rules). */
function profilesWord(count: number): string {
  const rule = new Intl.PluralRules('uk').select(count);
  return rule === 'one' ? 'профіль' : rule === 'few' ? 'профілі' : 'профілів';
}

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
    skipToContent: 'Перейти до вмісту',
  },

  update: {
    available: 'Доступна нова версія застосунку.',
    hint: 'Оновлення займе кілька секунд; незбережені зміни у формах буде втрачено.',
    apply: 'Оновити',
    later: 'Пізніше',
  },

  offline: {
    cachedData: (updatedAt: string) => `Немає мережі. Показано збережені дані станом на ${updatedAt}`,
  },

  /** The web app manifest (vite.config.ts): install dialog, task bar and shortcut texts. */
  manifest: {
    name: 'Shorts Publisher — бек-офіс',
    description: 'Публікація коротких відео в YouTube, TikTok та Instagram',
    screenshotWide: 'Список профілів на ноутбуці',
    screenshotNarrow: 'Список профілів на телефоні',
    newVideoShort: 'Нове відео',
    backgroundsShort: 'Фон',
  },

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
  },

  pagination: {
    label: 'Сторінки',
    page: (page: number) => `Сторінка ${page}`,
    jump: (page: number) => `Перейти до сторінки ${page}`,
    previous: 'Попередня сторінка',
    next: 'Наступна сторінка',
  },

  select: { open: 'Відкрити список', remove: (label: string) => `Прибрати ${label}` },

  /** A list's 'Знайти' box (the placeholder is the spec's messages.searchPlaceholder). */
  search: {
    clear: 'Очистити пошук',
    found: (count: number) => `Знайдено: ${count}`,
    nothingFound: (q: string) => `Нічого не знайдено за запитом «${q}»`,
    hint: 'Перевірте написання або пошукайте за іншим словом чи номером.',
  },

  /** Posting limits (issue 13): the product defaults on the settings page (admin), a profile's own on its page. */
  postingLimits: {
    title: 'Ліміти публікацій',
    defaultsHint:
      'Типові ліміти для всіх профілів: скільки публікацій за будь-які 24 години, мінімальний проміжок між двома публікаціями і випадковий додаток до нього. Публікації понад ліміт не відхиляються, а плануються на найближчий дозволений час.',
    accountHint: 'Власні ліміти цього профілю замість типових. Зміна діє для нових публікацій; заплановані перевіряються ще раз перед публікацією.',
    platforms: { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' },
    fields: { dailyCap: 'Публікацій за 24 години', minGapMinutes: 'Мінімальний проміжок, хв', jitterMinutes: 'Випадковий додаток, хв' },
    useDefault: (cap: number, gap: number, jitter: number) => `Типові ліміти: ${cap} за добу, проміжок від ${gap} хв, випадково ще до ${jitter} хв`,
    useDefaultShort: 'Типові ліміти',
    saved: 'Ліміти публікацій збережено',
  },

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
    /** SPEC §2 quotes 'Користувач #{id}'; the login follows it once the user is loaded. */
    detailTitle: (id: number | string, login?: string) => (login ? `Користувач #${id} «${login}»` : `Користувач #${id}`),
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
    /** Why a row's delete is unavailable (the server refuses both): the tooltip and the button's name. */
    deleteUnavailable: (login: string, reason: string) => `Видалити користувача ${login} неможливо: ${reason}`,
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
    comments: 'Коментар',
    noComment: 'Без коментаря',
    deleteLabel: (id: number, comments: string) => `Видалити профіль #${id}${commentName(comments) ? ` «${commentName(comments)}»` : ''}`,
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
    reconnectYouTube: 'Перепідключити',
    youtubeConnectedTo: 'Підключено до каналу',
    youtubeChannelUnknown: 'YouTube підключено; назву каналу дізнаємося після перепідключення',
    youtubeChannelId: (id: string) => `ID каналу: ${id}`,
    saveFirstHint: 'Збережіть профіль, щоб підключити YouTube',
    /** Connecting a platform: here, or through an invitation for the account's owner. */
    connectInvite: 'Запрошення для підключення',
    connectHereHint: (host: string) => `Вхід у ${host} відкриється в цьому браузері.`,
    connectInviteHint:
      'Запрошення — одноразове посилання для власника акаунта: його буде скопійовано, а власник відкриє його на своєму пристрої. Діє 72 години; його можна скасувати.',
    invitationsTitle: 'Запрошення',
    invitationsLoading: 'Завантажуємо запрошення…',
    invitationMeta: (created: string, by: string | null, until: string) => `Створено ${created}${by ? ` (${by})` : ''} · діє до ${until}`,
    invitationRevoke: 'Скасувати',
    invitationRevokeLabel: (created: string) => `Скасувати запрошення від ${created}`,
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
    deleteText: (id: number, comments: string) =>
      `Профіль #${id}${commentName(comments) ? ` «${commentName(comments)}»` : ''} буде видалено разом з його налаштуваннями та доступами.`,
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
    inputHint: 'Enter, пробіл або кома додає тег; Backspace у порожньому полі прибирає останній',
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
    untitled: 'Без назви',
    openItem: (title: string) => `Відкрити публікацію «${title}»`,
  },


  backgrounds: {
    folderFormTitle: 'folder for background',
    titleWithTotal: (total: number) => `Задній фон (${total})`,
    foldersCaption: 'Папки заднього фону',
    imagesCount: (count: number) => `Фото: ${formatCount(count)}`,
    videosCount: (count: number) => `Відео: ${formatCount(count)}`,
    author: (login: string) => `Автор: ${login}`,
    folderFallback: (id: number) => `Папка #${id}`,
    deleteFolderLabel: (name: string) => `Видалити папку ${name}`,
    deleteFolderTitle: 'Видалити папку?',
    deleteFolderText: (name: string) => `Папку «${name}» буде видалено разом з усіма її фото та відео.`,
    mediaCaption: 'Фото та відео папки',
    deleteMediaLabel: (name: string) => `Видалити ${name}`,
    deleteMediaTitle: 'Видалити файл?',
    deleteMediaText: (name: string) => `«${name}» буде видалено з папки.`,
    openImage: (name: string) => `Відкрити фото ${name} у новій вкладці`,
    /** The video tile's link: its name carries the duration the tile shows (label in name; not in parentheses, which checkers skip). */
    openVideo: (name: string, duration: string | null) => `Відкрити відео ${name}${duration ? ` тривалістю ${duration}` : ''} у новій вкладці`,
    photosZone: 'Фото',
    videosZone: 'Відео',
    uploadPhotos: 'Завантажити фото',
    uploadVideos: 'Завантажити відео',
    dropPhotos: 'Перетягніть фото сюди щоб додати їх',
    dropVideos: 'Перетягніть відео сюди щоб додати їх',
    removeFile: (name: string) => `Прибрати ${name}`,
    thumbnailLoading: 'Створення мініатюри…',
    thumbnailFailed: 'Мініатюра недоступна',
    chosen: (count: number) => `Вибрано: ${count}`,
  },

  dropzone: {
    tooLarge: (file: string, kind: 'photo' | 'video') => `Файл "${file}" має недопустимий формат. Файл має бути ${kind === 'photo' ? 'фото' : 'відео'}`,
    rejected: (file: string, reason: string) => `Файл "${file}" не прийнято: ${reason}`,
    /** A file over the server's upload limit, refused before it is staged in the browser. */
    overLimit: (file: string, limit: string) => `Файл "${file}" більший за ${limit}: сервер приймає файли до ${limit}`,
  },

  queue: {
    title: 'Черга завантажень',
    button: (pending: number) => (pending > 0 ? `Черга завантажень: очікують ${pending}` : 'Черга завантажень'),
    offline: 'Офлайн',
    offlineHint: 'Немає мережі: завантаження чекають у черзі й підуть, щойно зʼявиться звʼязок',
    empty: 'Черга порожня',
    queued: 'Завантаження додано в чергу',
    states: {
      queued: 'У черзі',
      sending: 'Надсилається',
      retrying: 'Очікує повтору',
      'needs-attention': 'Потребує уваги',
      done: 'Завантажено',
    },
    files: (count: number) => `Файлів: ${count}`,
    attempts: (count: number) => `Спроб: ${count}`,
    progress: (label: string) => `Прогрес: ${label}`,
    retry: 'Повторити',
    remove: 'Прибрати',
    retryLabel: (target: string) => `Повторити завантаження: ${target}`,
    removeLabel: (target: string) => `Прибрати з черги: ${target}`,
    errors: {
      timeout: 'Сервер не відповів вчасно',
      stalled: 'Передача зупинилася більш ніж на 30 секунд',
      status: (status: number) => `Сервер відповів помилкою ${status}`,
      /** The files' size and how much the browser can hold (what its estimate allows, or what did fit before it refused). */
      noSpace: (needed: string, holds: string) =>
        `Браузер не вміщує ${needed} для надсилання: він може зберегти лише ${holds} (у приватному вікні — менше, ніж показує його оцінка). Відкрийте звичайне вікно, звільніть місце або додайте менше файлів`,
      storageUnavailable: 'Браузер не дозволяє зберегти файли для надсилання (можливо, увімкнено приватний режим). Файли залишилися у формі',
    },
  },

  creation: {
    backgroundKind: 'Тип фону',
    backgroundVideo: 'відео',
    backgroundPicture: 'картинка',
    folders: 'Папки з фоном',
    foldersHint: 'Фон для кожного відео береться випадково з вибраних папок',
    /** A folder's counts beside its name in the picker. */
    folderCounts: (images: number, videos: number) => `${formatCount(images)} фото · ${formatCount(videos)} відео`,
    source: 'Вихідне відео',
    dropVideo: 'Перетягніть відео сюди щоб додати його',
    sourceHint: 'Рівно одне відео. Попередній перегляд — кадр на 1-й секунді',
    queueLabel: (fileName: string, count: number) => `${fileName} × ${count}`,
    caption: 'Запити на створення відео',
    sourceColumn: 'Джерело',
    progress: 'Готово',
    progressOf: (done: number, total: number) => `${formatCount(done)} з ${formatCount(total)}`,
    publish: 'Опублікувати',
    /** A request whose every video was already sent: its row leads to the publication instead. */
    openPublication: 'Відкрити публікацію',
    openPublicationLabel: (title: string) => `Відкрити публікацію «${title}»`,
    sentOf: (sent: number, total: number) => `Надіслано: ${formatCount(sent)} з ${formatCount(total)}`,
    errorFallback: 'Невідома помилка',
    pendingTitle: 'Очікують надсилання',
    pendingHint: 'Запит зʼявиться в таблиці, щойно сервер його прийме',
    videosTitle: (count: number) => `Готові відео (${count})`,
    videoLabel: (index: number) => `Відео ${index}`,
    openVideo: 'Відкрити в новій вкладці',
    noVideos: 'Відео ще не готові',
    publishingNext: 'Форма публікації зʼявиться тут найближчим часом',
  },

  /** The publishing form (SPEC §2 /video/request/{idUpload}). */
  publication: {
    contentSection: 'Що публікуємо',
    targetSection: 'Куди публікуємо',
    title: 'Назва',
    description: 'Опис',
    descriptionHint: 'Необовʼязково',
    tags: 'Теги',
    tagSets: 'Набори тегів',
    tagSetsPlaceholder: 'Додати теги з набору',
    tagSetsHint: 'Теги вибраного набору додаються до поля «Теги»',
    tagSetOption: (name: string, count: number) => `${name} (${count})`,
    accounts: 'Профілі',
    accountsHint: (profiles: number, videos: number) => `Вибрано профілів: ${profiles} з ${videos}. Відео 1 отримує перший профіль, відео 2 — другий і так далі`,
    groups: 'Групи профілів',
    groupsPlaceholder: 'Додати профілі групи',
    groupsHint: 'Профілі вибраної групи додаються до списку профілів',
    groupOption: (name: string, count: number) => `${name} (${count})`,
    platforms: 'Платформи',
    date: 'Дата публікації',
    dateHint: 'Київський час; порожньо — опублікувати одразу',
    /** Under a chosen date: the moment in words, with Kyiv's offset that day (it changes with summer time). */
    dateAt: (when: string, offset: string) => `Київський час (${offset}): ${when}`,
    /** A wall time the spring change skips (03:00–03:59 on the last Sunday of March). */
    dateSkipped: (when: string) => `Цієї хвилини в Києві немає (перехід на літній час): буде опубліковано ${when}`,
    dateIncomplete: 'Заповніть день, місяць, рік, години й хвилини або очистьте поле',
    videosHint: 'Кожне відео отримує профіль на тій самій позиції, що й у списку профілів',
    videoLabel: (index: number) => `Відео ${index}`,
    profile: 'Профіль',
    notPublished: 'Без профілю — не буде опубліковано',
    alreadySent: 'Уже надіслано на публікацію',
    allSent: 'Усі відео цього запиту вже надіслано на публікацію.',
    openPublished: 'Відкрити публікацію',
    /** The published item, named as its own page names it. */
    publicationName: (title: string) => `Публікація «${title}»`,
    sentSection: 'Надіслано на публікацію',
    publicationFact: 'Публікація',
    sentNote: 'Назву, опис, теги й платформи тепер змінюють на сторінці публікації; там же видно стан кожного відео на кожній платформі.',
    partlySent: (sent: number, total: number) => `Уже надіслано ${formatCount(sent)} з ${formatCount(total)} відео; форма публікує решту в ту саму публікацію.`,
    /** Over the publication's metadata (both forms): which videos a change of it reaches. */
    changesReach: (count: number) => `Зміни стосуються лише ${count} відео, які ще не опубліковані`,
    /** The confirmation at the button: what the click will publish, and where. */
    summaryLabel: 'Буде опубліковано',
    summary: (videos: number, profiles: number, platforms: readonly string[]) =>
      `${videos} відео → ${profiles} ${profilesWord(profiles)}: ${platforms.length > 0 ? platforms.join(', ') : 'платформу не вибрано'}`,
    submit: 'Опублікувати',
    noVideos: 'Відео ще не готові',
    openVideo: 'Відкрити в новій вкладці',
  },

  /** The segmented date-time field (shared UI): Ukrainian order, 24-hour, whatever the browser's language. */
  dateTime: {
    clear: (label: string) => `Очистити поле «${label}»`,
    clearTitle: 'Очистити',
  },

  /** The 'YouTube' list (SPEC §2 /video/list) and the published item (/video/youtube/{idUpload}). */
  published: {
    caption: 'Публікації відео',
    id: 'ID',
    title: 'Назва',
    status: 'Статус',
    progress: 'Прогрес',
    progressOf: (success: number, total: number) => `${success}/${total} опубліковано`,
    errors: (count: number) => `Помилок: ${count}`,
    publishAt: 'Дата публікації',
    immediately: 'Одразу',
    createdAt: 'Створено',
    editSection: 'Дані публікації',
    tags: 'Теги',
    tagsHint: 'Через кому, наприклад: shorts, музика, гумор',
    description: 'Опис',
    platforms: 'Платформи',
    rowsTitle: (count: number) => `Публікації на платформах (${count})`,
    rowsEmpty: 'Публікацій ще немає',
    videoLabel: (index: number) => `Відео ${index}`,
    profile: 'Профіль',
    publishedAt: 'Опубліковано',
    scheduledAt: 'Заплановано',
    /** A waiting row's slot under its profile's posting limits (Kyiv time). */
    plannedAt: 'Заплановано на',
    openPost: 'Відкрити допис',
    openPostLabel: (platform: string, video: string) => `Відкрити допис ${platform}: ${video}`,
    attempts: (count: number) => `Спроб: ${count}`,
    retry: 'Опублікувати',
    retryLabel: (platform: string, video: string) => `Опублікувати ще раз ${platform}: ${video}`,
    openRequest: 'Запит на створення',
    autoRefresh: 'Оновлюється автоматично',
    nextAttempt: 'Наступна спроба',
    /** A row the platform is still processing: when its verdict is asked for again. */
    nextCheck: 'Наступна перевірка',
    linkAfterModeration: 'Посилання зʼявиться після модерації',
    /** A row that went to its platform under a title the item no longer has. */
    sentAs: (title: string) => `Надіслано з назвою «${title}»`,
  },

  /** The TikTok and YouTube choices of the publishing form and of the published item's edit form. */
  platformOptions: {
    section: 'Налаштування платформ',
    tiktok: 'TikTok',
    youtube: 'YouTube',
    tiktokProfiles: 'Профілі в TikTok',
    tiktokNoProfiles: 'Виберіть профілі: що дозволено в TikTok, залежить від кожного профілю',
    tiktokLoading: 'Запитуємо налаштування TikTok…',
    tiktokCreator: (nickname: string, username: string) => `${nickname} (@${username})`,
    tiktokRetry: 'Повторити',
    tiktokRetryLabel: (profile: string) => `Повторити запит до TikTok для профілю ${profile}`,
    privacy: 'Хто бачитиме відео',
    privacyPlaceholder: 'Виберіть, хто бачитиме',
    privacyHint: 'Лише варіанти, які TikTok дозволяє кожному вибраному профілю',
    privacyWaiting: 'Варіанти зʼявляться, щойно TikTok відповість для вибраних профілів',
    privacyNone: 'У вибраних профілів немає спільного варіанта в TikTok: опублікуйте їх окремо',
    allowComments: 'Дозволити коментарі',
    allowDuet: 'Дозволити дуети',
    allowStitch: 'Дозволити stitch',
    interactionOff: (profiles: string) => `Вимкнено в налаштуваннях TikTok: ${profiles}`,
    processingNote: 'Після публікації TikTok обробляє відео від кількох хвилин до кількох годин (модерація).',
    musicBefore: 'Публікуючи, ви погоджуєтеся з ',
    musicLink: 'Політикою використання музики TikTok',
    musicUrl: 'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en',
    madeForKids: 'Відео створене для дітей',
    madeForKidsHint: 'YouTube вимагає цієї відповіді для кожного відео',
    yes: 'Так',
    no: 'Ні',
    notifySubscribers: 'Сповістити підписників',
    category: 'Категорія',
    youtubeTagsCount: (count: number, max: number) => `Теги для YouTube: ${count} / ${max}`,
  },

  /** Issue 18: the uniqueness level of a request and the similarity score of its variants. */
  uniqueness: {
    more: 'Додатково',
    moreHint: 'Необовʼязково',
    level: 'Унікалізація',
    levelHint: 'Наскільки по-різному виглядатимуть і звучатимуть відео одного запиту: колір, швидкість, кадрування, зерно, звук',
    levelFact: 'Унікалізація',
    levelOff: 'Вимкнена',
    distances: (source: number, nearest: number | null) =>
      `Відмінність від джерела: ${formatDecimal(source)} з 64; від найближчого сусіднього відео: ${nearest === null ? 'ще не оцінено' : `${formatDecimal(nearest)} з 64`}`,
    tooSimilar: (positions: readonly number[]) => `Надто схоже на відео ${positions.join(', ')}`,
    weakestPair: 'Найменш відмінна пара',
    pair: (a: number, b: number, distance: number) => `Відео ${a} і ${b}: ${formatDecimal(distance)} з 64`,
    scoreExplained: 'Середня відстань Хеммінга між перцептивними хешами 16 кадрів (0 — однакові, близько 32 — зовсім різні)',
    notScored: 'Унікальність ще не оцінено',
    warningTitle: 'Схожі відео підуть у різні профілі',
    warningPair: (a: number, b: number, profileA: string, profileB: string) => `Відео ${a} і ${b} майже однакові, а підуть у різні профілі: ${profileA} і ${profileB}.`,
    warningAdvice: 'Платформи можуть вважати їх повторним вмістом. Виберіть менше профілів або створіть запит із вищою унікалізацією.',
  },

  /** Proxy checks, the health board and 'Повторити невдалі' (issue 13). */
  /** The proxy's last check, beside a profile's status. */
  proxyState: {
    ok: 'Проксі працює',
    down: 'Проксі недоступний',
    unchecked: 'Проксі не перевірено',
  },

  fleet: {
    nav: 'Стан профілів',
    title: 'Стан профілів',
    checkProxy: 'Перевірити проксі',
    checkVisible: 'Перевірити проксі',
    checkVisibleHint: (count: number) => `Перевірити проксі всіх профілів на цій сторінці: ${count}`,
    checking: 'Перевіряємо проксі…',
    checkedAll: (total: number, down: number) =>
      down === 0 ? `Проксі перевірено: ${total}, усі відповідають` : `Проксі перевірено: ${total}, не відповідають: ${down}`,
    proxyTitle: 'Перевірка проксі',
    neverChecked: 'Проксі ще не перевіряли',
    proxyOk: 'Проксі працює',
    proxyDown: 'Проксі не відповідає',
    exitIp: 'IP-адреса виходу',
    latency: 'Затримка',
    latencyMs: (ms: number) => `${ms} мс`,
    checkedAt: 'Перевірено',
    proxyError: 'Причина',
    /** 'Спільна IP-адреса з профілями #12, #40' (other users' profiles only counted). */
    sharedIp: (ids: number[], others: number) =>
      [
        ids.length > 0 ? `Спільна IP-адреса з ${ids.length === 1 ? 'профілем' : 'профілями'} ${ids.map((id) => `#${id}`).join(', ')}` : '',
        others > 0 ? `${ids.length > 0 ? '; також з профілями' : 'Спільна IP-адреса з профілями'} інших користувачів: ${others}` : '',
      ].join(''),
    sharedIpHint: 'Платформи бачать ці профілі з однієї адреси: так їх легко повʼязати між собою',
    proxyDownLine: (reason: string | null) => `Проксі не відповідає${reason ? `: ${reason}` : ''}`,
    retryFailed: 'Повторити невдалі',
    retryFailedHint: (count: number) => `Публікацій зі статусом «Помилка»: ${count}`,
    retriedToast: (count: number) => (count === 0 ? 'Невдалих публікацій не залишилося' : `Повторюємо невдалі: ${count}`),
    filters: 'Фільтри',
    summary: 'Підсумок за станами',
    stateAndProxy: 'Стан і проксі',
    retryFailedShort: (count: number) => `Повторити невдалі: ${count}`,
    summaryAll: 'Усі',
    state: 'Стан',
    anyState: 'Усі стани',
    platform: 'Платформа',
    anyPlatform: 'Усі платформи',
    group: 'Група',
    anyGroup: 'Усі групи',
    profile: 'Профіль',
    owner: 'Користувач',
    proxy: 'Проксі',
    posts: 'Публікації',
    lastSuccess: 'Остання',
    lastError: 'Остання помилка',
    posts24h: 'За 24 год',
    posts24hOf: (posts: number, cap: number) => `${formatCount(posts)} з ${formatCount(cap)}`,
    posts24hLabel: (posts: number, cap: number) => `Публікацій за останні 24 години: ${formatCount(posts)} з ${formatCount(cap)} дозволених`,
    nextPlanned: 'Наступна',
    queuedNow: 'У черзі',
    none: '—',
    limitedUntil: (until: string) => `до ${until}`,
    openProfile: (name: string) => `Відкрити профіль ${name}`,
    checkProxyOf: (name: string) => `Перевірити проксі профілю ${name}`,
    retryFailedOf: (name: string, platform: string, count: number) => `Повторити невдалі публікації профілю ${name} у ${platform}: ${count}`,
    empty: 'Профілів з увімкненими платформами ще немає',
  },

  /** Issue 13 'Charts': views, likes and comments over time, and an item's posts ranked by views. */
  stats: {
    title: 'Статистика',
    empty: 'Статистики ще немає: вона зʼявиться після першої публікації',
    kyivTime: 'Час київський. Лінії показують, скільки набрали всі дописи на ту мить.',
    onePoint: 'Поки що один замір: лінія зʼявиться після наступного збору статистики.',
    tiktokNote: 'TikTok не віддає перегляди, вподобання й коментарі за дозволом на публікацію, тому його тут немає.',
    youtube: 'YouTube',
    instagram: 'Instagram',
    total: 'Разом',
    at: 'Станом на',
    showTable: 'Показати таблицею',
    hideTable: 'Сховати таблицю',
    tableCaption: (metric: string) => `${metric} за часом (київський час)`,
    chartLabel: (metric: string, total: string, youtube: string, instagram: string) =>
      `${metric}: графік за часом. Зараз разом ${total}: YouTube ${youtube}, Instagram ${instagram}`,
    chartFailed: 'Графік не вдалося показати: дані — у таблиці',
    ranking: 'Найкращі відео за переглядами',
    rankingCaption: 'Відео публікації за переглядами, від найкращого',
    rankingEmpty: 'Ще немає опублікованих відео на YouTube чи Instagram',
    place: 'Місце',
    video: 'Відео',
    profile: 'Профіль',
    platform: 'Платформа',
    openPost: 'Відкрити',
    openPostLabel: (platform: string, video: string) => `Відкрити допис ${platform}: ${video}`,
  },

  pages: {
    accountsList: 'Профіля',
    accountCreate: 'Створити профіль',
    /** A profile is named by its comment (what tells profiles apart), else by its id. */
    accountDetail: (id: number | string, comments?: string) => (commentName(comments) ? `Профіль «${commentName(comments)}»` : `Профіль #${id}`),
    groupsList: 'Групи профілів',
    groupCreate: 'Створити групу',
    groupDetail: (id: number | string, name?: string) => (name ? `Група «${name}»` : `Група #${id}`),
    videoList: 'YouTube',
    videoCreate: 'Створити відео',
    creationRequests: 'Запити на створення',
    /** The publishing form of a creation request, numbered as the requests list numbers it. */
    publication: (requestId?: number) => (requestId === undefined ? 'Публікація запиту' : `Публікація запиту #${requestId}`),
    /** A published item, named by its title (the same name the request page links it by). */
    publishedItem: (title?: string) => (title ? `Публікація «${title}»` : 'Публікація'),
    backgrounds: 'Задній фон',
    createFolder: 'Створити папку',
    backgroundUpload: 'Задній фон',
    tags: 'Теги',
    tagCreate: 'Створити тег',
    tagDetail: (id: number | string, name?: string) => (name ? `Набір тегів «${name}»` : `Набір тегів #${id}`),
  },
} as const;
