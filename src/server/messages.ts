import { messages as sharedMessages } from '@shared/messages';

/**
 * The sentences only the server says: how a platform answered a publish, a stats read, a connection or
 * a profile action, in Ukrainian, stored on a row or a profile and shown by the client as the server's
 * message (the platform's own words go to the log only). They live here, not in src/shared, so the
 * browser never downloads them.
 */
export const platformMessages = {
  platformUnreachable: 'Не вдалося зʼєднатися з платформою через проксі профілю',
  willRetry: 'повторимо спробу',
  pacingTooManyPosts: 'платформа повідомила про надто часті публікації',
  pacingActionBlocked: 'Instagram тимчасово обмежив дії профілю',
  pacingPleaseWait: 'Instagram попросив зачекати перед наступними діями',
  /** A failure no mapping knows: the platform is named, its own words stay in the log. */
  platformFailed: (platform: string) => `${platform}: публікація не вдалася з невідомої причини; подробиці записано в журнал`,
  platformFailedUnnamed: 'Платформа відхилила запит з невідомої причини; подробиці записано в журнал',
  tiktokOptionsMissing: 'Для TikTok не вибрано, хто бачитиме відео: змініть публікацію й виберіть приватність',
  /** A publisher asked to act for a profile that has no credentials of the platform. */
  platformCredentialsMissing: (platform: string) => `Профіль не має доступів ${platform}`,
  // YouTube's answers on a row (its own English words go to the log only)
  youtubeAccessRevoked:
    'YouTube: Google більше не приймає доступ профілю (його відкликано або він застарів). Підключіть YouTube для профілю знову',
  /** Connecting YouTube: the profile's proxy failed during the code exchange after Google's consent. */
  youtubeConnectProxyFailed: (reason: string) =>
    `YouTube не підключено: проксі профілю не відповів (${reason}). Перевірте проксі на сторінці профілю кнопкою «Перевірити проксі» й підключіть YouTube ще раз`,
  youtubeClientRejected: 'YouTube: Google не визнає client_id або client_secret профілю. Перевірте їх і підключіть YouTube знову',
  youtubeScopesMissing:
    'YouTube: профіль не дозволив завантажувати відео й керувати каналом. Підключіть YouTube знову й дозвольте всі запитані дії',
  youtubeTokenRefused: 'YouTube не прийняв щойно оновлений доступ профілю; спробуємо ще раз',
  youtubeNoChannel: 'YouTube: обліковий запис Google профілю не має каналу YouTube. Створіть канал і повторіть публікацію',
  youtubeAccountClosed: 'YouTube: канал профілю закрито або призупинено',
  youtubeForbidden: 'YouTube заборонив цю дію для каналу профілю',
  youtubeQuotaExceeded: 'YouTube: вичерпано добову квоту API Google-проєкту профілю; вона оновлюється опівночі за тихоокеанським часом.',
  youtubeUploadLimit:
    'YouTube: канал досяг добового ліміту завантажень, який YouTube встановлює кожному каналу; повторимо приблизно через добу.',
  youtubeRateLimited: 'YouTube тимчасово обмежив кількість запитів.',
  youtubeUnavailable: 'YouTube тимчасово недоступний',
  youtubeTitleEmpty: 'Назва для YouTube порожня: змініть публікацію й вкажіть назву',
  youtubeTitleRejected:
    'YouTube не прийняв назву: вона порожня, довша за 100 символів або містить < чи >. Змініть назву й повторіть публікацію',
  youtubeDescriptionRejected: 'YouTube не прийняв опис: він довший за 5000 байтів або містить < чи >. Змініть опис і повторіть публікацію',
  youtubeTagsRejected:
    'YouTube не прийняв теги: разом вони довші за 500 символів (з комами й лапками) або містять < чи >. Змініть теги й повторіть публікацію',
  youtubeCategoryRejected: 'YouTube не прийняв категорію відео: виберіть іншу й повторіть публікацію',
  youtubePublishAtRejected: 'YouTube не прийняв дату відкладеної публікації: змініть дату й повторіть публікацію',
  youtubePrivacyRejected: 'YouTube не дозволив цьому каналу вибраний доступ до відео',
  youtubeMetadataRejected: 'YouTube не прийняв дані відео: перевірте назву, опис і теги та повторіть публікацію',
  youtubeMediaMissing: 'YouTube не отримав файл відео: повторіть публікацію',
  youtubeChannelDescriptionRejected: 'YouTube не прийняв опис каналу: не більше 1000 символів і без < чи >',
  youtubeRefused: (status: number) => `YouTube відхилив запит (код ${status}); подробиці записано в журнал`,
  youtubeSessionLost: 'YouTube кілька разів поспіль втратив сесію завантаження; спробуємо ще раз',
  youtubeNoVideoId: 'YouTube завершив завантаження, але не повідомив ідентифікатор відео',
  youtubeStatusUnknown:
    'YouTube: відео завантажено, але перевірити його стан поки не вдалося; перевіримо ще раз, не завантажуючи повторно.',
  youtubeProcessing: 'Обробляється на YouTube',
  youtubeProcessingGaveUp: (id: string, hours: number) =>
    `YouTube за ${hours} год так і не повідомив, що відео ${id} оброблено. Перевірте його у Творчій студії YouTube; повторна публікація спершу перевірить це саме відео, а не завантажить нове`,
  youtubeNothingToFollow: 'YouTube: не знайдено завантаженого відео, стан якого треба перевірити; повторіть публікацію',
  youtubeLockedPrivate: (id: string) =>
    `YouTube зробив відео ${id} приватним: Google-проєкт профілю не пройшов аудит YouTube API, тому все, що через нього завантажено, бачить лише власник каналу. Пройдіть аудит або підключіть перевірений проєкт і повторіть публікацію`,
  youtubeVideoRejected: (id: string, why: string) => `YouTube відхилив відео ${id}: ${why}`,
  youtubeProcessingFailed: (id: string, why: string) => `YouTube не зміг обробити відео ${id}: ${why}`,
  youtubeVideoDeleted: (id: string) =>
    `Відео ${id} більше немає на YouTube: його видалено. Повторіть публікацію, щоб завантажити його знову`,
  youtubeRejectionReasons: {
    claim: 'на нього заявив права правовласник (Content ID)',
    copyright: 'порушення авторських прав',
    duplicate: 'це дублікат уже завантаженого відео',
    inappropriate: 'неприйнятний вміст',
    legal: 'юридичні причини',
    length: 'неприйнятна тривалість',
    termsOfUse: 'порушення Умов використання YouTube',
    trademark: 'порушення прав на торговельну марку',
    uploaderAccountClosed: 'канал закрито',
    uploaderAccountSuspended: 'канал призупинено',
    other: 'причину YouTube не вказав',
  } as Record<string, string>,
  youtubeFailureReasons: {
    codec: 'непідтримуваний кодек',
    conversion: 'не вдалося перетворити відео',
    emptyFile: 'файл порожній',
    invalidFile: 'файл пошкоджений або не є відео',
    tooSmall: 'файл замалий',
    uploadAborted: 'завантаження перервано',
    other: 'причину YouTube не вказав',
  } as Record<string, string>,
  // TikTok's answers on a row (its own codes and text go to the log only)
  tiktokAccessMissing:
    'Доступи TikTok у профілі не заповнені або мають неправильний формат: вставте JSON з client_key, client_secret і refresh_token або підключіть TikTok',
  tiktokRefreshRefused:
    'TikTok більше не приймає збережений токен оновлення (власник відкликав доступ або токен застарів): підключіть TikTok у профілі заново',
  tiktokClientRefused: 'TikTok не прийняв client_key або client_secret із доступів профілю: перевірте їх і підключіть TikTok заново',
  tiktokTokenExpired:
    'Токен доступу TikTok недійсний або прострочений (такий токен діє лише добу): вставте в профіль JSON з client_key, client_secret і refresh_token або підключіть TikTok',
  tiktokAccessRefused: 'TikTok не прийняв доступ профілю навіть після оновлення токена: підключіть TikTok у профілі заново',
  tiktokScopeMissing: 'Акаунт TikTok не дав дозволу на публікацію відео: підключіть TikTok заново й погодьтеся на всі дозволи',
  tiktokPrivacyNotOffered: (label: string) =>
    `Приватність «${label}» зараз недоступна для цього акаунта TikTok: змініть публікацію й виберіть іншу`,
  tiktokPrivacyMismatch: 'Вибрана приватність недоступна для цього акаунта TikTok: змініть публікацію й виберіть іншу',
  tiktokTooLong: (seconds: number) => `Відео довше, ніж цей акаунт TikTok дозволяє публікувати (${seconds} с)`,
  tiktokUnaudited:
    'Застосунок TikTok цього профілю ще не пройшов аудит TikTok, тому може публікувати лише приватні відео: виберіть приватність «Лише я» або пройдіть аудит застосунку в TikTok for Developers',
  tiktokBanned: 'TikTok заборонив цьому акаунту публікувати відео: перевірте акаунт у застосунку TikTok',
  tiktokTooManyPosts: 'Акаунт TikTok досяг денного ліміту публікацій через API: спробуємо наступного дня',
  tiktokActiveUserCap:
    'Застосунок TikTok досяг денного ліміту акаунтів, які можуть публікувати (обмеження неперевіреного застосунку): спробуємо наступного дня',
  tiktokRateLimited: 'TikTok обмежив кількість запитів за хвилину: спробуємо трохи згодом',
  tiktokParamsRefused: 'TikTok відхилив параметри публікації',
  tiktokUnavailable: 'TikTok тимчасово недоступний',
  tiktokUnreachable: 'Не вдалося зʼєднатися з TikTok через проксі профілю',
  tiktokChunkRefused: 'TikTok відхилив частину відео під час завантаження',
  tiktokUploadInterrupted: 'Завантаження відео в TikTok перервалося; продовжимо з того самого місця',
  tiktokProcessing: 'TikTok ще обробляє відео (модерація може тривати кілька годин); перевіримо знову',
  tiktokCheckFailed: 'Не вдалося перевірити стан публікації в TikTok; перевіримо знову',
  tiktokGaveUp: 'TikTok не завершив публікацію за 48 годин: перевірте акаунт у TikTok, перш ніж повторювати',
  tiktokUnknownPublish: 'TikTok більше не знає цієї публікації: перевірте акаунт у TikTok, перш ніж повторювати',
  tiktokOtherAccount:
    'Цю публікацію почато з іншого акаунта TikTok (доступи профілю змінилися): перевірте акаунт у TikTok, перш ніж повторювати',
  tiktokInbox: 'TikTok надіслав відео в чернетки акаунта замість публікації: завершіть публікацію в застосунку TikTok',
  tiktokFailedRepeatedly: 'TikTok кілька разів не зміг обробити відео: спробуйте пізніше або інше відео',
  tiktokFailReasons: {
    file_format_check_failed: 'TikTok не прийняв формат файлу відео',
    duration_check_failed: 'Тривалість відео не підходить для TikTok',
    frame_rate_check_failed: 'Частота кадрів відео не підходить для TikTok',
    picture_size_check_failed: 'Роздільна здатність відео не підходить для TikTok',
    spam_risk_text: 'TikTok вважає підпис до відео спамом: змініть назву, опис або теги',
    spam_risk: 'TikTok відхилив публікацію як ризиковану (спам)',
    publish_cancelled: 'Публікацію скасовано в TikTok',
    other: 'TikTok не опублікував відео',
  } as Record<string, string>,
  // Instagram's answers on a row and on the profile (its own English goes to the log only)
  instagramBadCredentials: 'Instagram: невірний логін або пароль профілю',
  instagramTwoFactor: (totp: boolean, phoneHint: string | null) =>
    `Instagram: для входу потрібен код двофакторної перевірки ${totp ? 'із застосунку-автентифікатора' : phoneHint ? `із SMS на номер, що закінчується на ${phoneHint}` : 'із SMS'}. Введіть його на сторінці профілю.`,
  instagramChallengeCode: (contact: string | null) =>
    `Instagram просить підтвердити вхід: код надіслано ${contact ? `на ${contact}` : 'на пошту або телефон власника'}. Введіть його на сторінці профілю.`,
  instagramChallengeApp:
    'Instagram просить підтвердити вхід: відкрийте Instagram на телефоні власника профілю, підтвердьте, що це ви, а потім натисніть «Я підтвердив вхід» на сторінці профілю.',
  instagramSuspended: 'Instagram заблокував акаунт профілю: власнику потрібно відкрити Instagram і пройти перевірку',
  instagramSentryBlock:
    'Instagram тимчасово заблокував вхід у профіль через підозрілу активність. Увійдіть в Instagram з телефону власника, за потреби змініть проксі й повторіть публікацію пізніше.',
  instagramLoginPaused: (minutes: number) => `Instagram нещодавно заблокував вхід у профіль; нових спроб не буде ще ${minutes} хв`,
  instagramPleaseWait: 'Instagram просить зачекати кілька хвилин перед наступною спробою; спробуємо пізніше',
  instagramFeedbackRequired: 'Instagram тимчасово обмежив дії профілю; спробуємо пізніше',
  instagramSessionEnded: 'Instagram завершив сеанс профілю, а повторний вхід не вдався',
  instagramTranscoding: 'Instagram ще обробляє відео; перевіримо пізніше',
  instagramUnavailable: 'Instagram тимчасово недоступний',
  instagramNeedsUpgrade: 'Instagram вимагає новішу версію застосунку: потрібне оновлення програми',
  instagramRejected: (what: string, status: number) => `Instagram відхилив ${what} (код ${status})`,
  /** What was asked of Instagram, as `instagramRejected` and `instagramConnectionLost` name it. */
  instagramSteps: {
    publish: 'публікацію',
    feedCheck: 'перевірку публікацій',
    stats: 'запит статистики',
    profileRead: 'запит профілю',
    profileEdit: 'зміну профілю',
    videoUpload: 'завантаження відео',
    coverUpload: 'завантаження обкладинки',
    loginPrepare: 'підготовку входу',
    login: 'вхід',
    loginConfirm: 'підтвердження входу',
    code: 'код підтвердження',
  },
  instagramConnectionLost: (what: string) => `Instagram: зв'язок через проксі профілю перервано (${what}); спробуємо ще раз`,
  instagramNoMediaId: 'Instagram не повернув ідентифікатор публікації',
  instagramReelInputMissing: 'Instagram: для Reels потрібні обкладинка і тривалість відео',
  instagramMediaNeedsReupload: 'Instagram не знайшов завантажене відео; завантажимо його ще раз',
  instagramCodeWrong: 'Instagram: код не підійшов. Перевірте його й введіть ще раз',
  instagramCodeExpired: 'Instagram більше не чекає цього коду: повторіть публікацію, щоб отримати новий',
  instagramStillWaiting: 'Instagram ще не бачить підтвердження входу: підтвердьте вхід у застосунку й натисніть ще раз',
} as const;

