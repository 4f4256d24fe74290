-- The profiles list's total without counting the table, as 0009_list_counts.sql does for
-- publications. An owner's count is cheap on its own (an index-only read of accounts (user_id, id)),
-- but an admin's would read every profile: each owner's number of profiles is kept in the same
-- transaction as the writes (statement triggers with transition tables, so a user's cascading delete
-- updates one row), and an admin's total is the sum over owners. A search still counts its matches.
CREATE TABLE account_totals (
  user_id   integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  accounts  integer NOT NULL DEFAULT 0
);
INSERT INTO account_totals (user_id, accounts) SELECT user_id, count(*) FROM accounts GROUP BY user_id;

CREATE FUNCTION account_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_totals AS t (user_id, accounts)
  SELECT user_id, count(*) FROM added GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET accounts = t.accounts + excluded.accounts;
  RETURN NULL;
END $$;

CREATE FUNCTION account_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_totals t SET accounts = t.accounts - gone.n
    FROM (SELECT user_id, count(*) AS n FROM removed GROUP BY user_id) gone
   WHERE t.user_id = gone.user_id;
  RETURN NULL;
END $$;

CREATE FUNCTION account_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_totals t SET accounts = t.accounts - gone.n
    FROM (SELECT user_id, count(*) AS n FROM removed GROUP BY user_id) gone
   WHERE t.user_id = gone.user_id;
  INSERT INTO account_totals AS t (user_id, accounts)
  SELECT user_id, count(*) FROM added GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET accounts = t.accounts + excluded.accounts;
  RETURN NULL;
END $$;

CREATE TRIGGER account_totals_insert AFTER INSERT ON accounts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION account_totals_add();
CREATE TRIGGER account_totals_delete AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION account_totals_remove();
CREATE TRIGGER account_totals_update AFTER UPDATE ON accounts
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION account_totals_move();
