import { ExternalLink, Link2, RefreshCw } from 'lucide-react';
import type { AccountDetail } from '@shared/schemas/accounts';
import { Button } from '@client/components/ui/button';
import { uiText } from '@client/lib/ui-text';
import { useConnectYouTube } from '../api/connect-youtube';
import styles from './account-form.module.css';

const t = uiText.accounts;

/**
 * 'Підключити YouTube': fetches the profile's Google authorization link and copies it to the clipboard.
 * Once connected, it says which channel the profile publishes to (title, id, link) and offers
 * 'Перепідключити' — the same link, for another channel or a refused access.
 */
export function ConnectYouTubeButton({ account }: { account: Pick<AccountDetail, 'id' | 'isActiveYouTube' | 'channel'> }) {
  const connect = useConnectYouTube(account.id);
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
      <Button variant="secondary" busy={connect.isPending} onClick={() => connect.mutate()}>
        {connected ? <RefreshCw size={16} aria-hidden="true" /> : <Link2 size={16} aria-hidden="true" />}
        {connected ? t.reconnectYouTube : t.connectYouTube}
      </Button>
      <p className={styles.note}>{t.connectYouTubeHint}</p>
    </div>
  );
}
