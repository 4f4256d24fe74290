/**
 * The one rule for whose publications a user sees (the 'YouTube' list, the published item, its stats
 * and retries): the publication's author, and the owner of any profile it publishes to; an admin
 * (`viewer` null) sees all. The pairs live in `publication_viewers`, kept by the triggers of
 * 0023_publication_viewers.sql.
 *
 * `publicationId` is the SQL expression of the publication's id, `param` the viewer's `$n` (an int or null).
 */
export const visibleTo = (publicationId: string, param: string): string =>
  `(${param}::int IS NULL OR EXISTS (SELECT 1 FROM publication_viewers w WHERE w.publication_id = ${publicationId} AND w.user_id = ${param}::int))`;
