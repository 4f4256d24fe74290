/** 'символ', 'символи' or 'символів' (or the bytes') after the number `count`, by Ukrainian plural rules. */
function unitWord(count: number, bytes: boolean): string {
  const rule = new Intl.PluralRules('uk').select(count);
  const [one, few, many] = bytes ? ['байт', 'байти', 'байтів'] : ['символ', 'символи', 'символів'];
  return rule === 'one' ? one : rule === 'few' ? few : many;
}

/**
 * The publishing form, the published item's edit form and the publishing API's refusals.
 */
export const publicationMessages = {
  titleTooLong: 'Назва задовга: не більше 100 символів',
  descriptionTooLong: 'Опис задовгий: не більше 2200 символів',
  videoItemInvalid: 'Кожне відео має містити id, url, idUpload і createdAt',
  platformRequired: 'Виберіть хоча б одну платформу',
  moreProfilesThanVideos: 'Профілів більше, ніж відео: кожному профілю потрібне своє відео',
  dateInvalid: 'Некоректна дата',
  dateInPast: 'Дата публікації має бути в майбутньому',
  publicationNotFound: 'Публікацію не знайдено',
  publicationRowNotFound: 'Рядок публікації не знайдено',
  requestNotRendered: 'Відео ще не створені: опублікувати можна лише успішний запит',
  videoNotInRequest: 'Відео не належить до цього запиту',
  videoAlreadyPublished: (ids: string) => `Відео ${ids} уже надіслано на публікацію`,
  profileWithoutPlatform: (profile: string) => `Профіль ${profile}: жодна з вибраних платформ не активна для нього`,
  profileMissingCredentials: (profile: string, platform: string) => `Профіль ${profile}: немає доступів ${platform}`,
  profileNotReady: (profile: string, platform: string, reason: string) => `Профіль ${profile}: ${platform} не готовий (${reason})`,
  nothingToPublish: 'Нічого публікувати: усі вибрані профілі пропущено',
  tooManyProfiles: 'За один раз можна перевірити не більше 500 профілів',
  platformInvalid: 'Невідома платформа',
  retryNotAllowed: 'Повторити можна лише публікацію з помилкою або в обробці',
  publishInProgress: 'Це відео зараз завантажується на платформу; повторіть, якщо воно не завершиться',
  publishRetried: 'Публікацію повторено',
  tiktokPrivacyRequired: 'Виберіть, хто бачитиме відео в TikTok',
  youtubeCategoryInvalid: 'Виберіть категорію YouTube зі списку',
  youtubeTitleBrackets: 'Назва для YouTube не може містити символи < і >',
  youtubeDescriptionBrackets: 'Опис для YouTube не може містити символи < і >',
  youtubeDescriptionTooLong: 'Опис задовгий для YouTube: не більше 5000 байтів (кирилиця займає 2 байти на літеру)',
  youtubeTagsTooLong: 'Теги задовгі для YouTube: разом не більше 500 символів (з комами між тегами й лапками для тегів із пробілом)',
  sentToPublishing: 'Відео надіслано на публікацію',
  platformNames: { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' },
  platformTextLabels: {
    youtubeTitle: 'Назва для YouTube',
    youtubeDescription: 'Опис для YouTube',
    tiktok: 'Підпис для TikTok',
    instagram: 'Підпис для Instagram',
  },
  unknownVariable: (names: string) => `Невідома змінна ${names}: можна {профіль}, {група}, {посилання}`,
  /** Each platform text's 'is too long', agreeing with its noun. */
  platformTextTooLongLabels: {
    youtubeTitle: 'Назва для YouTube задовга',
    youtubeDescription: 'Опис для YouTube задовгий',
    tiktok: 'Підпис для TikTok задовгий',
    instagram: 'Підпис для Instagram задовгий',
  },
  platformTextTooLong: (tooLong: string, profile: string, length: number, max: number, bytes: boolean) =>
    `${tooLong} для профілю ${profile}: ${length} ${unitWord(length, bytes)} із ${max}`,
  platformTextEmpty: (label: string, profile: string) => `${label} порожня для профілю ${profile}`,
  platformTextBrackets: (label: string, profile: string) => `${label} для профілю ${profile} не може містити символи < і >`,
  variableNotFilled: (variable: string, profiles: readonly string[]) =>
    `Змінну ${variable} нічим заповнити для ${profiles.length === 1 ? 'профілю' : 'профілів'} ${profiles.join(', ')}`,
  platformTextMaxLength: 'Текст задовгий: не більше 5000 символів',
} as const;
