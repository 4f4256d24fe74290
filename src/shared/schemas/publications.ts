import * as v from 'valibot';
import { kyivLocalToDate } from '../lib/kyiv-time';
import { normalizeTags } from '../lib/tags';
import { commonMessages } from '../messages/common';
import { publicationMessages } from '../messages/publications';
import { requestMessages } from '../messages/request';
import { PLATFORMS } from '../status';
import { hasAngleBrackets, utf8Bytes, YOUTUBE_DESCRIPTION_MAX_BYTES, YOUTUBE_TAGS_MAX, youtubeTagsLength } from '../lib/youtube-metadata';
import { unknownVariables } from '../lib/post-text';
import { dbId, OptionSchema, pageOf, requiredString } from './common';
import { TikTokPostOptionsSchema, TikTokPrivacySchema, YouTubePostOptionsSchema } from './publication-options';
import { VideoItemSchema } from './creation';
import { READINESS_MAX_PROFILES, SkipPairSchema } from './publish-readiness';
import { TagSetSchema } from './tags';
import { StatusSchema } from './videos';

export const MAX_TITLE_LENGTH = 100;
/** Instagram's and TikTok's caption limit; YouTube allows more, so one limit fits all three. */
export const MAX_DESCRIPTION_LENGTH = 2200;

export const PlatformSchema = v.picklist(PLATFORMS);

/** The most a text written for one platform may hold before its variables are filled (YouTube's description). */
export const MAX_PLATFORM_TEXT_LENGTH = 5000;

/** Braces around anything but a known variable are refused: they would be posted as written. */
const knownVariables = v.check<string, (issue: v.CheckIssue<string>) => string>(
  (text) => unknownVariables(text).length === 0,
  (issue) =>
    publicationMessages.unknownVariable(
      unknownVariables(issue.input)
        .map((name) => `{${name}}`)
        .join(', '),
    ),
);

const title = v.pipe(
  requiredString(commonMessages.nameRequired),
  v.maxLength(MAX_TITLE_LENGTH, publicationMessages.titleTooLong),
  knownVariables,
);
const description = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(MAX_DESCRIPTION_LENGTH, publicationMessages.descriptionTooLong), knownVariables),
  '',
);
const platformText = v.optional(
  v.pipe(v.string(), v.maxLength(MAX_PLATFORM_TEXT_LENGTH, publicationMessages.platformTextMaxLength), knownVariables),
  '',
);

/**
 * The texts written for one platform in place of the shared title and description (empty: the shared
 * ones). Variables in them and in the shared text are filled per row from its profile.
 */
export const PlatformTextsSchema = v.object({
  youtubeTitle: platformText,
  youtubeDescription: platformText,
  tiktok: platformText,
  instagram: platformText,
});
export type PlatformTextValues = v.InferInput<typeof PlatformTextsSchema>;
export const EMPTY_PLATFORM_TEXTS = { youtubeTitle: '', youtubeDescription: '', tiktok: '', instagram: '' } as const;
const tagList = v.pipe(
  v.array(v.pipe(v.string(), v.maxLength(100, commonMessages.textTooLong)), commonMessages.minOneTag),
  v.transform((tags: string[]) => normalizeTags(tags)),
  v.minLength(1, commonMessages.minOneTag),
  v.maxLength(100, commonMessages.textTooLong),
);
const flag = v.optional(v.boolean(), false);

/**
 * The optional publication date: a `datetime-local` value read as Kyiv time (or an ISO instant),
 * which must lie in the future. Empty means "publish now".
 */
const publishDate = v.optional(
  v.nullable(
    v.pipe(
      v.string(publicationMessages.dateInvalid),
      // Empty is "publish now"; anything else that is not a date must fail the check below, not become "now".
      v.transform((value) => (value.trim() === '' ? null : (kyivLocalToDate(value.trim()) ?? new Date(Number.NaN)))),
      v.check((date) => date === null || !Number.isNaN(date.getTime()), publicationMessages.dateInvalid),
      v.check((date) => date === null || date.getTime() > Date.now(), publicationMessages.dateInPast),
    ),
  ),
  null,
);

/** TikTok's choices as the form sends them: privacy may still be empty, which is refused when TikTok is on. */
const tiktokChoices = v.optional(
  v.nullable(
    v.object({
      privacyLevel: v.optional(v.nullable(v.union([TikTokPrivacySchema, v.literal('')])), null),
      allowComments: v.optional(v.boolean(), false),
      allowDuet: v.optional(v.boolean(), false),
      allowStitch: v.optional(v.boolean(), false),
    }),
  ),
  null,
);
const youtubeChoices = v.optional(YouTubePostOptionsSchema, {});

