-- Publishing that holds on the real platforms: the options a publication was made with,
-- a stable Instagram device per profile, locale and timezone the profile's app runs in, a login
-- confirmation Instagram asks for, and the database-side pacing and leases every process shares.

-- What the publication form chose per platform: { tiktok: {privacyLevel, allowComments, allowDuet,
-- allowStitch}, youtube: {madeForKids, notifySubscribers, categoryId} }.
ALTER TABLE publications ADD COLUMN options jsonb NOT NULL DEFAULT '{}';

-- TikTok: the access field holds only the app's client_key and client_secret until 'Підключити TikTok'
-- brings the tokens; until then TikTok is not active for the profile.
ALTER TABLE accounts ADD COLUMN tiktok_awaiting_connect boolean NOT NULL DEFAULT false;

-- Instagram: the profile's own phone (sealed JSON), never shared with another profile.
ALTER TABLE accounts ADD COLUMN instagram_device_enc bytea;
ALTER TABLE accounts ADD COLUMN instagram_locale text NOT NULL DEFAULT 'uk_UA';
ALTER TABLE accounts ADD COLUMN instagram_timezone text NOT NULL DEFAULT 'Europe/Kyiv';
-- Set while Instagram waits for the owner to confirm a login.
ALTER TABLE accounts ADD COLUMN instagram_checkpoint text CHECK (instagram_checkpoint IN ('challenge', 'two_factor'));

-- Calls per key in a sliding window (TikTok: video/init 6 a minute, status/fetch 30 a minute per token),
-- counted here so that every worker process shares one budget.
CREATE TABLE platform_calls (
  key  text NOT NULL,
  at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX platform_calls_key_idx ON platform_calls (key, at);

-- Short leases no two processes hold at once (a TikTok refresh token rotates: one refresh at a time).
CREATE TABLE leases (
  key     text PRIMARY KEY,
  holder  text NOT NULL,
  until   timestamptz NOT NULL
);
