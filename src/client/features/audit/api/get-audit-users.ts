import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { api } from '@client/lib/api-client';
import { auditKeys } from './queries';

export interface AuditUserOption {
  id: number;
  login: string;
}

/** Every user, for the journal's user filter. */
export function useAuditUsers() {
  return useQuery({
    queryKey: auditKeys.users(),
    queryFn: ({ signal }) => api.get<AuditUserOption[]>(apiPaths.audit.users, { signal }),
    staleTime: 60_000,
  });
}
