import { formatCount } from '@client/lib/format-number';

/**
 * The background folders and media screens.
 */
export const backgroundsText = {
  folderFormTitle: 'folder for background',
  titleWithTotal: (total: number) => `Задній фон (${total})`,
  foldersCaption: 'Папки заднього фону',
  imagesCount: (count: number) => `Фото: ${formatCount(count)}`,
  videosCount: (count: number) => `Відео: ${formatCount(count)}`,
  author: (login: string) => `Автор: ${login}`,
  folderFallback: (id: number) => `Папка #${id}`,
  deleteFolderLabel: (name: string) => `Видалити папку ${name}`,
  deleteFolderTitle: 'Видалити папку?',
  deleteFolderText: (name: string) => `Папку «${name}» буде видалено разом з усіма її фото та відео.`,
  mediaCaption: 'Фото та відео папки',
  deleteMediaLabel: (name: string) => `Видалити ${name}`,
  deleteMediaTitle: 'Видалити файл?',
  deleteMediaText: (name: string) => `«${name}» буде видалено з папки.`,
  openImage: (name: string) => `Відкрити фото ${name} у новій вкладці`,
  /** The video tile's link: its name carries the duration the tile shows (label in name; not in parentheses, which checkers skip). */
  openVideo: (name: string, duration: string | null) =>
    `Відкрити відео ${name}${duration ? ` тривалістю ${duration}` : ''} у новій вкладці`,
  photosZone: 'Фото',
  videosZone: 'Відео',
  dropPhotos: 'Перетягніть фото сюди щоб додати їх',
  dropVideos: 'Перетягніть відео сюди щоб додати їх',
  chosen: (count: number) => `Вибрано: ${count}`,
  pages: {
    createFolder: 'Створити папку',
    backgroundUpload: 'Задній фон',
  },
} as const;