/** Numbers in the import's refusals as Ukrainian writes them (10 000). */
const count = (value: number) => value.toLocaleString('uk-UA');

/** The profile import's refusals: of the whole file, and of a row by its column. */
export const importMessages = {
  importFileMissing: 'Додайте файл CSV або XLSX з профілями',
  importFileType: 'Файл має бути CSV або XLSX (Excel)',
  importFileUnreadable: 'Не вдалося прочитати файл: збережіть його як CSV (UTF-8) або XLSX і спробуйте ще раз',
  importFileTooLarge: (megabytes: number) => `Файл завеликий: не більше ${count(megabytes)} МБ`,
  importTooManyRows: (rows: number) => `У файлі забагато рядків: не більше ${count(rows)} профілів за раз`,
  importEmpty: 'У файлі немає жодного рядка з профілем',
  importKeyInvalid: 'Ключ зіставлення має бути «id» або «comment»',
  importNotFound: 'Імпорт не знайдено',
  importFileChanged: 'Це не той файл, який перевіряли: перевірте файл ще раз',
  importRunning: 'Цей імпорт уже виконується',
  unknownColumns: (headers: string[]) =>
    `Невідомі стовпці: ${headers.map((header) => `«${header}»`).join(', ')}. Назви стовпців — як у шаблоні`,
  duplicateColumn: (header: string) => `Стовпець «${header}» повторюється`,
  noProfileColumns: 'У першому рядку немає назв стовпців шаблону (наприклад, «Проксі»)',
  switchInvalid: 'Вкажіть «так» або «ні»',
  ipVersionInvalid: 'Вкажіть ipv4 або ipv6',
  idInvalid: 'ID має бути додатним цілим числом',
  commentKeyEmpty: 'Коментар порожній, а профілі зіставляються за коментарем',
  duplicateKey: (row: number) => `Такий самий ключ уже є в рядку ${count(row)}`,
  ambiguousComment: 'Кілька профілів мають такий коментар: зіставте за ID',
  groupUnknown: (name: string) => `Групу «${name}» не знайдено: створіть її або позначте «створити відсутні групи»`,
} as const;

