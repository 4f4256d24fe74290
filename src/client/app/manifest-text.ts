// Relative imports only: vite.config.ts reads this module at build time, outside the app's aliases.
import { commonText } from '../lib/text.ts';

/**
 * The web app manifest's texts (vite.config.ts): the install dialog, the task bar and the shortcuts.
 * Nothing of React: the build reads it in Node.
 */
export const manifestText = {
  name: 'Shorts Publisher — бек-офіс',
  shortName: commonText.appName,
  description: 'Публікація коротких відео в YouTube, TikTok та Instagram',
  screenshotWide: 'Список профілів на ноутбуці',
  screenshotNarrow: 'Список профілів на телефоні',
  shortcuts: {
    videoCreate: { name: commonText.screens.videoCreate, shortName: 'Нове відео' },
    backgrounds: { name: commonText.screens.backgrounds, shortName: 'Фон' },
  },
} as const;
