import { messages } from '@server/messages';
import type { Platform } from '@shared/status';
import type { Config } from '@server/config';
import { InstagramAdapter } from './instagram/adapter';
import { type CallPacer, type Exclusive, PlatformError, type PlatformPublisher } from './platform';
import type { ProxyGuardOptions } from './proxy-guard';
import { TikTokAdapter, type TikTokOptions } from './tiktok/adapter';
import { YouTubeAdapter, type YouTubeOptions } from './youtube/adapter';

export interface PublisherOptions {
  youtubeApiUrl: string;
  googleTokenUrl: string;
  tiktokApiUrl: string;
  instagramApiUrl: string;
  guard: ProxyGuardOptions;
  /** Upload chunk size (YouTube rounds it to 256 KiB, TikTok keeps it within 5–64 MB). */
  chunkBytes: number;
  /** Per-token call budgets shared by every process (TikTok's per-minute limits). */
  pacer: CallPacer;
  /** One process at a time per key (a rotating refresh token is refreshed once). */
  exclusive: Exclusive;
  /** TikTok's polling and timing knobs (tests shorten them). */
  tiktok?: Partial<
    Pick<TikTokOptions, 'pollIntervalMs' | 'pollWithinJobMs' | 'giveUpAfterMs' | 'callTimeoutMs' | 'chunkRetries' | 'retryDelayMs' | 'now'>
  >;
  /** YouTube's processing follow-up: its clock and when it gives up (tests set them). */
  youtube?: Partial<Pick<YouTubeOptions, 'now' | 'processingGiveUpMs' | 'retryDelayMs'>>;
}

const missing = (platform: string) =>
  new PlatformError(messages.platformCredentialsMissing(platform), 'auth', `${platform} credentials missing`);

function required<T>(value: T | null, platform: string): T {
  if (value === null) throw missing(platform);
  return value;
}

/** A publisher that has these of the optional profile-level actions. */
type With<K extends keyof PlatformPublisher> = PlatformPublisher & Required<Pick<PlatformPublisher, K>>;

/** The publishers keyed by platform, with the profile-level actions each platform offers. */
export interface Publishers extends Record<Platform, PlatformPublisher> {
  youtube: With<'updateChannelDescription' | 'followUp'>;
  instagram: With<'updateProfile' | 'submitLoginCode' | 'confirmLogin'>;
  tiktok: With<'creatorInfo'>;
}

/** The three platform adapters behind one interface, keyed by platform. */
export function createPublishers(options: PublisherOptions): Publishers {
  const chunkUnit = 256 * 1024;
  const youtube = new YouTubeAdapter({
    apiBase: options.youtubeApiUrl,
    tokenUrl: options.googleTokenUrl,
    guard: options.guard,
    chunkBytes: Math.max(chunkUnit, Math.floor(options.chunkBytes / chunkUnit) * chunkUnit),
    ...options.youtube,
  });
  const tiktok = new TikTokAdapter({
    apiBase: options.tiktokApiUrl,
    guard: options.guard,
    chunkBytes: options.chunkBytes,
    pacer: options.pacer,
    exclusive: options.exclusive,
    ...options.tiktok,
  });
  const instagram = new InstagramAdapter({ apiBase: options.instagramApiUrl, guard: options.guard, exclusive: options.exclusive });

  return {
    youtube: {
      publish: (profile, input, session) => youtube.publish(profile, required(profile.youtube, 'YouTube'), input, session),
      followUp: (profile, session) => youtube.followUp(profile, required(profile.youtube, 'YouTube'), session),
      stats: (profile, id) => youtube.stats(profile, required(profile.youtube, 'YouTube'), id),
      updateChannelDescription: (profile, description) =>
        youtube.updateChannelDescription(profile, required(profile.youtube, 'YouTube'), description),
    },
    tiktok: {
      publish: (profile, input, session) => tiktok.publish(profile, input, session),
      // TikTok's counts need the Display API's video.list scope, which a posting token does not carry.
      stats: async () => null,
      creatorInfo: (profile) => tiktok.creator(profile),
    },
    instagram: {
      publish: (profile, input, session) => instagram.publish(profile, required(profile.instagram, 'Instagram'), input, session),
      stats: (profile, id) => instagram.stats(profile, required(profile.instagram, 'Instagram'), id),
      updateProfile: (profile, update) => instagram.updateProfile(profile, required(profile.instagram, 'Instagram'), update),
      submitLoginCode: (profile, code) => instagram.submitCode(profile, required(profile.instagram, 'Instagram'), code),
      confirmLogin: (profile) => instagram.confirmLogin(profile, required(profile.instagram, 'Instagram')),
    },
  };
}

/**
 * The publishers as the configuration sets them up (base URLs, proxy guard, chunk size); the container
 * hands in the pacing kept in the database (services/publishing/platform-pacer.ts), so every process shares it.
 */
export const publishersFor = (config: Config, { pacer, exclusive }: Pick<PublisherOptions, 'pacer' | 'exclusive'>) =>
  createPublishers({
    youtubeApiUrl: config.youtubeApiUrl,
    googleTokenUrl: config.googleTokenUrl,
    tiktokApiUrl: config.tiktokApiUrl,
    instagramApiUrl: config.instagramApiUrl,
    guard: { allowPrivate: config.allowPrivateProxy },
    chunkBytes: config.publishChunkBytes,
    pacer,
    exclusive,
  });
