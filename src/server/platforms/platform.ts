import type { TikTokPostOptions, YouTubePostOptions } from '@shared/schemas/publication-options';
import type { ProfileProxy } from './proxied-fetch';

/** What a platform call needs to know about the profile it acts for. */
export interface ProfileContext {
  accountId: number;
  proxy: ProfileProxy;
}

export interface PublishInput {
  /** Local path of the rendered MP4. */
  file: string;
  sizeBytes: number;
  title: string;
  description: string;
  tags: string[];
  /**
   * TikTok and Instagram: the caption exactly as it is posted, built when the row was made (the
   * publishing form previews the same); null for rows made before it was stored, whose caption is
   * built from the title, description and tags.
   */
  caption?: string | null;
  /** A future moment to go public at; null publishes at once. */
  publishAt: Date | null;
  /** What Instagram's upload parameters need (the renders are 1080×1920). */
  durationMs?: number;
  width?: number;
  height?: number;
  /** A JPEG frame of the video: Instagram wants a cover uploaded with a Reel. */
  coverFile?: string;
  /** The publication form's TikTok choices; null only for rows made before the form asked. */
  tiktok: TikTokPostOptions | null;
  /** The publication form's YouTube choices (defaults for rows made before the form asked). */
  youtube: YouTubePostOptions;
}

export interface PublishResult {
  externalId: string;
  /** The public link; null while the platform has given none (never a made-up one). */
  url: string | null;
}

export interface Stats {
  views: number;
  likes: number;
  comments: number;
}

/** A remembered string kept (sealed) in a database row between attempts. */
export interface ValueStore {
  load(): Promise<string | null>;
  save(value: string | null): Promise<void>;
}

/**
 * Where an upload in progress is remembered between attempts (the job's row), so that a retry
 * resumes the same upload instead of posting a second video.
 */
export type UploadSessionStore = ValueStore;

/** Where a platform login (Instagram's session) is kept on the profile, so it is reused, not repeated. */
export type LoginSessionStore = ValueStore;

/**
 * What a failure means for the row and the profile (the publish job maps each kind to a transition):
 * - `auth`: credentials refused for good: the row fails and the profile shows the reason (reconnect);
 * - `checkpoint`: Instagram wants the owner to confirm a login: the row fails, the profile says so;
 * - `quota`: a limit: the row waits ('На публікації', reason shown) and runs again after
 *   `retryAfterSeconds` (default an hour), keeping the remembered upload session;
 * - `pending`: the post is in the platform's hands or could not be checked: the same wait (default a
 *   minute), and the next run only checks the remembered session, never posts again;
 * - `processing`: the platform holds the uploaded post and is still processing it (YouTube): the row
 *   stays 'В обробці' with the reason and is checked again after `retryAfterSeconds` by a later job
 *   (`followUp`), which posts nothing, so the posting limits do not hold it back;
 * - `rejected`: final for this row until the operator retries;
 * - `unavailable`: transient (5xx, network): retried with backoff, then the row fails.
 */
export type PlatformErrorKind = 'auth' | 'checkpoint' | 'quota' | 'pending' | 'processing' | 'rejected' | 'unavailable';

/** A platform failure with a Ukrainian message for people and the raw answer for the log only. */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly kind: PlatformErrorKind,
    readonly raw: string,
    /** Seconds the platform asked us to wait, for quota, rate limits, pending and processing posts. */
    readonly retryAfterSeconds: number | null = null,
    /** For `checkpoint`: which confirmation Instagram asks for. */
    readonly checkpoint: 'challenge' | 'two_factor' | null = null,
    /**
     * For `quota`: the platform says this profile posts too often (TikTok spam_risk_too_many_posts,
     * YouTube uploadLimitExceeded, Instagram feedback_required / "Please wait a few minutes"). The
     * Ukrainian reason; the publish job pauses the profile on the platform with it.
     */
    readonly slowDown: string | null = null,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** Limits API calls per key across every process; the database keeps the window. */
export interface CallPacer {
  /** Waits until one more call under `key` fits in `limit` calls per `windowSeconds`, and records it. */
  take(key: string, limit: number, windowSeconds: number): Promise<void>;
}

/** Runs `work` holding a database lease that no other process holds under the same key at once. */
export type Exclusive = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/** A profile as the publishers see it: its proxy and the opened credentials of each platform. */
export interface PublishingProfile extends ProfileContext {
  youtube: { clientId: string; clientSecret: string; refreshToken: string } | null;
  /**
   * The sealed 'Доступи TikTok' field: app credentials as JSON or a bare access token
   * (`parseTikTokAccess`). The adapter saves refreshed credentials back through it at once.
   */
  tiktok: { access: ValueStore } | null;
  instagram: {
    login: string;
    password: string;
    session: LoginSessionStore;
    /** The profile's own device identity (sealed JSON), made when Instagram is switched on. */
    device: ValueStore;
    locale: string;
    /** IANA zone, e.g. Europe/Kyiv. */
    timezone: string;
  } | null;
}

/** A change of the profile's own page on the platform (Instagram's name and biography). */
export interface ProfileUpdate {
  name?: string;
  biography?: string;
}

/** What TikTok lets a profile's creator choose right now (creator_info, every field filled in). */
export interface TikTokCreatorInfo {
  creator_username: string;
  creator_nickname: string;
  privacy_level_options: string[];
  comment_disabled: boolean;
  duet_disabled: boolean;
  stitch_disabled: boolean;
  max_video_post_duration_sec: number;
}

/**
 * The one interface the publish and stats jobs use, whatever the platform. The profile-level actions
 * are optional: a platform has only those it offers (`Publishers` names which one has which).
 */
export interface PlatformPublisher {
  publish(profile: PublishingProfile, input: PublishInput, session: UploadSessionStore): Promise<PublishResult>;
  /**
   * The verdict on a post the platform already holds (a `processing` failure left it in `session`),
   * without the file: the post, or a failure as `publish` gives them (`processing` again while it lasts).
   */
  followUp?(profile: PublishingProfile, session: UploadSessionStore): Promise<PublishResult>;
  /** Counts of a published post, or null when the platform gives none to us. */
  stats(profile: PublishingProfile, externalId: string): Promise<Stats | null>;
  /** YouTube: replaces the channel's description. */
  updateChannelDescription?(profile: PublishingProfile, description: string): Promise<void>;
  /** Instagram: the profile's name and biography. */
  updateProfile?(profile: PublishingProfile, update: ProfileUpdate): Promise<void>;
  /** Instagram: the code of a two-factor login or of a challenge, as the owner received it. */
  submitLoginCode?(profile: PublishingProfile, code: string): Promise<void>;
  /** Instagram: the owner confirmed the login in the app; log in again. */
  confirmLogin?(profile: PublishingProfile): Promise<void>;
  /** TikTok: what the creator may choose right now (for the publication form). */
  creatorInfo?(profile: PublishingProfile): Promise<TikTokCreatorInfo>;
}
