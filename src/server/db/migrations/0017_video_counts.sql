-- The users list's video counts, the user detail's video page and the health board's total
-- without reading each user's videos or every profile (the health board's part at the end).
--
-- The users list's video counts without reading each user's videos. Each user's number of
-- publication videos sent through their profiles (publication_videos whose account the user owns) is
-- kept in the same transaction as the writes, as 0009-0011 keep the list totals; the users list reads
-- one row per user of its page (with the profile count from account_totals, 0010).
--
-- What changes the count, and what keeps it:
-- - videos inserted or deleted (a publication's or a request's cascade included): statement triggers
--   with transition tables on publication_videos, each owner's row updated once per statement;
-- - a video moved to another profile, a profile moved to another owner: row triggers that fire only
--   when the account or the owner really changes (status updates, which are frequent, skip them);
-- - a profile deleted: its videos go by cascade after the profile is gone, when their owner can no
--   longer be found from the video, so the profile's row trigger takes its videos off before.
-- The user detail's video page (GET /api/users/:id, newest first) reads a user's videos from an index
-- of their own: each video carries its profile's owner (set from the profile on insert and on a move
-- to another profile; changed with the profile's owner), so the page walks publication_videos
-- (owner_id, id) and stops at its rows, where it read every video of the table to find the user's.
ALTER TABLE publication_videos ADD COLUMN owner_id integer;
UPDATE publication_videos pv SET owner_id = a.user_id FROM accounts a WHERE a.id = pv.account_id;
CREATE INDEX publication_videos_owner_idx ON publication_videos (owner_id, id);

CREATE FUNCTION publication_videos_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_id := (SELECT a.user_id FROM accounts a WHERE a.id = NEW.account_id);
  RETURN NEW;
END $$;
CREATE TRIGGER publication_videos_owner BEFORE INSERT OR UPDATE OF account_id ON publication_videos
  FOR EACH ROW EXECUTE FUNCTION publication_videos_owner();

CREATE TABLE video_totals (
  user_id  integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  videos   integer NOT NULL DEFAULT 0
);
INSERT INTO video_totals (user_id, videos)
SELECT a.user_id, count(*) FROM publication_videos pv JOIN accounts a ON a.id = pv.account_id GROUP BY a.user_id;

CREATE FUNCTION video_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_totals AS t (user_id, videos)
  SELECT a.user_id, count(*) FROM added JOIN accounts a ON a.id = added.account_id GROUP BY a.user_id
  ON CONFLICT (user_id) DO UPDATE SET videos = t.videos + excluded.videos;
  RETURN NULL;
END $$;

-- Videos whose profile is already gone (its delete cascading) are not found here: video_totals_account_gone
-- took them off. Nor are those of a user being deleted (their row goes with them; updating it in the
-- transaction that inserted it would have its foreign key checked against the deleted user).
CREATE FUNCTION video_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE video_totals t SET videos = t.videos - gone.n
    FROM (SELECT a.user_id, count(*) AS n FROM removed JOIN accounts a ON a.id = removed.account_id
            JOIN users u ON u.id = a.user_id GROUP BY a.user_id) gone
   WHERE t.user_id = gone.user_id;
  RETURN NULL;
END $$;

CREATE FUNCTION video_totals_move_video() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE video_totals t SET videos = t.videos - 1 FROM accounts a WHERE a.id = OLD.account_id AND t.user_id = a.user_id;
  INSERT INTO video_totals AS t (user_id, videos) SELECT a.user_id, 1 FROM accounts a WHERE a.id = NEW.account_id
  ON CONFLICT (user_id) DO UPDATE SET videos = t.videos + 1;
  RETURN NULL;
END $$;

CREATE FUNCTION video_totals_move_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  -- The videos' owner follows their profile (publication_videos.owner_id, above).
  UPDATE publication_videos SET owner_id = NEW.user_id WHERE account_id = NEW.id;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN
    UPDATE video_totals SET videos = videos - n WHERE user_id = OLD.user_id;
    INSERT INTO video_totals AS t (user_id, videos) VALUES (NEW.user_id, n)
    ON CONFLICT (user_id) DO UPDATE SET videos = t.videos + excluded.videos;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION video_totals_account_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE video_totals SET videos = videos - (SELECT count(*) FROM publication_videos WHERE account_id = OLD.id)
   WHERE user_id = OLD.user_id AND EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.user_id);
  RETURN OLD;
