import type { UploadSessionStore } from '../platform';

/**
 * What the row remembers of a TikTok post between attempts. The publish_id is authoritative: while it
 * is remembered, a run only checks it (and resumes its upload while the upload_url lives); it is
 * forgotten only when TikTok says the post FAILED or its upload can never complete.
 */
export interface TikTokSession {
  publishId: string;
  /** Null for sessions remembered before this format (a bare publish_id). */
  uploadUrl: string | null;
  /** Epoch ms of the video/init; null when unknown. */
  initAt: number | null;
  size: number;
  chunkSize: number;
  chunks: number;
  /** The creator's username at init time, for the post's link. */
  username: string | null;
  /** The open_id the post was started with. */
  openId: string | null;
  /** Posts TikTok reported FAILED with a retryable reason for this row so far. */
  failures: number;
}

export function readSession(text: string | null): TikTokSession | null {
  if (!text) return null;
  if (!text.startsWith('{')) {
    return { publishId: text, uploadUrl: null, initAt: null, size: 0, chunkSize: 0, chunks: 0, username: null, openId: null, failures: 0 };
  }
  try {
    const value = JSON.parse(text) as Partial<TikTokSession>;
    if (typeof value.publishId !== 'string' || !value.publishId) return null;
    return {
      publishId: value.publishId,
      uploadUrl: typeof value.uploadUrl === 'string' ? value.uploadUrl : null,
      initAt: typeof value.initAt === 'number' ? value.initAt : null,
      size: Number(value.size) || 0,
      chunkSize: Number(value.chunkSize) || 0,
      chunks: Number(value.chunks) || 0,
      username: typeof value.username === 'string' ? value.username : null,
      openId: typeof value.openId === 'string' ? value.openId : null,
      failures: Number(value.failures) || 0,
    };
  } catch {
    return null;
  }
}

export const saveSession = (store: UploadSessionStore, session: TikTokSession) => store.save(JSON.stringify(session));

/** Failures carried over to the next post of the same row, with no post remembered. */
export const forgetPost = (store: UploadSessionStore, failures: number) =>
  store.save(failures > 0 ? JSON.stringify({ publishId: '', failures }) : null);

export function carriedFailures(text: string | null): number {
  if (!text?.startsWith('{')) return 0;
  try {
    return Number((JSON.parse(text) as { failures?: unknown }).failures) || 0;
  } catch {
    return 0;
  }
}
