import { apiPaths } from '@shared/api-paths';
import { api } from '@client/lib/api-client';

export type SheetFormat = 'csv' | 'xlsx';

/** Saves a Blob under its name through a temporary link (the browser's own download). */
function save({ blob, name }: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The profiles the list shows for this search and label filter (own; all for an admin), as a file without secrets. */
export async function downloadProfiles(format: SheetFormat, q: string, labels: readonly string[] = []): Promise<void> {
  save(
    await api.download(apiPaths.accounts.export, { query: { format, q: q || undefined, label: labels.length > 0 ? labels : undefined } }),
  );
}

/** The empty import file with its columns explained. */
export async function downloadImportTemplate(format: SheetFormat): Promise<void> {
  save(await api.download(apiPaths.accounts.importTemplate, { query: { format } }));
}
