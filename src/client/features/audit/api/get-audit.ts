import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AuditPage } from '@shared/schemas/audit';
import { api } from '@client/lib/api-client';
import { type AuditFilterParams, auditKeys } from './queries';

export function getAuditPage(filter: AuditFilterParams, cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  return api.get<AuditPage>(apiPaths.audit.list, { query: { ...filter, cursor: cursor ?? undefined }, signal });
}

/** The journal under a filter, a page at a time, newest first ('Показати старіші' reads the next). */
export function useAuditEntries(filter: AuditFilterParams) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getAuditPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
