-- A middle page of an admin's unfiltered list (profiles, creation requests, publications) without
-- walking every newer key: each list's keys are counted per bucket of 1024 ids, kept in the same
-- transaction as the writes (statement triggers with transition tables, as 0010_account_counts.sql
-- does). A page's first key is then found by summing the buckets from the list's end up to the
-- page's offset and walking at most one bucket of the primary key (list-key-buckets in pagination.ts).
-- Keys never change, so updates need no trigger.
CREATE TABLE list_key_buckets (
  list    text    NOT NULL,
  bucket  integer NOT NULL,
  keys    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (list, bucket)
);

INSERT INTO list_key_buckets (list, bucket, keys)
SELECT 'accounts', id / 1024, count(*) FROM accounts GROUP BY id / 1024
UNION ALL SELECT 'creation_requests', id / 1024, count(*) FROM creation_requests GROUP BY id / 1024
UNION ALL SELECT 'publications', id / 1024, count(*) FROM publications GROUP BY id / 1024;

-- TG_ARGV[0]: the list's name in list_key_buckets.
CREATE FUNCTION list_key_buckets_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_key_buckets AS b (list, bucket, keys)
  SELECT TG_ARGV[0], id / 1024, count(*) FROM added GROUP BY id / 1024
  ON CONFLICT (list, bucket) DO UPDATE SET keys = b.keys + excluded.keys;
  RETURN NULL;
END $$;

CREATE FUNCTION list_key_buckets_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_key_buckets b SET keys = b.keys - gone.n
    FROM (SELECT id / 1024 AS bucket, count(*) AS n FROM removed GROUP BY id / 1024) gone
   WHERE b.list = TG_ARGV[0] AND b.bucket = gone.bucket;
  RETURN NULL;
END $$;

CREATE TRIGGER list_key_buckets_insert AFTER INSERT ON accounts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_key_buckets_add('accounts');
CREATE TRIGGER list_key_buckets_delete AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION list_key_buckets_remove('accounts');
CREATE TRIGGER list_key_buckets_insert AFTER INSERT ON creation_requests
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_key_buckets_add('creation_requests');
CREATE TRIGGER list_key_buckets_delete AFTER DELETE ON creation_requests
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION list_key_buckets_remove('creation_requests');
CREATE TRIGGER list_key_buckets_insert AFTER INSERT ON publications
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_key_buckets_add('publications');
CREATE TRIGGER list_key_buckets_delete AFTER DELETE ON publications
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION list_key_buckets_remove('publications');

-- Who shares a profile's exit address (the profiles page and the health board's shared_ip) read from
-- the index alone: the address with the profile's key and owner.
CREATE INDEX accounts_proxy_exit_cover_idx ON accounts (proxy_exit_ip) INCLUDE (id, user_id) WHERE proxy_exit_ip IS NOT NULL;
DROP INDEX accounts_proxy_exit_idx;
