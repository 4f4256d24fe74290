import * as v from 'valibot';
import { STATUSES } from '../status';
import { pageOf } from './common';

export const StatusSchema = v.picklist(STATUSES);

/** A published video as the profile and user views show it (SPEC §3 "Video"). */
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
  account: v.object({ id: v.number() }),
});
export type Video = v.InferOutput<typeof VideoSchema>;

export const VideoPageSchema = pageOf(VideoSchema);
