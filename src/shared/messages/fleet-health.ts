/**
 * Proxy checks, the health board and 'Повторити невдалі'.
 */
export const fleetHealthMessages = {
  proxyCheckRateLimited: 'Забагато перевірок проксі поспіль. Спробуйте за кілька хвилин',
  proxyCheckIdsRequired: 'Виберіть профілі для перевірки проксі',
  proxyCheckTooMany: 'За один раз можна перевірити не більше 100 профілів',
  proxyCheckTimedOut: 'Проксі не відповів вчасно',
  proxyCheckRefused: 'Проксі-сервер не приймає зʼєднань',
  proxyCheckAuthRefused: 'Проксі не прийняв логін і пароль',
  proxyCheckFailed: 'Не вдалося вийти в інтернет через проксі',
  proxyCheckBadAnswer: 'Сервіс перевірки IP-адреси відповів не IP-адресою',
  proxyCheckHttpError: 'Сервіс перевірки IP-адреси відповів помилкою',
  proxyDownBeforePublish: 'Не опубліковано: проксі профілю не пройшов перевірку',
  proxyDownHint: 'Виправте проксі, перевірте його ще раз і повторіть',
  healthStateInvalid: 'Невідомий стан профілю',
  platformInvalid: 'Невідома платформа',
} as const;
