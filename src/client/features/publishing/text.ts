import { formatCount, formatDecimal } from '@client/lib/format-number';

/** 'профіль', 'профілі' or 'профілів' after the number `count` (Ukrainian plural rules). */
function profilesWord(count: number): string {
  const rule = new Intl.PluralRules('uk').select(count);
  return rule === 'one' ? 'профіль' : rule === 'few' ? 'профілі' : 'профілів';
}

/**
 * The publishing form, the 'YouTube' list and the published item.
 */
export const publishingText = {
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
    accountsHint: (profiles: number, videos: number) =>
      `Вибрано профілів: ${profiles} з ${videos}. Відео 1 отримує перший профіль, відео 2 — другий і так далі`,
    groups: 'Групи профілів',
    groupsPlaceholder: 'Додати профілі групи',
    groupsHint: 'Профілі вибраної групи додаються до списку профілів',
    groupOption: (name: string, count: number) => `${name} (${count})`,
    labels: 'Мітки профілів',
    labelsPlaceholder: 'Додати профілі з міткою',
    labelsHint: 'Усі профілі з вибраною міткою додаються до списку профілів',
    labelOption: (label: string, count: number) => `Усі з міткою «${label}» (${count})`,
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
    partlySent: (sent: number, total: number) =>
      `Уже надіслано ${formatCount(sent)} з ${formatCount(total)} відео; форма публікує решту в ту саму публікацію.`,
    /** Over the publication's metadata (both forms): which videos a change of it reaches. */
    changesReach: (count: number) => `Зміни стосуються лише ${count} відео, які ще не опубліковані`,
    /** The confirmation at the button: what the click will publish, and where. */
    summaryLabel: 'Буде опубліковано',
    summary: (videos: number, profiles: number, platforms: readonly string[]) =>
      `${videos} відео → ${profiles} ${profilesWord(profiles)}: ${platforms.length > 0 ? platforms.join(', ') : 'платформу не вибрано'}`,
    submit: 'Опублікувати',
    noVideos: 'Відео ще не готові',
    openVideo: 'Відкрити в новій вкладці',
    videosTitle: (count: number) => `Готові відео (${count})`,
  },
  /** The 'YouTube' list (/video/list) and the published item (/video/youtube/{idUpload}). */
  /** Choosing a published item's rows and acting on them. */
  rowSelection: {
    bar: 'Дії з вибраними рядками',
    selected: (count: number) => `Вибрано рядків: ${count}`,
    none: 'Рядки не вибрано',
    selectShown: 'Вибрати всі показані',
    selectRow: (video: string, platform: string) => `Вибрати рядок: ${video} · ${platform}`,
    retry: (count: number) => `Повторити невдалі (${count})`,
    remove: (count: number) => `Видалити заплановані (${count})`,
    clear: 'Скасувати вибір',
    retryTitle: 'Повторити вибрані невдалі рядки?',
    retryText: (count: number) => `${count} рядків з помилкою буде опубліковано знову.`,
    retryConfirm: 'Повторити',
    removeTitle: 'Видалити вибрані заплановані рядки?',
    removeText: (count: number) =>
      `${count} запланованих рядків буде видалено: їх не буде опубліковано. Рядки, які вже пішли на платформу, залишаться.`,
    retried: (count: number) => `Повторено рядків: ${count}`,
    deleted: (count: number) => `Видалено рядків: ${count}`,
    refusedCount: (count: number) => `Не виконано для ${count}`,
  },
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
    /** The rows' filter: counts per status and which rows to show (`?rows=`). */
    rowFilter: 'Показати',
    rowFilters: { all: 'Усі', error: 'Лише помилки', scheduled: 'Заплановані' },
    rowFilterOption: (label: string, count: number) => `${label} (${formatCount(count)})`,
    statusCounts: 'За статусом',
    rowsFilteredEmpty: 'Нічого не знайдено',
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
  /** A published item's row: the text it is (or was) posted with. */
  rowPostText: {
    willSend: 'Текст, з яким буде опубліковано',
    sent: 'Текст, з яким опубліковано',
    title: 'Назва',
    description: 'Опис',
    tags: 'Теги',
  },
  /** The texts written per platform over the shared title and description, and their preview per profile. */
  platformTexts: {
    section: 'Тексти для платформ',
    intro: 'Назва, опис і теги вище — спільні для всіх платформ. Тут можна написати свій текст для платформи; порожнє поле бере спільний.',
    variables:
      'Змінні заповнюються для кожного профілю: {профіль} — назва профілю, {група} — його група, {посилання} — сторінка профілю на платформі.',
    disclosure: { youtube: 'Текст для YouTube', tiktok: 'Текст для TikTok', instagram: 'Текст для Instagram' },
    own: 'свій текст',
    shared: 'спільний текст',
    youtubeTitle: 'Назва для YouTube',
    youtubeDescription: 'Опис для YouTube',
    tiktok: 'Підпис для TikTok',
    instagram: 'Підпис для Instagram',
    emptyUsesShared: 'Порожнє поле — спільна назва',
    emptyUsesSharedDescription: 'Порожнє поле — спільний опис',
    descriptionBytes: 'Лічильник — у байтах: кирилична літера займає 2',
    captionHint: 'Порожнє поле — спільні назва й опис. Хештеги з тегів додаються в кінці',
    instagramHashtags: 'Хештеги з тегів додаються в кінці (не більше 30)',
    preview: 'Як буде надіслано',
    previewProfile: 'Для профілю',
    previewNoProfile: 'Змінні залишені як є: виберіть профілі, щоб побачити текст кожного',
    previewLoading: 'Завантажуємо дані профілів…',
    previewTitle: 'Назва',
    previewDescription: 'Опис',
    previewTags: 'Теги',
    previewCaption: 'Підпис',
    previewEmpty: '(порожньо)',
    profileWithoutPlatform: (platform: string) => `У цього профілю ${platform} вимкнено: рядка для нього не буде`,
  },
  uniqueness: {
    levelFact: 'Унікалізація',
    levelOff: 'Вимкнена',
    distances: (source: number, nearest: number | null) =>
      `Відмінність від джерела: ${formatDecimal(source)} з 64; від найближчого сусіднього відео: ${nearest === null ? 'ще не оцінено' : `${formatDecimal(nearest)} з 64`}`,
    tooSimilar: (positions: readonly number[]) => `Надто схоже на відео ${positions.join(', ')}`,
    weakestPair: 'Найменш відмінна пара',
    pair: (a: number, b: number, distance: number) => `Відео ${a} і ${b}: ${formatDecimal(distance)} з 64`,
    scoreExplained: 'Середня відстань Хеммінга між перцептивними хешами 16 кадрів (0 — однакові, близько 32 — зовсім різні)',
    notScored: 'Відмінність між варіантами ще не оцінено',
    /** Beside every verdict: what it measures, and what it does not. */
    caveat: 'Порівнює кадри варіантів цього запиту між собою; нічого не каже про те, як платформа оцінить відео',
    warningTitle: 'Схожі відео підуть у різні профілі',
    warningPair: (a: number, b: number, profileA: string, profileB: string) =>
      `Відео ${a} і ${b} майже однакові, а підуть у різні профілі: ${profileA} і ${profileB}.`,
    warningAdvice: 'Платформи можуть вважати їх повторним вмістом. Виберіть менше профілів або створіть запит із вищою унікалізацією.',
  },
  /** Which chosen profiles can publish now: the chips' marks, the summary's counts, the choice before sending. */
  /** 'У наступні вільні слоти' beside the date: each row in its profile's next free weekly slot. */
  nextSlots: {
    label: 'У наступні вільні слоти',
    hint: 'Кожне відео піде в найближчий вільний слот тижневого розкладу свого профілю (власного, мітки чи групи), який дозволяють ліміти. Дата тоді не потрібна.',
    checking: 'Перевіряємо розклади профілів…',
    dateOff: 'Дата не потрібна: відео підуть у наступні вільні слоти',
  },
  readiness: {
    /** The summary at the button: rows per platform that will really be made, and the unready pairs apart. */
    summary: (videos: number, profiles: number, rows: readonly { label: string; count: number }[], unready: number) =>
      `${videos} відео → ${profiles} ${profilesWord(profiles)}: ${
        rows.length > 0 ? rows.map((row) => `${row.label}: ${formatCount(row.count)}`).join(', ') : 'платформу не вибрано'
      }${unready > 0 ? `; неготових: ${formatCount(unready)}` : ''}`,
    checking: 'перевіряємо готовність профілів…',
    /** On a chip (and read with it): what holds the profile back, per platform. */
    chipWarning: (reasons: readonly string[]) => `Не готовий: ${reasons.join('; ')}`,
    pairReason: (platform: string, reasons: readonly string[]) => `${platform} — ${reasons.join(', ').toLocaleLowerCase('uk')}`,
    withoutPlatform: 'жодна з вибраних платформ не ввімкнена',
    dialogTitle: (count: number) => `Неготових публікацій: ${formatCount(count)}`,
    dialogText: 'Ці профілі зараз не можуть опублікувати на вказаних платформах. Пропустіть їх або виправте профілі й опублікуйте знову.',
    skip: (count: number) => `Пропустити ${formatCount(count)} неготових`,
    fix: 'Виправити профілі',
    openProfile: (title: string) => `Відкрити профіль ${title} у новій вкладці`,
    allUnready: 'Усі вибрані публікації неготові: виправте профілі або виберіть інші.',
  },
  /** Publication presets on the form: the picker at its top and 'Зберегти як шаблон'. */
  presets: {
    picker: 'Шаблон публікації',
    pickerPlaceholder: 'Заповнити форму за шаблоном',
    pickerHint: 'Платформи, їхні налаштування, теги, профілі груп і міток та час; усе можна змінити',
    none: 'Шаблонів ще немає: заповніть форму й натисніть «Зберегти як шаблон»',
    /** An admin sees other users' presets too, named with their owner. */
    option: (name: string, owner: string | null) => (owner ? `${name} · ${owner}` : name),
    saveAs: 'Зберегти як шаблон',
    applied: (name: string) => `Форму заповнено за шаблоном «${name}».`,
    /** What the preset named that is gone now; the rest was applied. */
    dropped: (groups: readonly string[], labels: readonly string[]) =>
      `Уже немає: ${[...groups.map((name) => `групи «${name}»`), ...labels.map((label) => `мітки «${label}»`)].join(', ')} — застосовано решту.`,
    dialogTitle: 'Зберегти як шаблон',
    dialogText:
      'Шаблон запамʼятає платформи, налаштування TikTok і YouTube, теги, групи й мітки профілів і час. Назва, опис і відео щоразу свої.',
    name: 'Назва шаблону',
    groups: 'Групи профілів',
    groupsHint: 'Профілі цих груп стануть вибраними, коли шаблон застосують',
    labels: 'Мітки профілів',
    labelsHint: 'Так само: усі профілі з цими мітками',
    timing: 'Час публікації',
    timingNone: 'Не задавати',
    timingTimeOfDay: 'О певній годині (за Києвом)',
    time: 'Година',
    timeHint: 'Сьогодні, якщо цей час ще не минув, інакше завтра',
    saves: 'Буде збережено',
    nothingChosen: 'платформ не вибрано',
    tagsCount: (count: number) => `тегів: ${formatCount(count)}`,
    save: 'Зберегти шаблон',
  },
  /** 'Опублікувати ще раз так само': from a published item to another request's form, prefilled. */
  republish: {
    action: 'Опублікувати ще раз так само',
    dialogTitle: 'Опублікувати ще раз так само',
    dialogText:
      'Виберіть запит, відео якого опублікувати. Форма відкриється з тими самими платформами, налаштуваннями, тегами й профілями; назву й опис введете нові.',
    request: 'Запит',
    requestOption: (id: number, source: string, left: number) => `#${id} (вільних відео: ${formatCount(left)}) · ${source}`,
    noRequests: 'Немає готових запитів з неопублікованими відео. Створіть новий запит, а коли відео будуть готові, поверніться сюди.',
    open: 'Відкрити форму',
    loadFailed: 'Не вдалося прочитати публікацію, за якою заповнювати форму; форма порожня.',
    prefilled: (title: string) => `Форму заповнено як у публікації «${title}»: платформи, налаштування, теги й профілі.`,
    droppedProfiles: (count: number) => `Профілів, яких ця форма не пропонує (видалені або недоступні): ${formatCount(count)}.`,
  },
  pages: {
    videoList: 'YouTube',
    /** The publishing form of a creation request, numbered as the requests list numbers it. */
    publication: (requestId?: number) => (requestId === undefined ? 'Публікація запиту' : `Публікація запиту #${requestId}`),
    /** A published item, named by its title (the same name the request page links it by). */
    publishedItem: (title?: string) => (title ? `Публікація «${title}»` : 'Публікація'),
  },
} as const;
