/**
 * Background folders and their photos and videos.
 */
export const backgroundMessages = {
  imageDeleted: 'Зображення видалено',
  folderDeleted: 'Папка видалена',
  atLeastOneMedia: 'Потрібно додати хоча б одне зображення або відео',
  folderNotFound: 'Папку не знайдено',
  mediaNotFound: 'Файл не знайдено',
  notYourFolder: 'Змінювати й видаляти папку може лише її автор або адміністратор',
  notYourMedia: 'Видаляти файл може лише його автор, автор папки або адміністратор',
  mediaNotRemoved: 'Не вдалося видалити файли з диска сервера: запис залишено. Спробуйте пізніше',
  folderCreated: 'Папка создана',
} as const;
