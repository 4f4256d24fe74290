import { formatCount } from '@client/lib/format-number';

/** A profile's comment as its name in titles and labels: one line, at most 60 characters ('' when none). */
export function commentName(comments: string | undefined): string {
  const line = (comments ?? '').replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line;
}

/**
 * The profile, profile group and health board screens.
 */
export const accountsText = {
  profile: {
    mainSection: 'Основні дані',
    sidePanel: 'Статус і платформи',
    proxy: 'Проксі',
    proxyPlaceholder: 'http://логін:пароль@host:port, socks5://host:port або host:port:логін:пароль',
    proxyCredentialsStored: 'Логін і пароль проксі збережено. Залиште адресу без змін, щоб їх зберегти; нова адреса замінить їх.',
    ipVersion: 'Версія IP',
    comments: 'Коментар',
    status: 'Статус',
    group: 'Група',
    owner: 'Користувач',
    updatedAt: 'Змінено',
    youtubeClientId: 'Client ID',
    youtubeClientSecret: 'Client secret',
    youtubeLogin: 'Логін YouTube',
    youtubePassword: 'Пароль YouTube',
    tiktokAccess: 'Доступи TikTok',
    instagramLogin: 'Логін Instagram',
    instagramPassword: 'Пароль Instagram',
    secretStored: '•••••• збережено',
    secretKeepHint: 'Порожнє поле залишає збережене значення',
    connectYouTube: 'Підключити YouTube',
    reconnectYouTube: 'Перепідключити',
    youtubeConnectedTo: 'Підключено до каналу',
    youtubeChannelUnknown: 'YouTube підключено; назву каналу дізнаємося після перепідключення',
    youtubeChannelId: (id: string) => `ID каналу: ${id}`,
    saveFirstHint: 'Збережіть профіль, щоб підключити YouTube',
    /** Connecting a platform: here, or through an invitation for the account's owner. */
    connectInvite: 'Запрошення для підключення',
    connectHereHint: (host: string) => `Вхід у ${host} відкриється в цьому браузері.`,
    connectInviteHint:
      'Запрошення — одноразове посилання для власника акаунта: його буде скопійовано, а власник відкриє його на своєму пристрої. Діє 72 години; його можна скасувати.',
    invitationsTitle: 'Запрошення',
    invitationsLoading: 'Завантажуємо запрошення…',
    invitationMeta: (created: string, by: string | null, until: string) => `Створено ${created}${by ? ` (${by})` : ''} · діє до ${until}`,
    invitationRevoke: 'Скасувати',
    invitationRevokeLabel: (created: string) => `Скасувати запрошення від ${created}`,
    channel: 'Канал YouTube',
    channelDescription: 'Опис каналу',
    openChannel: 'Відкрити канал',
    instagramProfile: 'Профіль Instagram',
    instagramName: 'Назва профілю',
    instagramDescription: 'Опис профілю',
    openInstagram: 'Відкрити профіль',
    videos: 'Відео профілю',
    deleteAction: 'Видалити профіль',
    deleteTitle: 'Видалити профіль?',
    deleteText: (id: number, comments: string) =>
      `Профіль #${id}${commentName(comments) ? ` «${commentName(comments)}»` : ''} буде видалено разом з його налаштуваннями та доступами.`,
    deleteLabel: (id: number, comments: string) => `Видалити профіль #${id}${commentName(comments) ? ` «${commentName(comments)}»` : ''}`,
  },
  groups: {
    accounts: 'Профілі',
    accountsCount: 'Профілів',
    deleteLabel: (name: string) => `Видалити групу ${name}`,
    deleteTitle: 'Видалити групу?',
    deleteText: (name: string) => `Групу «${name}» буде видалено. Профілі залишаться без групи.`,
  },
  health: {
    title: 'Стан профілів',
    checkProxy: 'Перевірити проксі',
    checkVisible: 'Перевірити проксі',
    checkVisibleHint: (count: number) => `Перевірити проксі всіх профілів на цій сторінці: ${count}`,
    checking: 'Перевіряємо проксі…',
    checkedAll: (total: number, down: number) =>
      down === 0 ? `Проксі перевірено: ${total}, усі відповідають` : `Проксі перевірено: ${total}, не відповідають: ${down}`,
    proxyTitle: 'Перевірка проксі',
    neverChecked: 'Проксі ще не перевіряли',
    proxyOk: 'Проксі працює',
    proxyDown: 'Проксі не відповідає',
    exitIp: 'IP-адреса виходу',
    latency: 'Затримка',
    latencyMs: (ms: number) => `${ms} мс`,
    checkedAt: 'Перевірено',
    proxyError: 'Причина',
    filters: 'Фільтри',
    summary: 'Підсумок за станами',
    stateAndProxy: 'Стан і проксі',
    retryFailedShort: (count: number) => `Повторити невдалі: ${count}`,
    summaryAll: 'Усі',
    state: 'Стан',
    anyState: 'Усі стани',
    platform: 'Платформа',
    anyPlatform: 'Усі платформи',
    group: 'Група',
    anyGroup: 'Усі групи',
    profile: 'Профіль',
    owner: 'Користувач',
    proxy: 'Проксі',
    posts: 'Публікації',
    lastSuccess: 'Остання',
    lastError: 'Остання помилка',
    posts24h: 'За 24 год',
    posts24hOf: (posts: number, cap: number) => `${formatCount(posts)} з ${formatCount(cap)}`,
    posts24hLabel: (posts: number, cap: number) =>
      `Публікацій за останні 24 години: ${formatCount(posts)} з ${formatCount(cap)} дозволених`,
    nextPlanned: 'Наступна',
    queuedNow: 'У черзі',
    none: '—',
    limitedUntil: (until: string) => `до ${until}`,
    openProfile: (name: string) => `Відкрити профіль ${name}`,
    checkProxyOf: (name: string) => `Перевірити проксі профілю ${name}`,
    retryFailedOf: (name: string, platform: string, count: number) =>
      `Повторити невдалі публікації профілю ${name} у ${platform}: ${count}`,
    empty: 'Профілів з увімкненими платформами ще немає',
  },
  pages: {
    accountsList: 'Профіля',
    accountCreate: 'Створити профіль',
    /** A profile is named by its comment (what tells profiles apart), else by its id. */
    accountDetail: (id: number | string, comments?: string) =>
      commentName(comments) ? `Профіль «${commentName(comments)}»` : `Профіль #${id}`,
    groupsList: 'Групи профілів',
    groupCreate: 'Створити групу',
    groupDetail: (id: number | string, name?: string) => (name ? `Група «${name}»` : `Група #${id}`),
  },
} as const;
