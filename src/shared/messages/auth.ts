/**
 * Signing in and out, sessions, roles and the own password change.
 */
export const authMessages = {
  passwordsMismatch: 'Паролі не збігаються',
  authorized: 'Авторизований',
  loggingOut: 'Завантаження ...',
  loggedOut: 'Ви вийшли із системи',
  invalidCredentials: 'Невірний логін або пароль',
  tooManyAttempts: 'Забагато спроб входу. Спробуйте пізніше',
  unauthorized: 'Потрібна авторизація',
  sessionExpired: 'Сесія закінчилася, увійдіть знову',
  forbidden: 'Недостатньо прав',
  wrongCurrentPassword: 'Поточний пароль невірний',
  passwordChanged: 'Пароль змінено',
} as const;
