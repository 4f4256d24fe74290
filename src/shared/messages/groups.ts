/**
 * Profile groups.
 */
export const groupMessages = {
  groupDeleted: 'Группа видалена',
  groupNotFound: 'Групу не знайдено',
  foreignProfileInGroup: 'Профіль не знайдено серед ваших профілів',
  profileInAnotherGroup: 'Профіль уже входить до іншої групи',
  groupCreated: 'Группа створено',
  groupUpdated: 'Группа змінено',
} as const;
