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
} as const;
