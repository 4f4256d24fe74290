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
  /** A future moment to go public at; null publishes at once. */
  publishAt: Date | null;
  /** What Instagram's upload parameters need (the renders are 1080×1920). */
  durationMs?: number;
  width?: number;
  height?: number;
  /** A JPEG frame of the video: Instagram wants a cover uploaded with a Reel. */
  coverFile?: string;
}

export interface PublishResult {
  externalId: string;
  url: string;
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

/** A platform failure with a Ukrainian message for people and the raw answer for the log. */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly kind: 'auth' | 'quota' | 'rejected' | 'unavailable',
    readonly raw: string,
    /** Seconds the platform asked us to wait, for quota and rate limits. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** A profile as the publishers see it: its proxy and the opened credentials of each platform. */
export interface PublishingProfile extends ProfileContext {
  youtube: { clientId: string; clientSecret: string; refreshToken: string } | null;
  tiktokAccess: string | null;
  instagram: { login: string; password: string; session: LoginSessionStore } | null;
}

/** The one interface the publish and stats jobs use, whatever the platform. */
export interface PlatformPublisher {
  publish(profile: PublishingProfile, input: PublishInput, session: UploadSessionStore): Promise<PublishResult>;
  /** Counts of a published post, or null when the platform gives none to us. */
  stats(profile: PublishingProfile, externalId: string): Promise<Stats | null>;
}
