-- What each publication row (video × profile × platform) is posted with: title, description, tags
-- and the platform options. Written when the row is made; while the row has not gone to its
-- platform, saving the publication's metadata (a new batch of its videos, or its edit form) writes
-- it again; from then on it is what the platform got, and the lists show it. The publish job reads
-- only these columns.
ALTER TABLE publication_results
  ADD COLUMN title text,
  ADD COLUMN description text,
  ADD COLUMN tags text[],
  ADD COLUMN options jsonb;

-- Rows made before: their publication's current metadata, the best that is known of what they got.
UPDATE publication_results r
   SET title = p.title, description = p.description, tags = p.tags, options = p.options
  FROM publication_videos pv JOIN publications p ON p.id = pv.publication_id
 WHERE pv.id = r.publication_video_id;

ALTER TABLE publication_results
  ALTER COLUMN title SET NOT NULL,
  ALTER COLUMN description SET NOT NULL,
  ALTER COLUMN tags SET NOT NULL,
  ALTER COLUMN options SET NOT NULL;
