/**
 * The shell's texts: the sidebar and its menus, the top bar, the update prompt and the cached-data notice.
 */
export const shellText = {
  nav: {
    accounts: 'Профілі',
    accountsList: 'Список профілів',
    accountGroups: 'Групи профілів',
    video: 'Відео',
    youtube: 'YouTube',
    creationRequests: 'Запити на створення',
    calendar: 'Календар',
    backgrounds: 'Задній фон',
    tags: 'Теги',
    users: 'Користувачі',
    audit: 'Журнал дій',
    settings: 'Налаштування',
    events: 'Події',
    logout: 'Вийти',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    mainNavigation: 'Головне меню',
    userMenu: 'Меню користувача',
    skipToContent: 'Перейти до вмісту',
    health: 'Стан профілів',
  },
  update: {
    available: 'Доступна нова версія застосунку.',
    hint: 'Оновлення займе кілька секунд; незбережені зміни у формах буде втрачено.',
    apply: 'Оновити',
    later: 'Пізніше',
  },
  offline: {
    cachedData: (updatedAt: string) => `Немає мережі. Показано збережені дані станом на ${updatedAt}`,
  },
  notifications: { title: 'Сповіщення', empty: 'Немає повідомлень' },
} as const;
