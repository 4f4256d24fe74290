-- Publishing: what a publish job remembers between attempts, the Instagram login it
-- reuses, and the history of the counts the stats job pulls back.

-- The platform's upload session in progress (YouTube session URI, TikTok publish id, Instagram
-- upload id), sealed: a retry resumes it or finds the finished post instead of posting twice.
ALTER TABLE publication_results ADD COLUMN upload_session_enc bytea;
-- Set while a quota or rate limit delays the row, so the screen can say when it comes back.
ALTER TABLE publication_results ADD COLUMN retry_at timestamptz;
ALTER TABLE publication_results ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX publication_results_stats_idx ON publication_results (stats_updated_at NULLS FIRST)
  WHERE status = 'success' AND platform IN ('youtube', 'instagram');

-- Instagram's mobile API session after the first login (sealed), reused until it expires.
ALTER TABLE accounts ADD COLUMN instagram_session_enc bytea;

-- Counts over time, one row per stats pull of one published post.
CREATE TABLE publication_stats (
  id          bigserial PRIMARY KEY,
  result_id   integer NOT NULL REFERENCES publication_results (id) ON DELETE CASCADE,
  taken_at    timestamptz NOT NULL DEFAULT now(),
  views       bigint NOT NULL,
  likes       bigint NOT NULL,
  comments    bigint NOT NULL
);
CREATE INDEX publication_stats_result_idx ON publication_stats (result_id, taken_at);

-- A running publish job's lease on its row: a second job for the same row (a retry pressed while the
-- first still uploads) finds it taken and leaves it alone, so one row is never uploaded twice at once.
ALTER TABLE publication_results ADD COLUMN locked_until timestamptz;
