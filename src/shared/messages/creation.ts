/**
 * Video creation requests.
 */
export const creationMessages = {
  countVideoRequired: 'Кількість відео',
  countVideoRange: 'Кількість відео: від 1 до 50',
  maxOneVideo: 'Максимум одне відео',
  minOneFolder: 'Мінімум одна папка з фоном',
  backgroundKindRequired: 'Виберіть тип фону: відео або картинка',
  folderWithoutImages: 'У папці немає фото для фону',
  folderWithoutVideos: 'У папці немає відео для фону',
  folderWithoutBackgrounds: 'У папці немає ні фото, ні відео для фону',
  uniquenessLevelInvalid: 'Унікалізація: низька, середня або висока',
  sourceTooLong: 'Відео задовге',
  sourceTooLarge: 'Роздільна здатність відео завелика',
  requestNotFound: 'Запит не знайдено',
  renderFailed: 'Не вдалося створити відео',
  noBackgrounds: 'У вибраних папках немає фону потрібного типу',
  creationRequestSent: 'Запит на створення відео надіслано',
} as const;
