/**
 * The calendar of publication rows ('Календар'): its range, its filters and moving a planned row.
 */
export const calendarMessages = {
  calendarDateInvalid: 'Дата: формат РРРР-ММ-ДД',
  calendarRangeInvalid: (days: number) => `Проміжок календаря: від 1 до ${days} днів, кінець не раніше початку`,
  calendarTimeInvalid: 'Час: дата й час у форматі ISO 8601',
  calendarRowsRangeInvalid: 'Рядки календаря: проміжок до 24 годин, кінець пізніше початку',
  calendarMoveTarget: 'Вкажіть рядок або публікацію для перенесення',
  calendarMoveTimeInvalid: 'Вкажіть дату й час перенесення',
  calendarNothingToMove: 'Немає запланованих рядків для перенесення: переносити можна лише ті, що чекають на публікацію',
  calendarRowNotMovable: 'Рядок уже публікується або опублікований: переносити можна лише заплановані',
  calendarMoveInPast: 'Не можна перенести в минуле',
  /** The planner refused: the reason, then the nearest allowed time (Kyiv). */
  calendarMoveRefused: (reason: string, nearest: string) => `${reason}. Найближчий дозволений час: ${nearest}`,
  calendarMoveBreaksLimits: (platform: string) => `Перенесення порушує ліміти публікацій профілю в ${platform}`,
  calendarMoveBeforeDate: 'Час раніший за дату публікації',
} as const;
