/**
 * The server's answers to a request it cannot take, whatever the resource: unknown paths and methods,
 * broken bodies, ids, pages and searches, rate limits, internal errors.
 */
export const requestMessages = {
  routeNotFound: 'Ресурс не знайдено',
  methodNotAllowed: 'Цей ресурс не приймає такий метод запиту',
  malformedJson: 'Некоректний JSON у тілі запиту',
  bodyTooLarge: 'Тіло запиту завелике',
  unsupportedMediaType: 'Непідтримуваний тип вмісту',
  rateLimited: 'Забагато запитів. Спробуйте пізніше',
  internalError: 'Внутрішня помилка сервера',
  invalidId: 'Некоректний ідентифікатор',
  invalidPage: 'Номер сторінки має бути цілим числом від 1',
  forbiddenCharacters: 'Текст містить недопустимі символи (нульовий символ або пошкоджений Unicode)',
  malformedMultipart: 'Пошкоджене тіло запиту multipart/form-data',
  invalidUrl: 'Некоректна адреса запиту',
  urlTooLong: 'Адреса запиту задовга',
  searchTooLong: 'Пошуковий запит має бути не довшим за 100 символів',
  searchInvalid: 'Пошуковий запит має бути одним рядком тексту',
} as const;
