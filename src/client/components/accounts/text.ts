/**
 * Texts of the profile pieces several screens show: the profiles table, a platform's and a proxy's state,
 * a proxy check's result.
 */
export const accountText = {
  table: {
    id: 'ID',
    proxy: 'Proxy',
    owner: 'Користувач',
    comments: 'Коментар',
    noComment: 'Без коментаря',
  },
  platformState: { enabled: 'Увімкнено', off: 'Вимкнено' },
  labels: {
    listLabel: 'Мітки',
    more: (count: number) => `+${count}`,
  },
  /** Proxy checks, the health board and 'Повторити невдалі'. */
  /** The proxy's last check, beside a profile's status. */
  proxyState: {
    ok: 'Проксі працює',
    down: 'Проксі недоступний',
    unchecked: 'Проксі не перевірено',
  },
  proxyCheck: {
    /** 'Спільна IP-адреса з профілями #12, #40' (other users' profiles only counted). */
    sharedIp: (ids: number[], others: number) =>
      [
        ids.length > 0 ? `Спільна IP-адреса з ${ids.length === 1 ? 'профілем' : 'профілями'} ${ids.map((id) => `#${id}`).join(', ')}` : '',
        others > 0 ? `${ids.length > 0 ? '; також з профілями' : 'Спільна IP-адреса з профілями'} інших користувачів: ${others}` : '',
      ].join(''),
    sharedIpHint: 'Платформи бачать ці профілі з однієї адреси: так їх легко повʼязати між собою',
    proxyDownLine: (reason: string | null) => `Проксі не відповідає${reason ? `: ${reason}` : ''}`,
  },
} as const;
