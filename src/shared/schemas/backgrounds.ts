import * as v from 'valibot';
import { backgroundMessages } from '../messages/backgrounds';
import { commonMessages } from '../messages/common';
import { creationMessages } from '../messages/creation';
import { uploadMessages } from '../messages/uploads';
import { OptionSchema, pageOf, requiredString } from './common';

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A folder's name: at most this many characters (the form shows the count beside the field). */
export const MAX_FOLDER_NAME_LENGTH = 100;

/** The folder form: name required. */
export const FolderRequestSchema = v.object({
  name: v.pipe(requiredString(), v.maxLength(MAX_FOLDER_NAME_LENGTH, commonMessages.textTooLong)),
});
export type FolderRequest = v.InferOutput<typeof FolderRequestSchema>;

export const FolderSchema = v.object({
  id: v.number(),
  name: v.string(),
  imagesCount: v.number(),
  videosCount: v.number(),
  createdBy: v.nullable(v.object({ id: v.number(), login: v.string() })),
  createdAt: v.string(),
});
export type Folder = v.InferOutput<typeof FolderSchema>;
export const FolderPageSchema = pageOf(FolderSchema);

/**
 * A folder as the creation form's picker offers it (an option: id, title, value) with how
 * many photos and videos it holds, so a folder without the chosen kind is refused before queuing.
 */
export const FolderOptionSchema = v.object({
  ...OptionSchema.entries,
  imagesCount: v.number(),
  videosCount: v.number(),
});
export type FolderOption = v.InferOutput<typeof FolderOptionSchema>;

/** The background kinds a creation request asks for. */
export interface BackgroundKinds {
  isPhoto: boolean;
  isVideo: boolean;
}

/**
 * Why a folder cannot give a background of the chosen kinds ('У папці немає фото для фону: «Київ»'),
 * or null when it can. The form and the server use the same rule and the same words.
 */
export function folderKindProblem(
  folder: { name: string; imagesCount: number; videosCount: number },
  kinds: BackgroundKinds,
): string | null {
  const usable = (kinds.isPhoto ? folder.imagesCount : 0) + (kinds.isVideo ? folder.videosCount : 0);
  if (usable > 0 || (!kinds.isPhoto && !kinds.isVideo)) return null;
  const why =
    kinds.isPhoto && kinds.isVideo
      ? creationMessages.folderWithoutBackgrounds
      : kinds.isPhoto
        ? creationMessages.folderWithoutImages
        : creationMessages.folderWithoutVideos;
  return `${why}: «${folder.name}»`;
}

/** A background photo or video: id, type, url, and what lists need. */
export const BackgroundMediaSchema = v.object({
  id: v.number(),
  type: v.picklist(MEDIA_KINDS),
  url: v.string(),
  previewUrl: v.string(),
  name: v.string(),
  sizeBytes: v.number(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  durationMs: v.nullable(v.number()),
  folderId: v.number(),
  createdBy: v.nullable(v.object({ id: v.number(), login: v.string() })),
  createdAt: v.string(),
});
export type BackgroundMedia = v.InferOutput<typeof BackgroundMediaSchema>;

export const BackgroundMediaPageSchema = v.object({
  ...pageOf(BackgroundMediaSchema).entries,
  folder: v.optional(v.object({ id: v.number(), name: v.string() })),
});
export type BackgroundMediaPage = v.InferOutput<typeof BackgroundMediaPageSchema>;

export const UploadResultSchema = v.object({ data: v.array(BackgroundMediaSchema) });

const isImage = (file: Blob) => file.type.startsWith('image/');
const isVideo = (file: Blob) => file.type.startsWith('video/');

/**
 * The background upload form: images in `files`, videos in `videos`, at least
 * one of either. The browser's declared type is only a first filter: the server checks content.
 */
export const BackgroundUploadFormSchema = v.pipe(
  v.object({
    files: v.array(v.pipe(v.blob(uploadMessages.fileMustBeImage), v.check(isImage, uploadMessages.fileMustBeImage))),
    videos: v.array(v.pipe(v.blob(uploadMessages.fileMustBeVideo), v.check(isVideo, uploadMessages.fileMustBeVideo))),
  }),
  v.forward(
    v.partialCheck([['files'], ['videos']], (input) => input.files.length + input.videos.length > 0, backgroundMessages.atLeastOneMedia),
    ['files'],
  ),
);
export type BackgroundUploadForm = v.InferInput<typeof BackgroundUploadFormSchema>;
