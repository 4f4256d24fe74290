import type { AuditFilter } from '@shared/schemas/audit';
import { queryKeys } from '@client/lib/query-keys';

/** The journal's filter as the URL and the API carry it (instants as ISO strings). */
export type AuditFilterParams = { [K in keyof AuditFilter]?: string };

/** Query keys of the audit feature, built on the resource registry. */
export const auditKeys = {
  all: queryKeys.audit.all,
  lists: queryKeys.audit.lists,
  list: (filter: AuditFilterParams) => [...auditKeys.lists(), filter] as const,
  users: () => [...auditKeys.all, 'users'] as const,
};
