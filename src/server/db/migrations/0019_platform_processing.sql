-- A post the platform already holds and is still processing (YouTube after the upload): since when.
-- While it is set the row stays 'loading' and later jobs only ask the platform for its verdict (they
-- post nothing, so the posting limits do not hold them back), and the upload counts as the profile's
-- post for those limits. Cleared when the row is published or fails.
ALTER TABLE publication_results ADD COLUMN processing_since timestamptz;
