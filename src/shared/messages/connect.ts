/**
 * Connecting YouTube and TikTok: the copied link, one-time consents bound to a browser, invitations
 * and the OAuth result page.
 */
export const connectMessages = {
  oauthStateInvalid: 'Посилання авторизації недійсне або застаріло. Отримайте нове посилання в профілі',
  oauthDenied: 'Доступ до YouTube не надано',
  oauthExchangeFailed: 'Google не видав токен доступу',
  youtubeConnected: 'YouTube підключено до профілю',
  oauthCodeRejected: 'Google не прийняв код авторизації: він застарів або вже використаний. Отримайте нове посилання в профілі',
  tiktokDenied: 'Доступ до TikTok не надано',
  tiktokExchangeFailed: 'TikTok не видав токени доступу: отримайте нове посилання й підключіть TikTok ще раз',
  tiktokConnected: 'TikTok підключено до профілю',
  linkCopied: 'Посилання скопійоване в буфер обміну',
  linkCopyFailed: 'Помилка при копіюванні посилання',
  connectPlatformInvalid: 'Підключити можна лише YouTube або TikTok',
  connectStateUsed: 'Це посилання авторизації вже використано, тож нічого не змінено. Почніть підключення в профілі ще раз',
  connectStateExpired: 'Час на підключення минув, тож нічого не змінено. Почніть підключення в профілі ще раз',
  connectStateOtherBrowser:
    'Підключення почато в іншому браузері, тож нічого не змінено. Завершіть його в тому браузері, де почали, або почніть підключення ще раз',
  connectNotExpected:
    'Профіль більше не очікує цього підключення (платформу вимкнено, профіль видалено або передано іншому користувачеві), тож нічого не змінено',
  invitationInvalid: 'Запрошення не знайдено. Попросіть нове запрошення в того, хто його надіслав',
  invitationNotFound: 'Запрошення не знайдено',
  invitationExpired: 'Строк дії запрошення минув. Попросіть нове запрошення в того, хто його надіслав',
  invitationRevoked: 'Запрошення скасовано. Попросіть нове запрошення в того, хто його надіслав',
  invitationUsed: 'Запрошення вже використано. Якщо підключення не вдалося, попросіть нове запрошення',
  invitationOpenedElsewhere: 'Запрошення вже відкрито в іншому браузері. Відкрийте його там або попросіть нове запрошення',
  invitationNotRevocable: 'Запрошення вже використано, скасовано або його строк минув',
  invitationRevokedDone: 'Запрошення скасовано',
  connectBatchAccountsRequired: 'Виберіть хоча б один профіль',
  connectBatchPlatformsRequired: 'Виберіть YouTube, TikTok або обидві платформи',
  connectBatchTooMany: 'За один раз можна створити запрошення щонайбільше для 500 профілів',
  connectBatchNothing:
    'Для вибраних профілів немає чого підключати: на них вимкнено вибрані платформи або не заповнено client_id/client_secret чи доступи TikTok',
  connectBatchNotFound: 'Набір запрошень не знайдено',
  connectBatchRevokedDone: 'Невикористані запрошення скасовано',
  tiktokPublishScopeMissing:
    'TikTok підключено без дозволу на публікацію відео (video.publish), тож публікувати не вийде. Підключіть TikTok ще раз і залиште цей дозвіл увімкненим',
} as const;
