import * as v from 'valibot';
import { PLATFORMS, STATUSES } from '../status';
import { pageOf } from './common';

export const StatusSchema = v.picklist(STATUSES);

/** A published video as the profile and user views show it. */
export const VideoSchema = v.object({
  id: v.number(),
  date: v.nullable(v.string()),
  status: StatusSchema,
  views: v.number(),
  viewsInstagram: v.number(),
  likes: v.number(),
  likesInstagram: v.number(),
  comments: v.number(),
  commentsInstagram: v.number(),
  urlYouTube: v.nullable(v.string()),
  urlInstagram: v.nullable(v.string()),
  error: v.nullable(v.string()),
  errorInstagram: v.nullable(v.string()),
  /** TikTok's reason for a failed row (TikTok reports no counts, but its failures have a reason too). */
  errorTiktok: v.nullable(v.string()),
  account: v.object({ id: v.number() }),
  /**
   * The title the video went out with (or waits with: edits of the publication reach only videos not yet
   * sent), its request (the published item's route) and the rendered video's poster.
   */
  title: v.string(),
  idUpload: v.string(),
  posterUrl: v.nullable(v.string()),
  /** The platforms where this video is published (result in success): counts are known only for YouTube and Instagram. */
  publishedOn: v.array(v.picklist(PLATFORMS)),
});
export type Video = v.InferOutput<typeof VideoSchema>;

export const VideoPageSchema = pageOf(VideoSchema);
