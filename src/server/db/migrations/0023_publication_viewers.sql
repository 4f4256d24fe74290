-- Whose publications a user sees: one rule for the 'YouTube' list, the published item, its stats and
-- its retries. A user sees a publication they made (its author, the creation request's author) and
-- one that publishes to a profile they own (an admin posting to an operator's profiles: the operator
-- sees it in 'YouTube' as under the profiles). An admin sees all.
--
-- The pairs are kept in this table in the same transaction as the writes, so the list walks one
-- index (user_id, publication_id) newest first and stops at its page, as it walked
-- publications (user_id, id) before; a pair goes when neither reason holds any more.
CREATE TABLE publication_viewers (
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  publication_id integer NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, publication_id)
);
CREATE INDEX publication_viewers_publication_idx ON publication_viewers (publication_id);

INSERT INTO publication_viewers (user_id, publication_id)
SELECT user_id, id FROM publications
UNION
SELECT owner_id, publication_id FROM publication_videos WHERE owner_id IS NOT NULL;

-- Drops the pair when the user neither made the publication nor owns a profile it publishes to.
CREATE FUNCTION publication_viewers_settle(viewer integer, publication integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM publication_viewers w
   WHERE w.user_id = viewer AND w.publication_id = publication
     AND NOT EXISTS (SELECT 1 FROM publications p WHERE p.id = publication AND p.user_id = viewer)
     AND NOT EXISTS (SELECT 1 FROM publication_videos pv WHERE pv.publication_id = publication AND pv.owner_id = viewer);
END $$;

CREATE FUNCTION publication_viewers_author_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO publication_viewers (user_id, publication_id) SELECT user_id, id FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER publication_viewers_author_insert AFTER INSERT ON publications
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION publication_viewers_author_added();

CREATE FUNCTION publication_viewers_author_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO publication_viewers (user_id, publication_id) VALUES (NEW.user_id, NEW.id) ON CONFLICT DO NOTHING;
  PERFORM publication_viewers_settle(OLD.user_id, OLD.id);
  RETURN NULL;
END $$;
CREATE TRIGGER publication_viewers_author_update AFTER UPDATE OF user_id ON publications
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION publication_viewers_author_moved();

CREATE FUNCTION publication_viewers_video_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO publication_viewers (user_id, publication_id)
  SELECT DISTINCT owner_id, publication_id FROM added WHERE owner_id IS NOT NULL ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER publication_viewers_video_insert AFTER INSERT ON publication_videos
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION publication_viewers_video_added();

-- A video moved to another profile, or its profile to another owner (0017 sets owner_id then).
CREATE FUNCTION publication_viewers_video_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.owner_id IS NOT NULL THEN
    INSERT INTO publication_viewers (user_id, publication_id) VALUES (NEW.owner_id, NEW.publication_id) ON CONFLICT DO NOTHING;
  END IF;
  IF OLD.owner_id IS NOT NULL THEN
    PERFORM publication_viewers_settle(OLD.owner_id, OLD.publication_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER publication_viewers_video_update AFTER UPDATE OF owner_id, publication_id ON publication_videos
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.publication_id IS DISTINCT FROM NEW.publication_id)
  EXECUTE FUNCTION publication_viewers_video_moved();

CREATE FUNCTION publication_viewers_video_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM publication_viewers_settle(gone.owner_id, gone.publication_id)
     FROM (SELECT DISTINCT owner_id, publication_id FROM removed WHERE owner_id IS NOT NULL) gone;
  RETURN NULL;
END $$;
CREATE TRIGGER publication_viewers_video_delete AFTER DELETE ON publication_videos
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION publication_viewers_video_removed();
