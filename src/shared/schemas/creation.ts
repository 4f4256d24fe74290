import * as v from 'valibot';
import { commonMessages } from '../messages/common';
import { creationMessages } from '../messages/creation';
import { uploadMessages } from '../messages/uploads';
import { DEFAULT_UNIQUENESS_LEVEL, UNIQUENESS_LEVELS, UNIQUENESS_VERDICTS } from '../uniqueness';
import { dbIdFromString, OptionSchema, pageOf } from './common';
import { GroupSchema } from './groups';
import { AccountOptionSchema, LabelTargetSchema } from './accounts';
import { TagSetSchema } from './tags';
import { StatusSchema } from './videos';

export const MAX_COUNT_VIDEO = 50;

/** The video creation form. */
export const CreationRequestFormSchema = v.pipe(
  v.object({
    countVideo: v.pipe(
      v.number(creationMessages.countVideoRequired),
      v.integer(creationMessages.countVideoRange),
      v.minValue(1, creationMessages.countVideoRange),
      v.maxValue(MAX_COUNT_VIDEO, creationMessages.countVideoRange),
    ),
    video: v.pipe(
      v.array(
        v.pipe(
          v.blob(uploadMessages.fileMustBeVideo),
          v.check((file) => file.type.startsWith('video/'), uploadMessages.fileMustBeVideo),
        ),
      ),
      v.minLength(1, commonMessages.minOneVideo),
      v.maxLength(1, creationMessages.maxOneVideo),
    ),
    isVideo: v.boolean(),
    isPhoto: v.boolean(),
    folders: v.pipe(v.array(OptionSchema), v.minLength(1, creationMessages.minOneFolder)),
    /** 'Додатково' → 'Унікалізація': optional. */
    uniqueness: v.optional(v.picklist(UNIQUENESS_LEVELS, creationMessages.uniquenessLevelInvalid)),
  }),
  v.forward(
    v.partialCheck([['isVideo'], ['isPhoto']], (input) => input.isVideo || input.isPhoto, creationMessages.backgroundKindRequired),
    ['isPhoto'],
  ),
);
export type CreationRequestFormValues = v.InferInput<typeof CreationRequestFormSchema>;

/** The text fields of POST /api/create-video/create (multipart; the video is the `file` part). */
export const CreationRequestFieldsSchema = v.pipe(
  v.object({
    countVideo: v.pipe(
      v.string(creationMessages.countVideoRequired),
      v.regex(/^\d+$/, creationMessages.countVideoRange),
      v.transform(Number),
      v.minValue(1, creationMessages.countVideoRange),
      v.maxValue(MAX_COUNT_VIDEO, creationMessages.countVideoRange),
    ),
    isVideo: v.optional(
      v.pipe(
        v.picklist(['true', 'false', '1', '0']),
        v.transform((value) => value === 'true' || value === '1'),
      ),
      'false',
    ),
    isPhoto: v.optional(
      v.pipe(
        v.picklist(['true', 'false', '1', '0']),
        v.transform((value) => value === 'true' || value === '1'),
      ),
      'false',
    ),
    folders: v.pipe(
      v.array(dbIdFromString(creationMessages.minOneFolder), creationMessages.minOneFolder),
      v.minLength(1, creationMessages.minOneFolder),
      v.transform((ids) => [...new Set(ids)]),
    ),
    /** How strongly variants are made unique; medium when left out. */
    uniqueness: v.optional(v.picklist(UNIQUENESS_LEVELS, creationMessages.uniquenessLevelInvalid), DEFAULT_UNIQUENESS_LEVEL),
  }),
  v.forward(
    v.partialCheck([['isVideo'], ['isPhoto']], (input) => input.isVideo || input.isPhoto, creationMessages.backgroundKindRequired),
    ['isPhoto'],
  ),
);
export type CreationRequestFields = v.InferOutput<typeof CreationRequestFieldsSchema>;

/** A row of /video/request-create, with its progress. */
export const CreationRequestItemSchema = v.object({
  id: v.number(),
  idUpload: v.string(),
  status: StatusSchema,
  countVideo: v.number(),
  doneCount: v.number(),
  error: v.nullable(v.string()),
  sourceName: v.string(),
  createdAt: v.string(),
  /** How many of its rendered videos are already sent to publishing (each goes out once). */
  sentCount: v.number(),
  /** The request's publication once one was made (its page is /video/youtube/{idUpload}), else null. */
  publication: v.nullable(v.object({ id: v.number(), idUpload: v.string(), title: v.string() })),
});
export type CreationRequestItem = v.InferOutput<typeof CreationRequestItemSchema>;
export const CreationRequestPageSchema = pageOf(CreationRequestItemSchema);

/**
 * A variant's similarity score: mean Hamming distances (0–64) between the pHashes of
 * frames sampled at the same moments, to the source and to its nearest sibling.
 */
export const VariantScoreSchema = v.object({
  /** From the distance to the nearest sibling (to the source when the request has one variant). */
  verdict: v.picklist(UNIQUENESS_VERDICTS),
  sourceDistance: v.number(),
  /** Null while no sibling is scored yet. */
  nearestDistance: v.nullable(v.number()),
  /** Ids of the siblings closer than UNIQUENESS_THRESHOLDS.medium: they should not go to two different profiles. */
  tooSimilarTo: v.array(v.number()),
});
export type VariantScore = v.InferOutput<typeof VariantScoreSchema>;

/** The request's two least different variants (video ids). */
export const WeakestPairSchema = v.object({
  a: v.number(),
  b: v.number(),
  distance: v.number(),
  verdict: v.picklist(UNIQUENESS_VERDICTS),
});
export type WeakestPair = v.InferOutput<typeof WeakestPairSchema>;

/** A rendered variant; once sent to publishing, its status and profile. */
export const VideoItemSchema = v.object({
  id: v.number(),
  url: v.string(),
  posterUrl: v.nullable(v.string()),
  idUpload: v.string(),
  createdAt: v.string(),
  status: v.optional(StatusSchema),
  account: v.optional(OptionSchema),
  /** The similarity score once the worker computed it; null for a variant left unscored. */
  score: v.optional(v.nullable(VariantScoreSchema)),
});
export type VideoItem = v.InferOutput<typeof VideoItemSchema>;

/** What the publishing form needs of a finished creation request. */
export const CreationRequestDetailSchema = v.object({
  ...CreationRequestItemSchema.entries,
  video: v.array(VideoItemSchema),
  tags: v.array(TagSetSchema),
  accounts: v.array(AccountOptionSchema),
  group: v.array(GroupSchema),
  /** The labels on the user's profiles, each with the profiles carrying it ('Усі з міткою «Київ»'). */
  labels: v.array(LabelTargetSchema),
  /** The level the variants were rendered at ('off': without per-variant levers, requests made before uniqueness levels existed). */
  uniqueness: v.optional(v.picklist(['off', ...UNIQUENESS_LEVELS])),
  /** The request's two least different variants, once two are scored. */
  weakestPair: v.optional(v.nullable(WeakestPairSchema)),
});
export type CreationRequestDetail = v.InferOutput<typeof CreationRequestDetailSchema>;

export const IdUploadParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(creationMessages.requestNotFound)) });
