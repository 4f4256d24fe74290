import { formatCount } from '@client/lib/format-number';

/**
 * Texts of a published video (a profile's or a user's list) and of a creation request's state.
 */
export const videoText = {
  account: (id: number) => `Акаунт: ${id}`,
  views: 'Перегляди',
  likes: 'Вподобання',
  comments: 'Коментарі',
  noDate: 'Без дати',
  errorFallback: 'N/A',
  openYouTube: 'YouTube',
  openInstagram: 'Instagram',
  untitled: 'Без назви',
  openItem: (title: string) => `Відкрити публікацію «${title}»`,
  request: {
    progress: 'Готово',
    progressOf: (done: number, total: number) => `${formatCount(done)} з ${formatCount(total)}`,
    sentOf: (sent: number, total: number) => `Надіслано: ${formatCount(sent)} з ${formatCount(total)}`,
    errorFallback: 'Невідома помилка',
    source: 'Джерело',
  },
} as const;
