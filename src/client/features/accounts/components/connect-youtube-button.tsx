import { Link2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { uiText } from '../../../lib/ui-text';
import { useConnectYouTube } from '../api/connect-youtube';
import styles from './account-form.module.css';

/** 'Підключити YouTube': fetches the profile's Google authorization link and copies it to the clipboard. */
export function ConnectYouTubeButton({ accountId }: { accountId: number }) {
  const connect = useConnectYouTube(accountId);
  return (
    <div className={styles.connect}>
      <Button variant="secondary" busy={connect.isPending} onClick={() => connect.mutate()}>
        <Link2 size={16} aria-hidden="true" />
        {uiText.accounts.connectYouTube}
      </Button>
      <p className={styles.note}>{uiText.accounts.connectYouTubeHint}</p>
    </div>
  );
}
