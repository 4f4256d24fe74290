/**
 * The settings page.
 */
export const settingsText = {
  title: 'Налаштування',
  section: 'Зміна пароля',
  currentPassword: 'Поточний пароль',
  newPassword: 'Новий пароль',
  confirmation: 'Підтвердження пароля',
} as const;
