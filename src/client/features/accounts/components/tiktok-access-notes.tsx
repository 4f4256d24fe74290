import { TriangleAlert } from 'lucide-react';
import type { AccountDetail } from '@shared/schemas/accounts';
import { ConnectActions } from './connect-actions';
import styles from './tiktok-access-notes.module.css';

export const tiktokAccessText = {
  hint: 'JSON застосунку TikTok:',
  example: '{"client_key": "…", "client_secret": "…", "refresh_token": "…"}',
  hintRest:
    '(можна додати access_token, expires_in, open_id). Токени оновлюються самі. Кнопка «Підключити TikTok» отримає їх через вхід у TikTok. Можна вставити й лише токен доступу, але він діє до доби.',
  bareTokenWarning:
    'Збережено лише токен доступу TikTok: він перестане діяти протягом доби, і публікації в TikTok зупиняться. Вставте JSON застосунку з refresh_token або натисніть «Підключити TikTok».',
  connect: 'Підключити TikTok',
  saveFirst: 'Збережіть профіль, щоб підключити TikTok',
} as const;

/** The TikTok section's help: what the access field takes, a bare token's warning, and 'Підключити TikTok'. */
export function TikTokAccessNotes({ account }: { account: AccountDetail | undefined }) {
  return (
    <div className={styles.notes}>
      <p className={styles.hint}>
        {tiktokAccessText.hint} <code>{tiktokAccessText.example}</code> {tiktokAccessText.hintRest}
      </p>
      {account?.tiktokAccessKind === 'token' && (
        <p className={styles.warning} role="note">
          <TriangleAlert size={14} aria-hidden="true" /> {tiktokAccessText.bareTokenWarning}
        </p>
      )}
      {account?.inTikTok ? (
        <div className={styles.connect}>
          <ConnectActions
            accountId={account.id}
            platform="tiktok"
            connected={account.isActiveTikTok}
            connectLabel={tiktokAccessText.connect}
          />
        </div>
      ) : (
        <p className={styles.hint}>{tiktokAccessText.saveFirst}</p>
      )}
    </div>
  );
}
