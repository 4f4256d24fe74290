import { formatCount } from '@client/lib/format-number';

/**
 * The video creation form and the creation requests list.
 */
export const creationText = {
  backgroundKind: 'Тип фону',
  backgroundVideo: 'відео',
  backgroundPicture: 'картинка',
  folders: 'Папки з фоном',
  foldersHint: 'Фон для кожного відео береться випадково з вибраних папок',
  /** A folder's counts beside its name in the picker. */
  folderCounts: (images: number, videos: number) => `${formatCount(images)} фото · ${formatCount(videos)} відео`,
  source: 'Вихідне відео',
  dropVideo: 'Перетягніть відео сюди щоб додати його',
  sourceHint: 'Рівно одне відео. Попередній перегляд — кадр на 1-й секунді',
  queueLabel: (fileName: string, count: number) => `${fileName} × ${count}`,
  caption: 'Запити на створення відео',
  publish: 'Опублікувати',
  /** A request whose every video was already sent: its row leads to the publication instead. */
  openPublication: 'Відкрити публікацію',
  openPublicationLabel: (title: string) => `Відкрити публікацію «${title}»`,
  pendingTitle: 'Очікують надсилання',
  pendingHint: 'Запит зʼявиться в таблиці, щойно сервер його прийме',
  videoLabel: (index: number) => `Відео ${index}`,
  openVideo: 'Відкрити в новій вкладці',
  noVideos: 'Відео ще не готові',
  publishingNext: 'Форма публікації зʼявиться тут найближчим часом',
  uniqueness: {
    more: 'Додатково',
    moreHint: 'Необовʼязково',
    level: 'Унікалізація',
    levelHint: 'Наскільки по-різному виглядатимуть і звучатимуть відео одного запиту: колір, швидкість, кадрування, зерно, звук',
  },
} as const;
