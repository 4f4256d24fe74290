import { uploadPaths } from '@shared/schemas/uploads';
import { paths } from '@client/app/paths';
import { getUploadQueue } from '@client/offline/browser-queue';
import type { QueueItem } from '@client/offline/queue-types';
import { backgroundKeys } from './queries';

export interface BackgroundUpload {
  ownerId: number;
  folderId: number;
  folderName: string;
  files: File[];
  videos: File[];
}

/**
 * Stages an upload in the offline queue: each photo and video goes over a resumable upload, then
 * POST /api/photo-bg/from-uploads `{ folderId, files: [uploadId], videos: [uploadId] }` commits them.
 * Resolves once it is durably queued; the queue sends it when it can and refreshes the folder when
 * the server confirms it.
 */
export function queueBackgroundUpload({ ownerId, folderId, folderName, files, videos }: BackgroundUpload): Promise<QueueItem> {
  const entry = (field: 'files[]' | 'videos[]', kind: 'image' | 'video') => (file: File) => ({
    field,
    kind,
    name: file.name,
    type: file.type,
    blob: file,
  });
  return getUploadQueue().enqueue({
    kind: 'background',
    ownerId,
    method: 'POST',
    url: uploadPaths.backgroundsFromUploads,
    fields: [],
    commit: { body: { folderId } },
    files: [...files.map(entry('files[]', 'image')), ...videos.map(entry('videos[]', 'video'))],
    target: { label: folderName, href: paths.backgrounds.folder.getHref(folderId) },
    invalidates: [[...backgroundKeys.mediaLists(folderId)], [...backgroundKeys.folderLists()]],
  });
}
