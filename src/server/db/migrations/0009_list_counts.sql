-- The 'YouTube' list's total without counting the table. Each owner's number of
-- publications is kept in the same transaction as the writes (statement triggers with transition
-- tables, so a cascading delete of thousands of rows updates each owner's row once); an admin's total
-- is the sum over owners (one row each), an owner's total one row. A search still counts its matches.
CREATE TABLE publication_totals (
  user_id       integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  publications  integer NOT NULL DEFAULT 0
);
INSERT INTO publication_totals (user_id, publications) SELECT user_id, count(*) FROM publications GROUP BY user_id;

CREATE FUNCTION publication_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO publication_totals AS t (user_id, publications)
  SELECT user_id, count(*) FROM added GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET publications = t.publications + excluded.publications;
  RETURN NULL;
END $$;

CREATE FUNCTION publication_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE publication_totals t SET publications = t.publications - gone.n
    FROM (SELECT user_id, count(*) AS n FROM removed GROUP BY user_id) gone
   WHERE t.user_id = gone.user_id;
  RETURN NULL;
END $$;

CREATE FUNCTION publication_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE publication_totals t SET publications = t.publications - gone.n
    FROM (SELECT user_id, count(*) AS n FROM removed GROUP BY user_id) gone
   WHERE t.user_id = gone.user_id;
  INSERT INTO publication_totals AS t (user_id, publications)
  SELECT user_id, count(*) FROM added GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET publications = t.publications + excluded.publications;
  RETURN NULL;
END $$;

CREATE TRIGGER publication_totals_insert AFTER INSERT ON publications
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION publication_totals_add();
CREATE TRIGGER publication_totals_delete AFTER DELETE ON publications
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION publication_totals_remove();
CREATE TRIGGER publication_totals_update AFTER UPDATE ON publications
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION publication_totals_move();
