/**
 * The sign-in screen.
 */
export const authText = {
  title: 'Вхід до системи',
  login: 'Логін',
  password: 'Пароль',
  submit: 'Увійти',
} as const;
