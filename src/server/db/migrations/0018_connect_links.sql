-- 'Підключити YouTube/TikTok' with one-time, browser-bound OAuth states and explicit invitations.

-- An invitation: a single-use link the operator sends to the account's owner, who opens it on their own
-- device; it starts the platform's consent there with a fresh state bound to that browser. Only the
-- SHA-256 of its token is kept. Its state (not opened, opened, connected, expired, refused, revoked)
-- follows from the times and the outcome.
CREATE TABLE connect_invitations (
  id           serial PRIMARY KEY,
  account_id   integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  platform     text NOT NULL CHECK (platform IN ('youtube', 'tiktok')),
  token_hash   text NOT NULL UNIQUE,
  created_by   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  -- When the owner pressed 'continue' on the invitation page, and the hash of that browser's cookie:
  -- only that browser may start the consent again.
  opened_at    timestamptz,
  browser_hash text,
  used_at      timestamptz,
  revoked_at   timestamptz,
  outcome      text CHECK (outcome IN ('connected', 'refused'))
);
CREATE INDEX connect_invitations_account ON connect_invitations (account_id, id DESC);

-- An OAuth `state` in flight: random, kept only as its SHA-256, used once, expiring, bound to the
-- browser that started the consent (the hash of a cookie set then) and to what it was issued for.
CREATE TABLE oauth_states (
  state_hash        text PRIMARY KEY,
  platform          text NOT NULL CHECK (platform IN ('youtube', 'tiktok')),
  account_id        integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The profile's owner when the state was issued: a callback after an ownership change is refused.
  owner_id          integer NOT NULL,
  invitation_id     integer REFERENCES connect_invitations (id) ON DELETE CASCADE,
  browser_hash      text NOT NULL,
  -- The PKCE code_verifier (sealed), for the platforms that take one.
  code_verifier_enc bytea,
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  used_at           timestamptz
);
CREATE INDEX oauth_states_account ON oauth_states (account_id, platform);
CREATE INDEX oauth_states_expiry ON oauth_states (expires_at);

-- Which platform the profile's error is about, so that reconnecting one platform clears only its own.
ALTER TABLE accounts ADD COLUMN error_platform text CHECK (error_platform IN ('youtube', 'tiktok', 'instagram'));
UPDATE accounts SET error_platform = 'instagram' WHERE error IS NOT NULL AND instagram_checkpoint IS NOT NULL;
UPDATE accounts SET error_platform = CASE WHEN in_youtube THEN 'youtube' WHEN in_tiktok THEN 'tiktok' ELSE 'instagram' END
 WHERE error IS NOT NULL AND error_platform IS NULL
   AND (in_youtube::int + in_tiktok::int + in_instagram::int) = 1;
