import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { DEFAULT_MAX_UPLOAD_BYTES } from '@shared/constants';
import type { UploadLimits } from '@shared/schemas/upload-limits';
import { api } from './api-client';
import { formatBytes } from './format-number';
import { queryKeys } from './query-keys';
import { commonText } from './text';

export const uploadLimitsQuery = queryOptions({
  queryKey: queryKeys.uploadLimits(),
  queryFn: () => api.get<UploadLimits>(apiPaths.uploadLimits),
  staleTime: 60 * 60 * 1000,
});

/** The largest file the server accepts: its MAX_UPLOAD_BYTES once known, the default until then (or offline). */
export function useUploadLimit(): number {
  return useQuery(uploadLimitsQuery).data?.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
}

/**
 * Splits chosen files by the server's limit before anything is staged: a bigger file would be copied
 * into the browser (many seconds for gigabytes) only to be refused by the server. Returns the files
 * that fit and one message per refused file, naming the limit ('… більший за 2 ГБ …').
 */
export function withinUploadLimit<T extends { name: string; size: number }>(
  files: readonly T[],
  limit: number,
): { accepted: T[]; messages: string[] } {
  const accepted = files.filter((file) => file.size <= limit);
  const messages = files.filter((file) => file.size > limit).map((file) => commonText.dropzone.overLimit(file.name, formatBytes(limit)));
  return { accepted, messages };
}
