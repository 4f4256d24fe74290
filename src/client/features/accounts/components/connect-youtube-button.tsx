import { ExternalLink } from 'lucide-react';
import type { AccountDetail } from '@shared/schemas/accounts';
import { accountsText } from '../text';
import styles from './account-form.module.css';
import { ConnectActions } from './connect-actions';

const t = accountsText.profile;

/**
 * 'Підключити YouTube' (here, or by an invitation whose link is copied to the clipboard). Once
 * connected, it says which channel the profile publishes to (title, id, link) and offers
 * 'Перепідключити' — the same consent, for another channel or a refused access.
 */
export function ConnectYouTubeButton({ account }: { account: Pick<AccountDetail, 'id' | 'isActiveYouTube' | 'channel'> }) {
  const { idChannel, titleChannel, urlChannel } = account.channel;
  const connected = account.isActiveYouTube;
  return (
    <div className={styles.connect}>
      {connected && (
        <div className={styles.channel} data-testid="youtube-channel">
          {idChannel ? (
            <>
              <span className={styles.channelLabel}>{t.youtubeConnectedTo}</span>
              {urlChannel ? (
                <a className={styles.channelTitle} href={urlChannel} target="_blank" rel="noreferrer noopener">
                  {titleChannel || idChannel} <ExternalLink size={12} aria-hidden="true" />
                </a>
              ) : (
                <span className={styles.channelTitle}>{titleChannel || idChannel}</span>
              )}
              <span className={styles.note}>{t.youtubeChannelId(idChannel)}</span>
            </>
          ) : (
            <span className={styles.note}>{t.youtubeChannelUnknown}</span>
          )}
        </div>
      )}
      <ConnectActions
        accountId={account.id}
        platform="youtube"
        connected={connected}
        connectLabel={connected ? t.reconnectYouTube : t.connectYouTube}
      />
    </div>
  );
}
