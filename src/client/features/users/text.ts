/**
 * The users screens (admins).
 */
export const usersText = {
  title: 'Користувачі',
  createTitle: 'Створити користувача',
  /** The title 'Користувач #{id}'; the login follows it once the user is loaded. */
  detailTitle: (id: number | string, login?: string) => (login ? `Користувач #${id} «${login}»` : `Користувач #${id}`),
  id: 'ID',
  login: 'Логін',
  videosCount: 'Кількість відео',
  accountsCount: 'Профілів',
  adminBadge: 'Admin',
  password: 'Пароль',
  confirmation: 'Підтвердження пароля',
  admin: 'Адміністратор',
  deleteLabel: (login: string) => `Видалити користувача ${login}`,
  deleteTitle: 'Видалити користувача?',
  deleteText: (login: string) => `Користувача «${login}» буде видалено разом із доступом до системи.`,
  /** Why a row's delete is unavailable (the server refuses both): the tooltip and the button's name. */
  deleteUnavailable: (login: string, reason: string) => `Видалити користувача ${login} неможливо: ${reason}`,
  profiles: 'Профілі',
  videos: 'Відео',
} as const;
