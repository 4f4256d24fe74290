/**
 * The upload queue's texts: its panel in the top bar, its rows' states and the errors of a try.
 */
export const queueText = {
  title: 'Черга завантажень',
  button: (pending: number) => (pending > 0 ? `Черга завантажень: очікують ${pending}` : 'Черга завантажень'),
  offline: 'Офлайн',
  offlineHint: 'Немає мережі: завантаження чекають у черзі й підуть, щойно зʼявиться звʼязок',
  empty: 'Черга порожня',
  queued: 'Завантаження додано в чергу',
  states: {
    queued: 'У черзі',
    sending: 'Надсилається',
    retrying: 'Очікує повтору',
    'needs-attention': 'Потребує уваги',
    done: 'Завантажено',
  },
  files: (count: number) => `Файлів: ${count}`,
  attempts: (count: number) => `Спроб: ${count}`,
  progress: (label: string) => `Прогрес: ${label}`,
  retry: 'Повторити',
  remove: 'Прибрати',
  retryLabel: (target: string) => `Повторити завантаження: ${target}`,
  removeLabel: (target: string) => `Прибрати з черги: ${target}`,
  errors: {
    timeout: 'Сервер не відповів вчасно',
    stalled: 'Передача зупинилася більш ніж на 30 секунд',
    status: (status: number) => `Сервер відповів помилкою ${status}`,
    /** The files' size and how much the browser can hold (what its estimate allows, or what did fit before it refused). */
    noSpace: (needed: string, holds: string) =>
      `Браузер не вміщує ${needed} для надсилання: він може зберегти лише ${holds} (у приватному вікні — менше, ніж показує його оцінка). Відкрийте звичайне вікно, звільніть місце або додайте менше файлів`,
    storageUnavailable: 'Браузер не дозволяє зберегти файли для надсилання (можливо, увімкнено приватний режим). Файли залишилися у формі',
  },
} as const;
