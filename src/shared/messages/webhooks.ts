/**
 * Webhooks and the Telegram bot endpoint: what the settings' form and the API say.
 */
export const webhookMessages = {
  webhookUrlInvalid: 'Вкажіть повну адресу, що починається з https://',
  webhookUrlTooLong: 'Адреса задовга: не більше 2000 символів',
  webhookHttpsRequired: 'Адреса повинна починатися з https://',
  webhookForbiddenAddress: 'Ця адреса веде до внутрішньої мережі: надсилати туди не можна',
  webhookUnresolvable: 'Не вдалося знайти сервер за цією адресою',
  webhookKindsRequired: 'Оберіть хоча б одну подію',
  webhookKindUnknown: 'Невідомий вид події',
  webhookBotTokenInvalid: 'Токен бота має вигляд 123456789:AA…, як його видав @BotFather',
  webhookChatIdInvalid: 'Ідентифікатор чату: число (наприклад -1001234567890) або @назва_каналу',
  webhookNotFound: 'Адресу сповіщень не знайдено',
  webhookDeliveryNotFound: 'Надсилання не знайдено',
  webhookDisabled: 'Адресу вимкнено: увімкніть її, щоб надіслати ще раз',
} as const;
