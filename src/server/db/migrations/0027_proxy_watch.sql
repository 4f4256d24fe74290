-- Proxies watched on a schedule (PROXY_CHECK_INTERVAL_HOURS): when each profile's proxy is checked next, how many
-- checks in a row failed, and whether the failures hold the profile's posts (one failed manual check does; scheduled
-- checks need two in a row, so one network blip overnight holds nothing).
ALTER TABLE accounts ADD COLUMN proxy_next_check_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE accounts ADD COLUMN proxy_fail_streak integer NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN proxy_holds_posts boolean NOT NULL DEFAULT false;

-- A failed check recorded before this held posts after one failure: it still does.
UPDATE accounts SET proxy_fail_streak = 1, proxy_holds_posts = true WHERE proxy_ok = false;

-- The profiles already there are spread over the default period (6 hours) by the same stable offset the server uses
-- (the fractional part of id × the golden ratio's fraction), so the first sweeps do not check them all at once.
UPDATE accounts
   SET proxy_next_check_at = now() + make_interval(secs => (id * 0.6180339887498949 - floor(id * 0.6180339887498949)) * 21600);

-- The sweep's lookup: the due profiles, soonest first.
CREATE INDEX accounts_proxy_next_check_idx ON accounts (proxy_next_check_at, id);
