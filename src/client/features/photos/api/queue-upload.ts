import { apiPaths } from '@shared/api-paths';
import { getUploadQueue } from '../../../offline/browser-queue';
import type { QueueItem } from '../../../offline/queue-types';
import { backgroundKeys } from './queries';

export interface BackgroundUpload {
  ownerId: number;
  folderId: number;
  folderName: string;
  files: File[];
  videos: File[];
}

/**
 * Stages an upload in the offline queue (SPEC §7 POST /api/photo-bg: repeated `files`, repeated
 * `videos`, `folderId`). Resolves once it is durably queued; the queue sends it when it can and
 * refreshes the folder when the server confirms it.
 */
export function queueBackgroundUpload({ ownerId, folderId, folderName, files, videos }: BackgroundUpload): Promise<QueueItem> {
  const entry = (field: 'files' | 'videos') => (file: File) => ({ field, name: file.name, type: file.type, blob: file });
  return getUploadQueue().enqueue({
    kind: 'background',
    ownerId,
    method: 'POST',
    url: apiPaths.backgrounds.media,
    fields: [{ name: 'folderId', value: String(folderId) }],
    files: [...files.map(entry('files')), ...videos.map(entry('videos'))],
    target: { label: folderName, href: `/photos/${folderId}` },
    invalidates: [[...backgroundKeys.mediaLists(folderId)], [...backgroundKeys.folderLists()]],
  });
}
