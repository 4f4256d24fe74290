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

/**
 * Where an upload in progress is remembered between attempts (the job's row), so that a retry
 * resumes the same upload instead of posting a second video.
 */
export interface UploadSessionStore {
  load(): Promise<string | null>;
  save(session: string | null): Promise<void>;
}

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