END $$;

CREATE TRIGGER video_totals_insert AFTER INSERT ON publication_videos
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION video_totals_add();
CREATE TRIGGER video_totals_delete AFTER DELETE ON publication_videos
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION video_totals_remove();
CREATE TRIGGER video_totals_move_video AFTER UPDATE OF account_id ON publication_videos
  FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id) EXECUTE FUNCTION video_totals_move_video();
CREATE TRIGGER video_totals_move_account AFTER UPDATE OF user_id ON accounts
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION video_totals_move_account();
CREATE TRIGGER video_totals_account_gone BEFORE DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION video_totals_account_gone();

-- The health board's total (one row per profile and platform switched on) without reading every
-- profile: each owner's number of profiles on each platform, kept beside their number of profiles by
-- the same statement triggers of 0010_account_counts.sql (an update of any profile already runs
-- account_totals_move). A board filtered by state, group or search still counts its matches.
ALTER TABLE account_totals
  ADD COLUMN on_youtube   integer NOT NULL DEFAULT 0,
  ADD COLUMN on_tiktok    integer NOT NULL DEFAULT 0,
  ADD COLUMN on_instagram integer NOT NULL DEFAULT 0;
UPDATE account_totals t SET on_youtube = c.youtube, on_tiktok = c.tiktok, on_instagram = c.instagram
  FROM (SELECT user_id, count(*) FILTER (WHERE in_youtube) AS youtube, count(*) FILTER (WHERE in_tiktok) AS tiktok,
               count(*) FILTER (WHERE in_instagram) AS instagram
          FROM accounts GROUP BY user_id) c
 WHERE t.user_id = c.user_id;

CREATE OR REPLACE FUNCTION account_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_totals AS t (user_id, accounts, on_youtube, on_tiktok, on_instagram)
  SELECT user_id, count(*), count(*) FILTER (WHERE in_youtube), count(*) FILTER (WHERE in_tiktok), count(*) FILTER (WHERE in_instagram)
    FROM added GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET accounts = t.accounts + excluded.accounts, on_youtube = t.on_youtube + excluded.on_youtube,
                                      on_tiktok = t.on_tiktok + excluded.on_tiktok, on_instagram = t.on_instagram + excluded.on_instagram;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION account_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_totals t SET accounts = t.accounts - gone.n, on_youtube = t.on_youtube - gone.youtube,
                              on_tiktok = t.on_tiktok - gone.tiktok, on_instagram = t.on_instagram - gone.instagram
    FROM (SELECT user_id, count(*) AS n, count(*) FILTER (WHERE in_youtube) AS youtube, count(*) FILTER (WHERE in_tiktok) AS tiktok,
                 count(*) FILTER (WHERE in_instagram) AS instagram
            FROM removed GROUP BY user_id) gone
   WHERE t.user_id = gone.user_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION account_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_totals t SET accounts = t.accounts - gone.n, on_youtube = t.on_youtube - gone.youtube,
                              on_tiktok = t.on_tiktok - gone.tiktok, on_instagram = t.on_instagram - gone.instagram
    FROM (SELECT user_id, count(*) AS n, count(*) FILTER (WHERE in_youtube) AS youtube, count(*) FILTER (WHERE in_tiktok) AS tiktok,
                 count(*) FILTER (WHERE in_instagram) AS instagram
            FROM removed GROUP BY user_id) gone
   WHERE t.user_id = gone.user_id;
  INSERT INTO account_totals AS t (user_id, accounts, on_youtube, on_tiktok, on_instagram)
  SELECT user_id, count(*), count(*) FILTER (WHERE in_youtube), count(*) FILTER (WHERE in_tiktok), count(*) FILTER (WHERE in_instagram)
    FROM added GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET accounts = t.accounts + excluded.accounts, on_youtube = t.on_youtube + excluded.on_youtube,
                                      on_tiktok = t.on_tiktok + excluded.on_tiktok, on_instagram = t.on_instagram + excluded.on_instagram;
  RETURN NULL;
END $$;
