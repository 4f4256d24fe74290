import type { UseFormRegisterReturn } from 'react-hook-form';
import { postingSlotMessages } from '@shared/messages/posting-slots';
import { PLATFORMS, type Platform } from '@shared/status';
import { Toggle } from '@client/components/ui/toggle';
import { useSlotGaps } from '../api/get-slot-gaps';
import { publishingText } from '../text';
import styles from './next-slots-choice.module.css';

const t = publishingText.nextSlots;
const platformNames: Record<Platform, string> = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' };

/**
 * While 'у наступні вільні слоти' is on: the chosen profiles without a weekly pattern on a chosen
 * platform, as the sentence the server would refuse with (null when there are none, or while unknown).
 */
export function useSlotGapsMessage(
  accountIds: readonly number[],
  flags: { inYouTube?: boolean | undefined; inTikTok?: boolean | undefined; inInstagram?: boolean | undefined },
  inSlots: boolean,
): { message: string | null; checking: boolean } {
  const platforms = PLATFORMS.filter(
    (platform) => ({ youtube: flags.inYouTube, tiktok: flags.inTikTok, instagram: flags.inInstagram })[platform],
  );
  const gaps = useSlotGaps(accountIds, platforms, inSlots);
  if (!inSlots || !gaps.data) return { message: null, checking: inSlots && gaps.isFetching };
  const missing = gaps.data.data.filter((gap) => accountIds.includes(gap.accountId));
  if (missing.length === 0) return { message: null, checking: gaps.isFetching };
  const names = missing.map((gap) =>
    postingSlotMessages.noSlotPatternProfile(gap.name, gap.platforms.map((platform) => platformNames[platform]).join(', ')),
  );
  return { message: postingSlotMessages.noSlotPattern(names.join('; ')), checking: gaps.isFetching };
}

/** The switch beside the date, its hint, and which profiles lack slots (submitting is held back while any do). */
export function NextSlotsChoice({
  field,
  on,
  gaps,
  disabled,
}: {
  field: UseFormRegisterReturn<'inSlots'>;
  on: boolean;
  gaps: { message: string | null; checking: boolean };
  disabled: boolean;
}) {
  return (
    <div className={styles.choice}>
      <Toggle label={t.label} aria-describedby="inSlots-hint" disabled={disabled} {...field} />
      <p id="inSlots-hint" className={styles.hint}>
        {t.hint}
      </p>
      {on && gaps.checking && !gaps.message && <p className={styles.hint}>{t.checking}</p>}
      {on && gaps.message && (
        <p className={styles.error} role="alert">
          {gaps.message}
        </p>
      )}
    </div>
  );
}
