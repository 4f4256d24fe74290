/**
 * Texts of the pieces every screen shares: the app's name, the ui components (components/ui,
 * components/media), the actions and column names many screens use, the names of the platforms, and
 * the titles of the screens other areas link to (a link, the manifest's shortcuts, the upload queue).
 * A screen's own texts are in its feature's text.ts, the shell's in app/text.ts.
 */
export const commonText = {
  appName: 'Shorts Publisher',
  networkError: 'Немає звʼязку із сервером',
  loading: 'Завантаження',
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
  fields: {
    id: 'ID',
    name: 'Назва',
    status: 'Статус',
    createdAt: 'Створено',
  },
  platforms: {
    youtube: 'YouTube',
    tiktok: 'TikTok',
    instagram: 'Instagram',
  },
  screens: {
    videoCreate: 'Створити відео',
    creationRequests: 'Запити на створення',
    backgrounds: 'Задній фон',
  },
  retryFailed: {
    label: 'Повторити невдалі',
    hint: (count: number) => `Публікацій зі статусом «Помилка»: ${count}`,
    done: (count: number) => (count === 0 ? 'Невдалих публікацій не залишилося' : `Повторюємо невдалі: ${count}`),
  },
  notFound: { code: '404', text: 'Сторінку не знайдено', home: 'На головну' },
  pagination: {
    label: 'Сторінки',
    page: (page: number) => `Сторінка ${page}`,
    jump: (page: number) => `Перейти до сторінки ${page}`,
    previous: 'Попередня сторінка',
    next: 'Наступна сторінка',
  },
  select: {
    open: 'Відкрити список',
    remove: (label: string) => `Прибрати ${label}`,
    selectAll: 'Вибрати всі',
    selectFound: 'Вибрати знайдені',
  },
  /** A list's 'Знайти' box (its placeholder is commonMessages.searchPlaceholder). */
  search: {
    clear: 'Очистити пошук',
    found: (count: number) => `Знайдено: ${count}`,
    nothingFound: (q: string) => `Нічого не знайдено за запитом «${q}»`,
    hint: 'Перевірте написання або пошукайте за іншим словом чи номером.',
  },
  /** The segmented date-time field (shared UI): Ukrainian order, 24-hour, whatever the browser's language. */
  dateTime: {
    clear: (label: string) => `Очистити поле «${label}»`,
    clearTitle: 'Очистити',
  },
  passwordInput: {
    show: 'Показати пароль',
    hide: 'Приховати пароль',
  },
  tagInput: {
    hint: 'Enter, пробіл або кома додає тег; Backspace у порожньому полі прибирає останній',
    removeTag: (tag: string) => `Прибрати тег ${tag}`,
    removeLabel: (label: string) => `Прибрати мітку ${label}`,
    more: (count: number) => `+${count}`,
  },
  characterCount: {
    figure: (length: number, max: number) => `${length} / ${max}`,
    left: (count: number) => `Залишилося символів: ${count}`,
    over: (count: number) => `Забагато символів: на ${count} більше за межу`,
  },
  formDraft: {
    restored: (at: string) => `Відновлено чернетку від ${at}`,
    secretsNotKept: 'Паролі, ключі й токени в чернетці не зберігаються: введіть їх знову.',
    discard: 'Скинути',
    leaveTitle: 'Піти зі сторінки?',
    leaveDescription: 'Форму не надіслано. Введене збережено як чернетку на цьому пристрої й буде відновлено, коли ви повернетеся.',
    leave: 'Піти',
    stay: 'Залишитися',
  },
  dropzone: {
    tooLarge: (file: string, kind: 'photo' | 'video') =>
      `Файл "${file}" має недопустимий формат. Файл має бути ${kind === 'photo' ? 'фото' : 'відео'}`,
    rejected: (file: string, reason: string) => `Файл "${file}" не прийнято: ${reason}`,
    /** A file over the server's upload limit, refused before it is staged in the browser. */
    overLimit: (file: string, limit: string) => `Файл "${file}" більший за ${limit}: сервер приймає файли до ${limit}`,
    uploadPhotos: 'Завантажити фото',
    uploadVideos: 'Завантажити відео',
  },
  media: {
    removeFile: (name: string) => `Прибрати ${name}`,
    thumbnailLoading: 'Створення мініатюри…',
    thumbnailFailed: 'Мініатюра недоступна',
  },
} as const;
