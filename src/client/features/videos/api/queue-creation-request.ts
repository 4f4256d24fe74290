import { apiPaths } from '@shared/api-paths';
import type { CreationRequestFormValues } from '@shared/schemas/creation';
import type { UniquenessLevel } from '@shared/uniqueness';
import { uiText } from '../../../lib/ui-text';
import { getUploadQueue } from '../../../offline/browser-queue';
import type { QueueItem, QueueRequestInput } from '../../../offline/queue-types';
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
 * The queue entry for POST /api/create-video/create (SPEC §7): multipart `file`, `countVideo`,
 * `isVideo`, `isPhoto` ('true'/'false'), repeated `folders[]` and, when chosen, `uniqueness`; the
 * lists refresh once it is confirmed.
 */
export function creationRequestInput({ ownerId, countVideo, isVideo, isPhoto, folders, video, uniqueness }: CreationRequestSubmission): QueueRequestInput {
  return {
    kind: 'creation-request',
    ownerId,
    method: 'POST',
    url: apiPaths.creation.create,
    fields: [
      { name: 'countVideo', value: String(countVideo) },
      { name: 'isVideo', value: String(isVideo) },
      { name: 'isPhoto', value: String(isPhoto) },
      ...folders.map((id) => ({ name: 'folders[]', value: String(id) })),
      ...(uniqueness ? [{ name: 'uniqueness', value: uniqueness }] : []),
    ],
    files: [{ field: 'file', name: video.name, type: video.type, blob: video }],
    target: { label: uiText.creation.queueLabel(video.name, countVideo), href: '/video/request-create' },
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
