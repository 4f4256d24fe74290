/** The events page ('Події'). */
export const eventsText = {
  title: 'Події',
  markAllRead: 'Позначити все прочитаним',
  allKinds: 'Усі події',
  kind: 'Вид',
  profile: 'Профіль (номер)',
  when: 'Коли',
  what: 'Що сталося',
  unread: 'Нове',
  empty: 'Подій ще немає',
} as const;
