/** Weekly posting slots: the editor on a profile's page, a group's page and a label's dialog. */
export const postingSlotsText = {
  title: 'Слоти публікацій',
  accountHint:
    'Тижневий розклад публікацій профілю за київським часом. Публікація «у наступні вільні слоти» бере найближчий вільний слот, який дозволяють ліміти; випадковий додаток профілю додається до часу слоту. Власний розклад профілю важливіший за розклад мітки, а той — за розклад групи.',
  groupHint:
    'Тижневий розклад публікацій для профілів групи за київським часом. Діє для профілів без власного розкладу і без розкладу мітки на цій платформі.',
  labelHint: (label: string) =>
    `Тижневий розклад публікацій для ваших профілів з міткою «${label}» за київським часом. Діє для профілів без власного розкладу на цій платформі; важливіший за розклад групи.`,
  platforms: { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' },
  /** Monday first, as ISO weekdays 1…7. */
  days: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'],
  dayNames: ['понеділок', 'вівторок', 'середа', 'четвер', 'пʼятниця', 'субота', 'неділя'],
  /** Short names for a pattern's summary ('пн–пт 10:00, 14:00'). */
  dayShort: ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд'],
  daysLegend: (line: number) => `Дні рядка ${line}`,
  times: 'Час (через кому)',
  timesPlaceholder: '10:00, 14:00, 19:00',
  addLine: 'Додати рядок',
  removeLine: (line: number) => `Прибрати рядок ${line}`,
  none: 'Немає власного розкладу',
  inForce: 'Зараз діє',
  source: {
    account: 'власний розклад профілю',
    label: (name: string) => `розклад мітки «${name}»`,
    group: (name: string) => `розклад групи «${name}»`,
  },
  noneInForce: 'розкладу немає: «у наступні вільні слоти» тут недоступно',
  labelAction: (label: string) => `Слоти мітки «${label}»`,
  labelDialogTitle: (label: string) => `Слоти публікацій мітки «${label}»`,
  close: 'Закрити',
} as const;