/**
 * The rules only one platform has, for the create and the edit schema alike: YouTube's metadata
 * limits (videos.insert refuses more) and, where asked, TikTok's privacy, which the operator must
 * choose. Each rule reads only fields that parsed, so it shows beside the other fields' errors.
 */
function platformRules<TInput>(options: { requireTikTokPrivacy: boolean }): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown> | null;
    if (typeof input !== 'object' || input === null) return;
    const issueAt = (key: string, message: string) =>
      addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
    if (input.inYouTube === true) {
      const { title, description, tags } = input;
      if (typeof title === 'string' && hasAngleBrackets(title)) issueAt('title', publicationMessages.youtubeTitleBrackets);
      if (typeof description === 'string' && hasAngleBrackets(description))
        issueAt('description', publicationMessages.youtubeDescriptionBrackets);
      if (typeof description === 'string' && utf8Bytes(description) > YOUTUBE_DESCRIPTION_MAX_BYTES)
        issueAt('description', publicationMessages.youtubeDescriptionTooLong);
      if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') && youtubeTagsLength(tags) > YOUTUBE_TAGS_MAX) {
        issueAt('tags', publicationMessages.youtubeTagsTooLong);
      }
    }
    if (options.requireTikTokPrivacy && input.inTikTok === true) {
      const tiktok = input.tiktok as { privacyLevel?: unknown } | null | undefined;
      if (!tiktok?.privacyLevel) issueAt('tiktok', publicationMessages.tiktokPrivacyRequired);
    }
  });
}

/** The TikTok choices as stored: null when TikTok is off or privacy was not chosen. */
export function tiktokOptionsOf(input: {
  inTikTok: boolean;
  tiktok: { privacyLevel?: string | null; allowComments: boolean; allowDuet: boolean; allowStitch: boolean } | null;
}) {
  const parsed = input.inTikTok && input.tiktok ? v.safeParse(TikTokPostOptionsSchema, input.tiktok) : null;
  return parsed?.success ? parsed.output : null;
}

/** A video of the publishing form; `account` is the profile it goes to. */
export const PublicationVideoSchema = v.object(
  {
    id: dbId(publicationMessages.videoItemInvalid),
    url: v.string(publicationMessages.videoItemInvalid),
    idUpload: v.string(publicationMessages.videoItemInvalid),
    createdAt: v.string(publicationMessages.videoItemInvalid),
    account: v.optional(v.nullable(OptionSchema)),
  },
  publicationMessages.videoItemInvalid,
);

/**
 * The publishing form's payload and its rules. Video `k` goes to the profile at position `k`; videos
 * beyond the chosen profiles stay unpublished.
 */
export const PublicationRequestSchema = v.pipe(
  v.object({
    id: v.optional(v.union([v.string(), v.number()])),
    title,
    description,
    tags: tagList,
    accounts: v.pipe(v.array(OptionSchema, commonMessages.minOneProfile), v.minLength(1, commonMessages.minOneProfile)),
    video: v.pipe(v.array(PublicationVideoSchema, commonMessages.minOneVideo), v.minLength(1, commonMessages.minOneVideo)),
    inYouTube: flag,
    inTikTok: flag,
    inInstagram: flag,
    date: publishDate,
    /**
     * 'У наступні вільні слоти' instead of a date: each row takes the next free slot of the weekly pattern
     * its profile posts by on the platform (the date is then ignored). Refused (422) naming the profiles
     * without a pattern on a chosen platform.
     */
    inSlots: flag,
    tiktok: tiktokChoices,
    youtube: youtubeChoices,
    texts: v.optional(PlatformTextsSchema, EMPTY_PLATFORM_TEXTS),
    /**
     * The unready profile × platform pairs the operator chose to leave out: no row is made for them.
     * An unready pair not listed here is refused (422), so a form that went stale cannot publish
     * through a broken profile.
     */
    skip: v.optional(
      v.pipe(v.array(SkipPairSchema), v.maxLength(READINESS_MAX_PROFILES * PLATFORMS.length, commonMessages.textTooLong)),
      [],
    ),
  }),
  platformRules({ requireTikTokPrivacy: true }),
  v.forward(
    v.partialCheck(
      [['inYouTube'], ['inTikTok'], ['inInstagram']],
      (input) => input.inYouTube || input.inTikTok || input.inInstagram,
      publicationMessages.platformRequired,
    ),
    ['inYouTube'],
  ),
  v.forward(
    v.partialCheck(
      [['accounts'], ['video']],
      (input) => input.accounts.length <= input.video.length,
      publicationMessages.moreProfilesThanVideos,
    ),
    ['accounts'],
  ),
);
export type PublicationRequest = v.InferOutput<typeof PublicationRequestSchema>;
export type PublicationFormValues = v.InferInput<typeof PublicationRequestSchema>;

