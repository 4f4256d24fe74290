import * as v from 'valibot';
import { messages } from '../messages';
import { dbIdFromString, OptionSchema, pageOf } from './common';
import { GroupSchema } from './groups';
import { TagSetSchema } from './tags';
import { StatusSchema } from './videos';

export const MAX_COUNT_VIDEO = 50;

/** The creation form (SPEC §3 "Video creation request", §5 "Creation request"). */
export const CreationRequestFormSchema = v.pipe(
  v.object({
    countVideo: v.pipe(
      v.number(messages.countVideoRequired),
      v.integer(messages.countVideoRange),
      v.minValue(1, messages.countVideoRange),
      v.maxValue(MAX_COUNT_VIDEO, messages.countVideoRange),
    ),
    video: v.pipe(
      v.array(v.pipe(v.blob(messages.fileMustBeVideo), v.check((file) => file.type.startsWith('video/'), messages.fileMustBeVideo))),
      v.minLength(1, messages.minOneVideo),
      v.maxLength(1, messages.maxOneVideo),
    ),
    isVideo: v.boolean(),
    isPhoto: v.boolean(),
    folders: v.pipe(v.array(OptionSchema), v.minLength(1, messages.minOneFolder)),
  }),
  v.forward(
    v.partialCheck([['isVideo'], ['isPhoto']], (input) => input.isVideo || input.isPhoto, messages.backgroundKindRequired),
    ['isPhoto'],
  ),
);
export type CreationRequestFormValues = v.InferInput<typeof CreationRequestFormSchema>;

/** The text fields of POST /api/create-video/create (multipart; the video is the `file` part). */
export const CreationRequestFieldsSchema = v.pipe(
  v.object({
    countVideo: v.pipe(
      v.string(messages.countVideoRequired),
      v.regex(/^\d+$/, messages.countVideoRange),
      v.transform(Number),
      v.minValue(1, messages.countVideoRange),
      v.maxValue(MAX_COUNT_VIDEO, messages.countVideoRange),
    ),
    isVideo: v.optional(v.pipe(v.picklist(['true', 'false', '1', '0']), v.transform((value) => value === 'true' || value === '1')), 'false'),
    isPhoto: v.optional(v.pipe(v.picklist(['true', 'false', '1', '0']), v.transform((value) => value === 'true' || value === '1')), 'false'),
    folders: v.pipe(
      v.array(dbIdFromString(messages.minOneFolder), messages.minOneFolder),
      v.minLength(1, messages.minOneFolder),
      v.transform((ids) => [...new Set(ids)]),
    ),
  }),
  v.forward(
    v.partialCheck([['isVideo'], ['isPhoto']], (input) => input.isVideo || input.isPhoto, messages.backgroundKindRequired),
    ['isPhoto'],
  ),
);
export type CreationRequestFields = v.InferOutput<typeof CreationRequestFieldsSchema>;

/** A row of /video/request-create (SPEC §3 "Creation request list item" + progress). */
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

/** A rendered variant (SPEC §3 "Video item"); once sent to publishing, its status and profile. */
export const VideoItemSchema = v.object({
  id: v.number(),
  url: v.string(),
  posterUrl: v.nullable(v.string()),
  idUpload: v.string(),
  createdAt: v.string(),
  status: v.optional(StatusSchema),
  account: v.optional(OptionSchema),
});
export type VideoItem = v.InferOutput<typeof VideoItemSchema>;

/** What the publishing form needs (SPEC §3 "Publication request detail"). */
export const CreationRequestDetailSchema = v.object({
  ...CreationRequestItemSchema.entries,
  video: v.array(VideoItemSchema),
  tags: v.array(TagSetSchema),
  accounts: v.array(OptionSchema),
  group: v.array(GroupSchema),
});
export type CreationRequestDetail = v.InferOutput<typeof CreationRequestDetailSchema>;

export const IdUploadParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(messages.requestNotFound)) });
