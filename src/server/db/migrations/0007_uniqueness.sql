-- Measurably unique variants: the uniqueness level a request renders at, and the
-- similarity scores the render worker computes after each variant.

-- 'low' / 'medium' / 'high' from the creation form; 'off' renders without per-variant levers
-- (the renderer as it was, kept for comparison). Requests made before keep rendering as before.
ALTER TABLE creation_requests ADD COLUMN uniqueness text NOT NULL DEFAULT 'off'
  CHECK (uniqueness IN ('off', 'low', 'medium', 'high'));
ALTER TABLE creation_requests ALTER COLUMN uniqueness SET DEFAULT 'medium';
-- The source's frame hashes (16 pHashes, hex, space-separated), computed once per request.
ALTER TABLE creation_requests ADD COLUMN source_hashes text;

-- A variant's frame hashes and its mean Hamming distance (0–64) to the source.
ALTER TABLE rendered_videos ADD COLUMN frame_hashes text;
ALTER TABLE rendered_videos ADD COLUMN source_distance real;

-- The distance between two variants of one request (variant_a < variant_b), written by whichever
-- of the two finished rendering last.
CREATE TABLE variant_distances (
  request_id  integer NOT NULL REFERENCES creation_requests (id) ON DELETE CASCADE,
  variant_a   integer NOT NULL,
  variant_b   integer NOT NULL,
  distance    real NOT NULL,
  PRIMARY KEY (request_id, variant_a, variant_b),
  CHECK (variant_a < variant_b)
);
