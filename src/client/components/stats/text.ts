/**
 * Views, likes and comments over time, and an item's posts ranked by views.
 */
export const statsText = {
  title: 'Статистика',
  empty: 'Статистики ще немає: вона зʼявиться після першої публікації',
  kyivTime: 'Час київський. Лінії показують, скільки набрали всі дописи на ту мить.',
  onePoint: 'Поки що один замір: лінія зʼявиться після наступного збору статистики.',
  tiktokNote: 'TikTok не віддає перегляди, вподобання й коментарі за дозволом на публікацію, тому його тут немає.',
  youtube: 'YouTube',
  instagram: 'Instagram',
  total: 'Разом',
  at: 'Станом на',
  showTable: 'Показати таблицею',
  hideTable: 'Сховати таблицю',
  tableCaption: (metric: string) => `${metric} за часом (київський час)`,
  chartLabel: (metric: string, total: string, youtube: string, instagram: string) =>
    `${metric}: графік за часом. Зараз разом ${total}: YouTube ${youtube}, Instagram ${instagram}`,
  chartFailed: 'Графік не вдалося показати: дані — у таблиці',
  ranking: 'Найкращі відео за переглядами',
  rankingCaption: 'Відео публікації за переглядами, від найкращого',
  rankingEmpty: 'Ще немає опублікованих відео на YouTube чи Instagram',
  place: 'Місце',
  video: 'Відео',
  profile: 'Профіль',
  platform: 'Платформа',
  openPost: 'Відкрити',
  openPostLabel: (platform: string, video: string) => `Відкрити допис ${platform}: ${video}`,
} as const;