/** The connect page for many profiles: ids the caller may not reach (never saying whose they are). */
export const connectBatchMessages = {
  connectBatchAccountsNotFound: (ids: readonly number[]) =>
    `Профілі не знайдено: ${ids
      .slice(0, 10)
      .map((id) => `#${id}`)
      .join(', ')}${ids.length > 10 ? ` та ще ${ids.length - 10}` : ''}`,
} as const;

/**
 * The Telegram bot endpoint's messages, one short sentence per kind of event (the link to the page
 * it is about follows on its own line). `profile` is the profile's name in quotes, or empty.
 */
export const telegramMessages = {
  renderFinished: (rendered: number, total: number, idUpload: string) => `Відео готові: ${rendered} з ${total} (запит ${idUpload})`,
  renderFailed: (idUpload: string) => `Не вдалося створити жодного відео за запитом ${idUpload}`,
  publicationFinished: (idUpload: string, published: number, failed: number) =>
    `Публікацію ${idUpload} завершено: опубліковано ${published}, з помилкою ${failed}`,
  publicationRowsFailed: (idUpload: string, failed: number) => `Публікація ${idUpload}: не вдалося опублікувати ${failed}`,
  reconnectNeeded: (profile: string, platform: string) => `Профіль${profile} треба знову підключити до ${platform}`,
  loginConfirmation: (profile: string) => `Instagram просить підтвердити вхід у профіль${profile}`,
  profilePaused: (profile: string, platform: string) => `${platform} призупинив публікації профілю${profile}`,
  pausedUntil: (until: string) => `до ${until}`,
  proxyFailed: (profile: string) => `Проксі профілю${profile} не пройшов перевірку`,
  proxyRecovered: (profile: string) => `Проксі профілю${profile} знову працює`,
  importFinished: (created: number, updated: number, refused: number) =>
    `Імпорт профілів завершено: створено ${created}, оновлено ${updated}, відхилено ${refused}`,
  bulkActionFinished: (done: number, refused: number) => `Масову дію завершено: виконано ${done}, відхилено ${refused}`,
  reason: (reason: string) => `Причина: ${reason}`,
} as const;

/** Everything the server says: the shared catalogue, the platforms', the import's and the connect page's sentences. */
export const messages = { ...sharedMessages, ...platformMessages, ...importMessages, ...connectBatchMessages } as const;
