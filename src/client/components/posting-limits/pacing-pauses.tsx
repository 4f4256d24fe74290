import { postingLimitMessages } from '@shared/messages/posting-limits';
import type { PacingPause } from '@shared/schemas/posting-limits';
import { LOCALE, TIME_ZONE } from '@shared/constants';
import { postingLimitsText } from './text';
import styles from './pacing-pauses.module.css';

const shortDateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 26.11 09:40 (Kyiv): the end of a pause, short enough for a line under a profile's name. */
export const pauseEnd = (until: string) => shortDateTime.format(new Date(until)).replace(',', '');

/**
 * Why a profile does not post on a platform for now: 'Публікації в TikTok призупинено до 26.11 09:40:
 * платформа повідомила про надто часті публікації'. Nothing when no pause is in force.
 */
export function PacingPauses({ pauses }: { pauses: readonly PacingPause[] }) {
  if (pauses.length === 0) return null;
  return (
    <ul className={styles.pauses}>
      {pauses.map((pause) => (
        <li key={pause.platform} className={styles.pause}>
          {postingLimitMessages.pacingPaused(postingLimitsText.platforms[pause.platform], pauseEnd(pause.until), pause.reason)}
        </li>
      ))}
    </ul>
  );
}
