/**
 * A file the server received whole, already in a temporary file: a multipart upload's part, or a
 * resumable (tus) upload once committed. Background media and creation requests take these.
 */
export interface ReceivedFile {
  /** The field it came in: `files` / `videos` (backgrounds), `file` (a creation request's source). */
  field: 'files' | 'videos' | 'file';
  tempPath: string;
  size: number;
  originalName: string;
}
