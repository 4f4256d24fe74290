import { apiPaths } from '@shared/api-paths';

/**
 * Media are served at capability URLs: the key holds a random UUID, so the URL is the permission
 * (usable in <img>, <video> and a new tab, where no bearer token can be sent).
 */
export const mediaUrl = (key: string) => `${apiPaths.media}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** A readable, safe file name for storage: the original base name, the extension of the detected type. */
export function storedFileName(originalName: string, extension: string): string {
  const base = originalName
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'file'}.${extension}`;
}
