import { useEffect } from 'react';
import { commonText } from './text';

/** The browser tab's title for a page: '<page> · Shorts Publisher', or the app's name alone. */
export function documentTitle(page?: string | null): string {
  const name = page?.trim();
  return name ? `${name} · ${commonText.appName}` : commonText.appName;
}

/**
 * Keeps the tab title on the page shown: set while the page is mounted (and whenever its title
 * changes, e.g. once a record's name has loaded), back to the app's name when it goes.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(page);
    return () => {
      document.title = commonText.appName;
    };
  }, [page]);
}
