/**
 * The users screens and the user API.
 */
export const userMessages = {
  userDeleted: 'Користувача видалено',
  userCreated: 'Користувача створено',
  userUpdated: 'Оновлено дані',
  loginTaken: 'Користувач з таким логіном вже існує',
  lastAdmin: 'Не можна видалити останнього адміністратора',
  cannotDeleteSelf: 'Не можна видалити власний обліковий запис',
  userNotFound: 'Користувача не знайдено',
} as const;
