import type { StoredPublicationOptions } from './publication-options';

/**
 * What one publication row (video × profile × platform) is posted with, kept on the row
 * (`publication_results.title`, `description`, `tags`, `options`, `caption`), built for its profile by
 * `buildPostText` (variables filled, the platform's own text in place of the shared one). The publish
 * job reads only this, so what a row shows is what its platform got, or will get.
 */
export interface RowMetadata {
  title: string;
  description: string;
  tags: string[];
  options: StoredPublicationOptions;
  /** TikTok's and Instagram's caption exactly as posted; null for YouTube and rows made before it was kept. */
  caption: string | null;
}

/**
 * A row has not gone to its platform while it waits, failed or is switched off and no upload or post
 * of it is remembered: the platforms take the title and the rest with the upload's first request
 * (YouTube's resumable session, TikTok's init, Instagram's upload), and the row keeps that session
 * until the post is done or given up. A row being posted ('loading') or posted has gone.
 */
export const notYetSent = (row: string) => `(${row}.status IN ('publication', 'error', 'noactive') AND ${row}.upload_session_enc IS NULL)`;

/** The columns of `RowMetadata`, in the order `metadataParams` gives them. */
export const metadataColumns = 'title, description, tags, options, caption';
export const metadataParams = (metadata: RowMetadata): unknown[] => [
  metadata.title,
  metadata.description,
  metadata.tags,
  metadata.options,
  metadata.caption,
];
