-- Resumable (tus) uploads: each finished upload id is consumed by one commit, recorded
-- in the commit's own transaction (with the media or request rows and the Idempotency-Key's
-- answer), so an upload makes media or a request exactly once, even when its file is still on
-- disk after a crash between the commit and the file's removal.
CREATE TABLE consumed_uploads (
  upload_id   text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  consumed_at timestamptz NOT NULL DEFAULT now()
);
