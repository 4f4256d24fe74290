-- The creation requests list's total without counting the table, as 0009_list_counts.sql
-- does for publications: each owner's number of requests kept in the same transaction as the writes
-- (statement triggers with transition tables), summed for an admin. A search still counts its matches.
CREATE TABLE request_totals (
  user_id   integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  requests  integer NOT NULL DEFAULT 0
);
INSERT INTO request_totals (user_id, requests) SELECT user_id, count(*) FROM creation_requests GROUP BY user_id;

CREATE FUNCTION request_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_totals AS t (user_id, requests)
  SELECT user_id, count(*) FROM added GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET requests = t.requests + excluded.requests;
  RETURN NULL;
END $$;

CREATE FUNCTION request_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE request_totals t SET requests = t.requests - gone.n
    FROM (SELECT user_id, count(*) AS n FROM removed GROUP BY user_id) gone
   WHERE t.user_id = gone.user_id;
  RETURN NULL;
END $$;

CREATE FUNCTION request_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE request_totals t SET requests = t.requests - gone.n
    FROM (SELECT user_id, count(*) AS n FROM removed GROUP BY user_id) gone
   WHERE t.user_id = gone.user_id;
  INSERT INTO request_totals AS t (user_id, requests)
  SELECT user_id, count(*) FROM added GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET requests = t.requests + excluded.requests;
  RETURN NULL;
END $$;

CREATE TRIGGER request_totals_insert AFTER INSERT ON creation_requests
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION request_totals_add();
CREATE TRIGGER request_totals_delete AFTER DELETE ON creation_requests
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION request_totals_remove();
CREATE TRIGGER request_totals_update AFTER UPDATE ON creation_requests
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION request_totals_move();
