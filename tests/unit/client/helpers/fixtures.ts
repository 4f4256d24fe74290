import type { AccountDetail } from '@shared/schemas/accounts';
import type { TikTokCreator } from '@shared/schemas/publication-options';

/** A stored profile as GET /api/accounts/{id} returns it: no platform on, nothing connected. */
export function savedAccount(overrides: Partial<AccountDetail> = {}): AccountDetail {
  return {
    id: 7,
    proxy: 'http://8.8.8.8:3128',
    status: 'noactive',
    isActiveYouTube: false,
    isActiveTikTok: false,
    isActiveInstagram: false,
    inYouTube: false,
    inTikTok: false,
    inInstagram: false,
    user: { id: 1, login: 'admin' },
    group: null,
    labels: [],
    proxyCheck: {
      accountId: 7,
      ok: null,
      exitIp: null,
      latencyMs: null,
      error: null,
      checkedAt: null,
      sharedWith: [],
      sharedWithOthers: 0,
    },
    ipVersion: 'ipv4',
    comments: '',
    error: null,
    hasProxyCredentials: false,
    YouTubeAuthClientId: '',
    YouTubeLogin: '',
    hasYouTubeAuthClientSecret: false,
    hasYouTubePassword: false,
    hasTikTokAccess: false,
    tiktokAccessKind: null,
    InstagramLogin: '',
    hasInstagramPassword: false,
    InstagramLocale: 'uk_UA',
    InstagramTimezone: 'Europe/Kyiv',
    instagramCheckpoint: null,
    channel: { description: '', idChannel: null, titleChannel: null, urlChannel: null },
    profileNameInstagram: '',
    profileDescriptionInstagram: '',
    urlInstagram: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    video: { data: [], page: 1, totalPages: 1, total: 0 },
    failedRows: 0,
    ...overrides,
  };
}

/** What GET /api/accounts/{id}/tiktok-creator answers for a creator who allows everything. */
export const tiktokCreator = (accountId: number, patch: Partial<TikTokCreator> = {}): TikTokCreator => ({
  accountId,
  username: `studio${accountId}`,
  nickname: `Студія ${accountId}`,
  privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
  commentDisabled: false,
  duetDisabled: false,
  stitchDisabled: false,
  maxVideoPostDurationSec: 600,
  ...patch,
});
