import {
  type Account,
  type AccountForm,
  type AccountFormValues,
  type AccountRequest,
  DEFAULT_INSTAGRAM_LOCALE,
  DEFAULT_INSTAGRAM_TIMEZONE,
} from '@shared/schemas/accounts';

/** The write-only secrets of a profile and the flag that says each is stored: the API never returns a secret, only whether it is set. */
export const SECRET_FIELDS = {
  YouTubeAuthClientSecret: 'hasYouTubeAuthClientSecret',
  YouTubePassword: 'hasYouTubePassword',
  TikTokAccess: 'hasTikTokAccess',
  InstagramPassword: 'hasInstagramPassword',
} as const satisfies Record<string, keyof Account>;

export type SecretField = keyof typeof SECRET_FIELDS;

export type AccountFormFields = Required<AccountFormValues>;

/** What the form shows for a profile (or a new one): secrets always start empty, meaning "keep". */
export function accountFormFields(account?: Account): AccountFormFields {
  return {
    proxy: account?.proxy ?? '',
    ipVersion: account?.ipVersion ?? 'ipv4',
    comments: account?.comments ?? '',
    inYouTube: account?.inYouTube ?? false,
    inTikTok: account?.inTikTok ?? false,
    inInstagram: account?.inInstagram ?? false,
    YouTubeAuthClientId: account?.YouTubeAuthClientId ?? '',
    YouTubeAuthClientSecret: '',
    YouTubeLogin: account?.YouTubeLogin ?? '',
    YouTubePassword: '',
    TikTokAccess: '',
    InstagramLogin: account?.InstagramLogin ?? '',
    InstagramPassword: '',
    InstagramLocale: account?.InstagramLocale ?? DEFAULT_INSTAGRAM_LOCALE,
    InstagramTimezone: account?.InstagramTimezone ?? DEFAULT_INSTAGRAM_TIMEZONE,
    labels: account?.labels ?? [],
  };
}

/** The POST/PATCH body: every field, but a secret only when the operator typed a new one (empty keeps the stored one). */
export function accountRequest(form: AccountForm): AccountRequest {
  const { YouTubeAuthClientSecret, YouTubePassword, TikTokAccess, InstagramPassword, ...open } = form;
  const secrets: Record<SecretField, string> = { YouTubeAuthClientSecret, YouTubePassword, TikTokAccess, InstagramPassword };
  const body: AccountRequest = { ...open };
  for (const [field, value] of Object.entries(secrets) as [SecretField, string][]) {
    if (value !== '') body[field] = value;
  }
  return body;
}
