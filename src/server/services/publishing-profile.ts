import type { Database } from '../db/database';
import type { PublishingProfile, ValueStore } from '../platforms/platform';
import type { AccountRow, AccountService } from './account-service';
import type { SecretBox } from './secret-box';

/** A sealed bytea column of one row as a ValueStore (upload sessions, login sessions). */
export function sealedColumnStore(db: Database, box: SecretBox, table: 'accounts' | 'publication_results', column: string, id: number): ValueStore {
  return {
    async load() {
      const [row] = await db.query<{ value: Uint8Array | null }>(`SELECT ${column} AS value FROM ${table} WHERE id = $1`, [id]);
      return row?.value ? box.decrypt(row.value) : null;
    },
    async save(value) {
      await db.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [id, value === null ? null : box.encrypt(value)]);
    },
  };
}

/** Opens a profile's proxy and credentials for the publishers; platforms it cannot use are null. */
export function publishingProfile(db: Database, box: SecretBox, accounts: AccountService, row: AccountRow): PublishingProfile {
  const clientSecret = accounts.openSecret(row.youtube_client_secret_enc);
  const refreshToken = accounts.openSecret(row.youtube_refresh_token_enc);
  const instagramPassword = accounts.openSecret(row.instagram_password_enc);
  return {
    accountId: row.id,
    proxy: accounts.profileProxy(row),
    youtube:
      row.youtube_client_id && clientSecret && refreshToken ? { clientId: row.youtube_client_id, clientSecret, refreshToken } : null,
    tiktok: row.tiktok_access_enc ? { access: sealedColumnStore(db, box, 'accounts', 'tiktok_access_enc', row.id) } : null,
    instagram:
      row.instagram_login && instagramPassword
        ? {
            login: row.instagram_login,
            password: instagramPassword,
            session: sealedColumnStore(db, box, 'accounts', 'instagram_session_enc', row.id),
            device: sealedColumnStore(db, box, 'accounts', 'instagram_device_enc', row.id),
            locale: row.instagram_locale,
            timezone: row.instagram_timezone,
          }
        : null,
  };
}
