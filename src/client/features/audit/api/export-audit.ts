import { apiPaths } from '@shared/api-paths';
import { api } from '@client/lib/api-client';
import type { AuditFilterParams } from './queries';

/** The entries the filter shows, as the server's CSV file, saved through the browser's own download. */
export async function downloadAudit(filter: AuditFilterParams): Promise<void> {
  const { blob, name } = await api.download(apiPaths.audit.export, { query: { ...filter } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
