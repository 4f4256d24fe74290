import * as v from 'valibot';
import { kyivLocalToDate } from '../lib/kyiv-time';
import { normalizeTags } from '../lib/tags';
import { messages } from '../messages';
import { PLATFORMS } from '../status';
import { OptionSchema, pageOf, requiredString } from './common';
import { VideoItemSchema } from './creation';
import { TagSetSchema } from './tags';
import { StatusSchema } from './videos';

export const MAX_TITLE_LENGTH = 100;
/** Instagram's and TikTok's caption limit; YouTube allows more, so one limit fits all three. */
export const MAX_DESCRIPTION_LENGTH = 2200;

export const PlatformSchema = v.picklist(PLATFORMS);

const title = v.pipe(requiredString(messages.nameRequired), v.maxLength(MAX_TITLE_LENGTH, messages.titleTooLong));
const description = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_DESCRIPTION_LENGTH, messages.descriptionTooLong)), '');
const tagList = v.pipe(
  v.array(v.pipe(v.string(), v.maxLength(100, messages.textTooLong)), messages.minOneTag),
  v.transform((tags: string[]) => normalizeTags(tags)),
  v.minLength(1, messages.minOneTag),
  v.maxLength(100, messages.textTooLong),
);
const flag = v.optional(v.boolean(), false);

/**
 * The optional publication date: a `datetime-local` value read as Kyiv time (or an ISO instant),
 * which must lie in the future. Empty means "publish now".
 */
const publishDate = v.optional(
  v.nullable(
    v.pipe(
      v.string(messages.dateInvalid),
      // Empty is "publish now"; anything else that is not a date must fail the check below, not become "now".
      v.transform((value) => (value.trim() === '' ? null : (kyivLocalToDate(value.trim()) ?? new Date(Number.NaN)))),
      v.check((date) => date === null || !Number.isNaN(date.getTime()), messages.dateInvalid),
      v.check((date) => date === null || date.getTime() > Date.now(), messages.dateInPast),
    ),
  ),
  null,
);

/** A video of the publishing form (SPEC §3 "Video item"); `account` is the profile it goes to. */
export const PublicationVideoSchema = v.object(
  {
    id: v.number(messages.videoItemInvalid),
    url: v.string(messages.videoItemInvalid),
    idUpload: v.string(messages.videoItemInvalid),
    createdAt: v.string(messages.videoItemInvalid),
    account: v.optional(v.nullable(OptionSchema)),
  },
  messages.videoItemInvalid,
);

/**
 * SPEC §3 "Publication payload" with the §5 "Publication" rules. Video `k` goes to the profile at
 * position `k` (SPEC §4); videos beyond the chosen profiles stay unpublished.
 */
export const PublicationRequestSchema = v.pipe(
  v.object({
    id: v.optional(v.union([v.string(), v.number()])),
    title,
    description,
    tags: tagList,
    accounts: v.pipe(v.array(OptionSchema, messages.minOneProfile), v.minLength(1, messages.minOneProfile)),
    video: v.pipe(v.array(PublicationVideoSchema, messages.minOneVideo), v.minLength(1, messages.minOneVideo)),
    inYouTube: flag,
    inTikTok: flag,
    inInstagram: flag,
    date: publishDate,
  }),
  v.forward(
    v.partialCheck(
      [['inYouTube'], ['inTikTok'], ['inInstagram']],
      (input) => input.inYouTube || input.inTikTok || input.inInstagram,
      messages.platformRequired,
    ),
    ['inYouTube'],
  ),
  v.forward(
    v.partialCheck([['accounts'], ['video']], (input) => input.accounts.length <= input.video.length, messages.moreProfilesThanVideos),
    ['accounts'],
  ),
);
export type PublicationRequest = v.InferOutput<typeof PublicationRequestSchema>;
export type PublicationFormValues = v.InferInput<typeof PublicationRequestSchema>;

/** SPEC §3 "Video upload payload" / §5 "Published item edit": tags as a list or a comma-separated string. */
export const PublicationUpdateSchema = v.object({
  title,
  description,
  tags: v.pipe(
    v.union([v.string(messages.minOneTag), v.array(v.string(), messages.minOneTag)], messages.minOneTag),
    v.transform((tags) => (typeof tags === 'string' ? tags.split(',') : tags)),
    tagList,
  ),
  inYouTube: flag,
  inTikTok: flag,
  inInstagram: flag,
});
export type PublicationUpdate = v.InferOutput<typeof PublicationUpdateSchema>;
export type PublicationUpdateValues = v.InferInput<typeof PublicationUpdateSchema>;

/** One rendered video published through one profile on one platform: a row of the detail. */
export const PublishedRowSchema = v.object({
  id: v.number(),
  videoId: v.number(),
  platform: PlatformSchema,
  status: StatusSchema,
  error: v.nullable(v.string()),
  postUrl: v.nullable(v.string()),
  account: v.object({ id: v.number(), title: v.string() }),
  video: VideoItemSchema,
  publishAt: v.nullable(v.string()),
  publishedAt: v.nullable(v.string()),
  attempts: v.number(),
  views: v.number(),
  likes: v.number(),
  comments: v.number(),
  updatedAt: v.string(),
});
export type PublishedRow = v.InferOutput<typeof PublishedRowSchema>;

/** SPEC §3 "Published item detail" (tags as a comma-separated string) with its rows. */
export const PublishedItemSchema = v.object({
  id: v.number(),
  idUpload: v.string(),
  title: v.string(),
  description: v.string(),
  tags: v.string(),
  inYouTube: v.boolean(),
  inTikTok: v.boolean(),
  inInstagram: v.boolean(),
  date: v.nullable(v.string()),
  status: StatusSchema,
  tagProfile: v.array(TagSetSchema),
  video: v.array(PublishedRowSchema),
  createdAt: v.string(),
});
export type PublishedItem = v.InferOutput<typeof PublishedItemSchema>;

/** SPEC §3 "Video upload row": a row of the 'YouTube' list. */
export const VideoUploadRowSchema = v.object({
  id: v.number(),
  idUpload: v.string(),
  title: v.nullable(v.string()),
  status: StatusSchema,
  rowCount: v.number(),
  successCount: v.number(),
  errorCount: v.number(),
  date: v.nullable(v.string()),
  createdAt: v.string(),
});
export type VideoUploadRow = v.InferOutput<typeof VideoUploadRowSchema>;
export const VideoUploadPageSchema = pageOf(VideoUploadRowSchema);

/**
 * Retry of one row (SPEC §7 "POST /api/upload-video/upload: videoId, youTubeId"): `videoId` is the
 * row id of the detail; `youTubeId`, when given, is the item's idUpload and must match.
 */
export const RetryRequestSchema = v.object({
  videoId: v.pipe(v.number(messages.invalidId), v.integer(messages.invalidId), v.minValue(1, messages.invalidId)),
  youTubeId: v.optional(v.nullable(v.string())),
});
export type RetryRequest = v.InferOutput<typeof RetryRequestSchema>;
