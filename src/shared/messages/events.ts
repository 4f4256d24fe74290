/** The events page, the notification settings and Web Push subscriptions: the request's refusals. */
export const eventMessages = {
  eventKindInvalid: 'Невідомий вид події',
  eventNotFound: 'Подію не знайдено',
  pushSubscriptionInvalid: 'Некоректна підписка на сповіщення',
  pushEndpointRefused: 'Адреса служби сповіщень має бути HTTPS-адресою в інтернеті',
  pushUnavailable: 'Push-сповіщення на сервері вимкнено',
} as const;
