import * as v from 'valibot';
import { backgroundMessages } from '../messages/backgrounds';
import { creationMessages } from '../messages/creation';
import { uploadMessages } from '../messages/uploads';
import { UNIQUENESS_LEVELS } from '../uniqueness';
import { dbId } from './common';
import { MAX_COUNT_VIDEO } from './creation';

/** Where resumable (tus 1.0) uploads are created (POST) and continued (HEAD, PATCH, DELETE on `/{id}`). */
export const UPLOADS_PATH = '/api/uploads';

/** The commit endpoints: one small JSON request that makes media or a creation request of finished uploads. */
export const uploadPaths = {
  uploads: UPLOADS_PATH,
  upload: (id: string) => `${UPLOADS_PATH}/${id}`,
  backgroundsFromUploads: '/api/photo-bg/from-uploads',
  creationFromUploads: '/api/create-video/from-uploads',
} as const;

/** Largest chunk the upload queue sends in one PATCH: a cut re-sends at most this much. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** An upload id as the server makes them (the last part of its tus URL). */
export const UploadIdSchema = v.pipe(v.string(uploadMessages.uploadNotFound), v.regex(/^[0-9a-f]{32}$/, uploadMessages.uploadNotFound));

export const UploadParamsSchema = v.object({
  id: v.pipe(v.string(uploadMessages.uploadNotFound), v.regex(/^[\w-]{1,64}$/, uploadMessages.uploadNotFound)),
});

const uploadIds = v.pipe(v.array(UploadIdSchema, uploadMessages.uploadNotFound), v.maxLength(500, uploadMessages.tooManyFiles));

/** Finished uploads into a folder: `files` are photos, `videos` videos (as the multipart upload's parts). */
export const BackgroundsFromUploadsSchema = v.object({
  folderId: dbId(backgroundMessages.folderNotFound),
  files: v.optional(uploadIds, []),
  videos: v.optional(uploadIds, []),
});
export type BackgroundsFromUploads = v.InferOutput<typeof BackgroundsFromUploadsSchema>;

/** A creation request from a finished upload of its source video, with the fields of the multipart form as JSON. */
export const CreationFromUploadsSchema = v.object({
  file: UploadIdSchema,
  countVideo: v.pipe(
    v.number(creationMessages.countVideoRange),
    v.integer(creationMessages.countVideoRange),
    v.minValue(1, creationMessages.countVideoRange),
    v.maxValue(MAX_COUNT_VIDEO, creationMessages.countVideoRange),
  ),
  isVideo: v.optional(v.boolean(), false),
  isPhoto: v.optional(v.boolean(), false),
  folders: v.array(dbId(creationMessages.minOneFolder), creationMessages.minOneFolder),
  uniqueness: v.optional(v.picklist(UNIQUENESS_LEVELS, creationMessages.uniquenessLevelInvalid)),
});
export type CreationFromUploads = v.InferOutput<typeof CreationFromUploadsSchema>;
