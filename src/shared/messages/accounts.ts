/**
 * Profiles: the form's rules, the profile API's refusals, the channel and Instagram panels and
 * Instagram's login confirmation entered on the profile page.
 */
export const accountMessages = {
  accountDeleted: 'Акаунт видалено',
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
  instagramLocaleInvalid: 'Мова Instagram має бути у форматі uk_UA',
  instagramTimezoneInvalid: 'Невідомий часовий пояс: вкажіть, наприклад, Europe/Kyiv',
  instagramProfileEmpty: 'Заповніть назву або опис профілю',
  accountNotFound: 'Профіль не знайдено',
  youtubeNotEnabled: 'Увімкніть YouTube і збережіть client_id та client_secret профілю',
  youtubeNotActive: 'YouTube не підключено для цього профілю',
  instagramNotActive: 'Instagram не увімкнено для цього профілю',
  tiktokAccessInvalid: 'Доступи TikTok: вставте JSON з client_key, client_secret і refresh_token або токен доступу',
  tiktokNotActive: 'TikTok не ввімкнено або не підключено для цього профілю',
  tiktokNotEnabled: 'Увімкніть TikTok і збережіть у доступах TikTok JSON з client_key і client_secret застосунку TikTok',
  // Instagram's login confirmation (two-factor code, challenge) entered on the profile page
  instagramCodeRequired: 'Введіть код підтвердження: 6–8 цифр із SMS, листа або застосунку-автентифікатора',
  instagramNoCheckpoint: 'Instagram не чекає підтвердження входу для цього профілю',
  instagramLoginConfirmed: 'Вхід в Instagram підтверджено',
  profileUpdated: 'Профіль змінено',
  profileCreated: 'Профіль створено',
  descriptionUpdated: 'Опис змінено',
  // Labels on profiles
  labelEmpty: 'Мітка не може бути порожньою',
  labelTooLong: (label: string, max: number) => `Мітка «${label.slice(0, 20)}…» довша за ${max} символів`,
  labelSeparator: 'Мітка не може містити кому чи крапку з комою: вони розділяють мітки',
  tooManyLabels: (max: number) => `Не більше ${max} міток на профіль`,
  labelsRequired: 'Вкажіть хоча б одну мітку',
} as const;