/**
 * The published item's edit: tags as a list or a comma-separated
 * string. The platform choices may be left out (the item keeps its own); TikTok switched on needs
 * its privacy, given here or already stored.
 */
export const PublicationUpdateSchema = v.pipe(
  v.object({
    title,
    description,
    tags: v.pipe(
      v.union([v.string(commonMessages.minOneTag), v.array(v.string(), commonMessages.minOneTag)], commonMessages.minOneTag),
      v.transform((tags) => (typeof tags === 'string' ? tags.split(',') : tags)),
      tagList,
    ),
    inYouTube: flag,
    inTikTok: flag,
    inInstagram: flag,
    tiktok: tiktokChoices,
    youtube: v.optional(YouTubePostOptionsSchema),
  }),
  platformRules({ requireTikTokPrivacy: false }),
);
export type PublicationUpdate = v.InferOutput<typeof PublicationUpdateSchema>;
export type PublicationUpdateValues = v.InferInput<typeof PublicationUpdateSchema>;

/** What a profile fills the text variables with (`ProfileTextValues`); null where it has nothing. */
export const ProfileTextValuesSchema = v.object({
  accountId: v.number(),
  title: v.string(),
  name: v.nullable(v.string()),
  group: v.nullable(v.string()),
  links: v.object({ youtube: v.nullable(v.string()), tiktok: v.nullable(v.string()), instagram: v.nullable(v.string()) }),
  platforms: v.array(PlatformSchema),
});
export const ProfileTextValuesListSchema = v.object({ data: v.array(ProfileTextValuesSchema) });
export type ProfileTextValuesList = v.InferOutput<typeof ProfileTextValuesListSchema>;

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
  /** When a waiting row (a limit, a post still in the platform's hands) is tried again. */
  retryAt: v.nullable(v.string()),
  /** The slot the row is planned into under its profile's posting limits (null for rows planned before them). */
  plannedAt: v.nullable(v.string()),
  publishedAt: v.nullable(v.string()),
  attempts: v.number(),
  views: v.number(),
  likes: v.number(),
  comments: v.number(),
  updatedAt: v.string(),
  /**
   * What the row is posted with: once it has gone to its platform (`atPlatform`), what the platform
   * got, kept when the item is edited; until then the item's current title, description, tags and options.
   */
  title: v.string(),
  description: v.string(),
  tags: v.array(v.string()),
  /** TikTok and Instagram: the caption exactly as posted, hashtags included (null: YouTube, or a row made before it was kept). */
  caption: v.nullable(v.string()),
  tiktok: v.nullable(TikTokPostOptionsSchema),
  youtube: YouTubePostOptionsSchema,
  atPlatform: v.boolean(),
});
export type PublishedRow = v.InferOutput<typeof PublishedRowSchema>;

/** The published item (tags as a comma-separated string) with its rows. */
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
  tiktok: v.nullable(TikTokPostOptionsSchema),
  youtube: YouTubePostOptionsSchema,
  /** The texts written per platform (empty: the shared title and description), with their variables unfilled. */
  texts: v.object({ youtubeTitle: v.string(), youtubeDescription: v.string(), tiktok: v.string(), instagram: v.string() }),
  tagProfile: v.array(TagSetSchema),
  video: v.array(PublishedRowSchema),
  createdAt: v.string(),
  /** The creation request it was published from (its page is /video/request/{idUpload}), named by its source file. */
  request: v.object({ id: v.number(), idUpload: v.string(), sourceName: v.string() }),
});
export type PublishedItem = v.InferOutput<typeof PublishedItemSchema>;

/** A row of the 'YouTube' list. */
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
 * Retry of one row (POST /api/upload-video/upload with videoId and youTubeId): `videoId` is the
 * row id of the detail; `youTubeId`, when given, is the item's idUpload and must match.
 */
export const RetryRequestSchema = v.object({
  videoId: dbId(requestMessages.invalidId),
  youTubeId: v.optional(v.nullable(v.string())),
});
export type RetryRequest = v.InferOutput<typeof RetryRequestSchema>;
