import { uploadPaths } from '@shared/schemas/uploads';
import type { CreationRequestFormValues } from '@shared/schemas/creation';
import type { UniquenessLevel } from '@shared/uniqueness';
import { paths } from '@client/app/paths';
import { getUploadQueue } from '@client/offline/browser-queue';
import type { QueueItem, QueueRequestInput } from '@client/offline/queue-types';
import { creationText } from '../text';
import { creationKeys } from './queries';

export interface CreationRequestSubmission {
  ownerId: number;
  countVideo: number;
  isVideo: boolean;
  isPhoto: boolean;
  /** Folder ids. */
  folders: number[];
  video: File;
  /** 'Додатково' → 'Унікалізація'; left out, the server takes medium. */
  uniqueness?: UniquenessLevel;
}

/**
 * The queue entry of a creation request: the source video goes over a resumable upload, then
 * POST /api/create-video/from-uploads `{ file: uploadId, countVideo, isVideo, isPhoto, folders,
 * uniqueness? }` commits it (the plain multipart endpoint stays for other clients); the lists
 * refresh once it is confirmed.
 */
export function creationRequestInput({
  ownerId,
  countVideo,
  isVideo,
  isPhoto,
  folders,
  video,
  uniqueness,
}: CreationRequestSubmission): QueueRequestInput {
  return {
    kind: 'creation-request',
    ownerId,
    method: 'POST',
    url: uploadPaths.creationFromUploads,
    fields: [],
    commit: { body: { countVideo, isVideo, isPhoto, folders, ...(uniqueness ? { uniqueness } : {}) } },
    files: [{ field: 'file', kind: 'video', name: video.name, type: video.type, blob: video }],
    target: { label: creationText.queueLabel(video.name, countVideo), href: paths.videos.requests.getHref() },
    invalidates: [[...creationKeys.lists()]],
  };
}

/** The form's values as a submission (the schema has already checked there is exactly one video). */
export function toSubmission(ownerId: number, values: CreationRequestFormValues): CreationRequestSubmission {
  const [video] = values.video;
  if (!(video instanceof File)) throw new TypeError('one video file expected');
  return {
    ownerId,
    countVideo: values.countVideo,
    isVideo: values.isVideo,
    isPhoto: values.isPhoto,
    folders: values.folders.map((folder) => folder.id),
    video,
    ...(values.uniqueness ? { uniqueness: values.uniqueness } : {}),
  };
}

/** Stages a creation request in the offline upload queue; resolves once it is durably stored. */
export function queueCreationRequest(submission: CreationRequestSubmission): Promise<QueueItem> {
  return getUploadQueue().enqueue(creationRequestInput(submission));
}
