import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { ImportKey, ImportPreview, ImportProgress } from '@shared/schemas/account-imports';
import { api } from '@client/lib/api-client';
import { accountKeys, groupKeys } from './queries';

/** The dry run: the text fields go before the file, as the server reads them in order. */
export function checkImport(file: File, key: ImportKey, createGroups: boolean): Promise<ImportPreview> {
  const body = new FormData();
  body.append('key', key);
  body.append('createGroups', String(createGroups));
  body.append('file', file, file.name);
  return api.post<ImportPreview>(apiPaths.accounts.imports, body);
}

export function applyImport(id: number, file: File): Promise<ImportProgress> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<ImportProgress>(apiPaths.accounts.applyImport(id), body);
}

export function useCheckImport() {
  return useMutation({
    mutationFn: ({ file, key, createGroups }: { file: File; key: ImportKey; createGroups: boolean }) =>
      checkImport(file, key, createGroups),
  });
}

export function useApplyImport() {
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => applyImport(id, file),
    meta: { invalidates: [accountKeys.lists(), accountKeys.options(), accountKeys.healthBoards(), groupKeys.lists()] },
  });
}

/** The import's progress, asked every second while `polling` (the apply request runs meanwhile). */
export function useImportProgress(id: number | null, polling: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: accountKeys.import(id),
      queryFn: ({ signal }) => api.get<ImportProgress>(apiPaths.accounts.import(id!), { signal }),
    }),
    enabled: id !== null && polling,
    refetchInterval: polling ? 1000 : false,
  });
}
