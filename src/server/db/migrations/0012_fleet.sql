-- Running a fleet of profiles safely: posting limits and the slot each row is planned
-- into, a profile's pacing tightened by a platform's own "too many" answer, and what the last proxy
-- check found.

-- Posting limits per platform. The product default is the row without a profile (one per platform,
-- edited by an admin); a row with a profile overrides it for that profile. daily_cap counts posts
-- in any rolling 24 hours; two posts of one profile on one platform are at least min_gap_minutes
-- apart, plus a random 0..jitter_minutes so that the spacing is not a visible rhythm.
CREATE TABLE posting_limits (
  account_id       integer REFERENCES accounts (id) ON DELETE CASCADE,
  platform         text NOT NULL CHECK (platform IN ('youtube', 'tiktok', 'instagram')),
  daily_cap        integer NOT NULL CHECK (daily_cap BETWEEN 1 AND 100),
  min_gap_minutes  integer NOT NULL CHECK (min_gap_minutes BETWEEN 0 AND 1440),
  jitter_minutes   integer NOT NULL DEFAULT 0 CHECK (jitter_minutes BETWEEN 0 AND 240),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX posting_limits_default_idx ON posting_limits (platform) WHERE account_id IS NULL;
CREATE UNIQUE INDEX posting_limits_account_idx ON posting_limits (account_id, platform) WHERE account_id IS NOT NULL;
INSERT INTO posting_limits (account_id, platform, daily_cap, min_gap_minutes, jitter_minutes) VALUES
  (NULL, 'youtube', 6, 60, 15),
  (NULL, 'tiktok', 15, 30, 10),
  (NULL, 'instagram', 10, 45, 15);

-- The slot a row is planned into under its profile's limits (null for rows planned before this).
ALTER TABLE publication_results ADD COLUMN planned_at timestamptz;
CREATE INDEX publication_results_planned_idx ON publication_results (planned_at) WHERE planned_at IS NOT NULL;

-- A platform answered "too many" (TikTok spam_risk_too_many_posts, YouTube uploadLimitExceeded,
-- Instagram feedback_required): the profile's pacing on that platform is tightened until a time,
-- and the profile says why.
CREATE TABLE account_platform_pacing (
  account_id        integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  platform          text NOT NULL CHECK (platform IN ('youtube', 'tiktok', 'instagram')),
  tightened_until   timestamptz NOT NULL,
  reason            text NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, platform)
);

-- The last 'Перевірити проксі': the address the platforms see, whether the proxy answered and how
-- fast, and when. Profiles with one exit address are flagged (and never post at the same moment).
ALTER TABLE accounts ADD COLUMN proxy_exit_ip text;
ALTER TABLE accounts ADD COLUMN proxy_ok boolean;
ALTER TABLE accounts ADD COLUMN proxy_latency_ms integer;
ALTER TABLE accounts ADD COLUMN proxy_error text;
ALTER TABLE accounts ADD COLUMN proxy_checked_at timestamptz;
CREATE INDEX accounts_proxy_exit_idx ON accounts (proxy_exit_ip) WHERE proxy_exit_ip IS NOT NULL;
