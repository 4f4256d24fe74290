-- The audit log ('Журнал дій'): who changed what, when and from where, before → after.
--
-- Triggers on the audited tables (audit_table below) write one entry per changed row in the same
-- transaction as the change (a rolled-back change leaves no entry). The actor is read from the transaction-local
-- setting `app.actor` (JSON: userId, login, ip, userAgent), which the application sets at the start
-- of every transaction a request opens (src/server/db/audit-context.ts); without it the change was
-- made by the system (a job, the start-up). Secret columns are masked to 'змінено' by the list each
-- trigger is given, and any column named *_enc or *_hash is masked too. Columns in a table's skip list
-- (timestamps, derived states, a job's progress) are left out of the entries, and an update that
-- changed only them writes no entry. The updates of one row in one transaction (a profile saved, then
-- its derived status) make one entry: the first before, the last after.
CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at           timestamptz NOT NULL DEFAULT now(),
  actor_id     integer,
  actor_login  text,
  ip           text,
  user_agent   text,
  action       text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'login', 'login_refused')),
  entity_type  text NOT NULL,
  entity_id    text,
  before       jsonb,
  after        jsonb,
  -- The transaction that wrote it: a later update of the same row in it merges into this entry.
  tx           bigint NOT NULL DEFAULT txid_current()
);

-- The page reads newest first by (at, id); each filter has an index in that order, so a page of any
-- one filter (and of a time range within it) reads only its rows.
CREATE INDEX audit_log_at ON audit_log (at, id);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at, id);
CREATE INDEX audit_log_entity ON audit_log (entity_type, at, id);
CREATE INDEX audit_log_entity_id ON audit_log (entity_type, entity_id, at, id);
CREATE INDEX audit_log_action ON audit_log (action, at, id);

-- Append-only: an entry is never changed once its transaction has committed (until then the row
-- triggers merge later updates of the same row into it); the retention sweep deletes whole entries.
CREATE FUNCTION audit_log_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.tx IS DISTINCT FROM txid_current() OR NEW.tx IS DISTINCT FROM OLD.tx THEN
    RAISE EXCEPTION 'audit_log entries are never changed';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_update();

-- The request's actor, or NULL for the system.
CREATE FUNCTION audit_actor() RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN coalesce(current_setting('app.actor', true), '') = '' THEN NULL
              ELSE current_setting('app.actor', true)::jsonb END
$$;

-- One entry, by the request's actor unless one is given (a sign-in names its user itself).
CREATE FUNCTION audit_write(p_action text, p_entity_type text, p_entity_id text, p_before jsonb, p_after jsonb,
                            p_actor_id integer DEFAULT NULL, p_actor_login text DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := audit_actor();
BEGIN
  INSERT INTO audit_log (actor_id, actor_login, ip, user_agent, action, entity_type, entity_id, before, after)
  VALUES (coalesce(p_actor_id, (actor ->> 'userId')::integer), coalesce(p_actor_login, actor ->> 'login'),
          actor ->> 'ip', actor ->> 'userAgent', p_action, p_entity_type, p_entity_id, p_before, p_after);
END $$;

-- The columns an entry masks: those listed, and every column of the table named *_enc or *_hash.
CREATE FUNCTION audit_secret_columns(p_table oid, p_listed text[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array(SELECT unnest(p_listed)
               UNION
               SELECT attname::text FROM pg_attribute
                WHERE attrelid = p_table AND attnum > 0 AND NOT attisdropped
                  AND (attname LIKE '%\_enc' OR attname LIKE '%\_hash'))
$$;

-- A row's values with its secrets replaced by 'змінено' (an empty secret stays null).
CREATE FUNCTION audit_mask(p_row jsonb, p_secrets text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_row IS NULL OR cardinality(p_secrets) = 0 THEN p_row
         ELSE p_row || coalesce((SELECT jsonb_object_agg(k, '"змінено"'::jsonb) FROM unnest(p_secrets) k
                                  WHERE p_row ? k AND p_row -> k <> 'null'::jsonb), '{}'::jsonb) END
$$;

-- An entry's entity id: the key column's value, or the key columns' values joined by ':' (empty ones
-- left out: a product default of the posting limits is 'youtube', a profile's own '12:youtube').
CREATE FUNCTION audit_key(p_row jsonb, p_keys text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN cardinality(p_keys) = 1 THEN p_row ->> p_keys[1]
         ELSE array_to_string(array(SELECT p_row ->> k FROM unnest(p_keys) WITH ORDINALITY AS c(k, o)
                                     WHERE p_row ->> k IS NOT NULL ORDER BY o), ':') END
$$;

-- The triggers' arguments, for each of the three: ('<entity type>', '{<key columns>}', '{<secret columns>}', '{<skipped columns>}').
-- Inserts and deletes are recorded per statement (one INSERT … SELECT over the transition table: a
-- publication's 600 videos, or a user's cascading delete, cost one statement, not one per row).
CREATE FUNCTION audit_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_actor jsonb := audit_actor();
  v_secrets text[] := audit_secret_columns(TG_RELID, TG_ARGV[2]::text[]);
BEGIN
  INSERT INTO audit_log (actor_id, actor_login, ip, user_agent, action, entity_type, entity_id, before, after)
  SELECT (v_actor ->> 'userId')::integer, v_actor ->> 'login', v_actor ->> 'ip', v_actor ->> 'userAgent', 'create', TG_ARGV[0],
         audit_key(r.j, TG_ARGV[1]::text[]), NULL, audit_mask(jsonb_strip_nulls(r.j - TG_ARGV[3]::text[]), v_secrets)
    FROM (SELECT to_jsonb(a) AS j FROM added a) r;
  RETURN NULL;
END $$;

CREATE FUNCTION audit_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_actor jsonb := audit_actor();
  v_secrets text[] := audit_secret_columns(TG_RELID, TG_ARGV[2]::text[]);
BEGIN
  INSERT INTO audit_log (actor_id, actor_login, ip, user_agent, action, entity_type, entity_id, before, after)
  SELECT (v_actor ->> 'userId')::integer, v_actor ->> 'login', v_actor ->> 'ip', v_actor ->> 'userAgent', 'delete', TG_ARGV[0],
         audit_key(r.j, TG_ARGV[1]::text[]), audit_mask(jsonb_strip_nulls(r.j - TG_ARGV[3]::text[]), v_secrets), NULL
    FROM (SELECT to_jsonb(d) AS j FROM removed d) r;
  RETURN NULL;
END $$;

-- Updates per row: only the fields that changed (skipped ones left out; nothing else changed, no entry),
-- merged into the entry this transaction already wrote for the row.
CREATE FUNCTION audit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entity_type text := TG_ARGV[0];
  v_skipped text[] := TG_ARGV[3]::text[];
  v_before jsonb;
  v_after jsonb;
  v_entity_id text;
  v_secrets text[];
BEGIN
  SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, n.value) INTO v_before, v_after
    FROM jsonb_each(to_jsonb(OLD) - v_skipped) o JOIN jsonb_each(to_jsonb(NEW) - v_skipped) n ON n.key = o.key
   WHERE o.value IS DISTINCT FROM n.value;
  IF v_before IS NULL THEN RETURN NULL; END IF;
  v_secrets := audit_secret_columns(TG_RELID, TG_ARGV[2]::text[]);
  v_before := audit_mask(v_before, v_secrets);
  v_after := audit_mask(v_after, v_secrets);
  v_entity_id := audit_key(to_jsonb(NEW), TG_ARGV[1]::text[]);
  -- A row written earlier in this transaction: one entry, its first before and its last after.
  UPDATE audit_log l
     SET before = CASE WHEN l.action = 'create' THEN NULL ELSE v_before || coalesce(l.before, '{}'::jsonb) END,
         after = coalesce(l.after, '{}'::jsonb) || v_after
   WHERE l.entity_type = v_entity_type AND l.entity_id = v_entity_id AND l.at = now()
     AND l.tx = txid_current() AND l.action IN ('create', 'update');
  IF FOUND THEN RETURN NULL; END IF;
  PERFORM audit_write('update', v_entity_type, v_entity_id, v_before, v_after);
  RETURN NULL;
END $$;

-- Puts a table under the audit: its three triggers, with the entity type its entries name, the key
-- columns of the entity id, the secret columns (masked) and the columns left out. A new table is
-- added by a migration calling this once.
CREATE FUNCTION audit_table(p_table regclass, p_entity_type text, p_keys text[], p_secrets text[], p_skipped text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_args text := format('%L, %L, %L, %L', p_entity_type, p_keys, p_secrets, p_skipped);
BEGIN
  EXECUTE format('CREATE TRIGGER audit_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION audit_added(%s)', p_table, v_args);
  EXECUTE format('CREATE TRIGGER audit_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION audit_removed(%s)', p_table, v_args);
  EXECUTE format('CREATE TRIGGER audit_update AFTER UPDATE ON %s FOR EACH ROW EXECUTE FUNCTION audit_changed(%s)', p_table, v_args);
END $$;

SELECT audit_table('users', 'user', '{id}', '{password_hash}', '{created_at,updated_at}');

SELECT audit_table('accounts', 'account', '{id}',
    '{proxy_credentials_enc,youtube_client_secret_enc,youtube_password_enc,youtube_refresh_token_enc,tiktok_access_enc,instagram_password_enc,instagram_session_enc,instagram_device_enc}',
    '{created_at,updated_at,proxy_exit_ip,proxy_ok,proxy_latency_ms,proxy_error,proxy_checked_at,proxy_next_check_at,proxy_fail_streak,proxy_holds_posts}');

SELECT audit_table('account_groups', 'account_group', '{id}', '{}', '{created_at,updated_at}');

SELECT audit_table('account_labels', 'account_label', '{account_id,label_key}', '{}', '{id,label_key}');

SELECT audit_table('posting_limits', 'posting_limit', '{account_id,platform}', '{}', '{updated_at}');

SELECT audit_table('tag_sets', 'tag_set', '{id}', '{}', '{created_at,updated_at}');

SELECT audit_table('background_folders', 'background_folder', '{id}', '{}', '{created_at,updated_at}');

SELECT audit_table('background_media', 'background_media', '{id}', '{}', '{created_at,preview_key}');

SELECT audit_table('creation_requests', 'creation_request', '{id}', '{}', '{created_at,updated_at,status,error,source_hashes}');

SELECT audit_table('publications', 'publication', '{id}', '{}', '{created_at,updated_at,status}');

SELECT audit_table('publication_videos', 'publication_video', '{id}', '{}', '{created_at,updated_at,status,owner_id}');

SELECT audit_table('bulk_actions', 'bulk_action', '{id}', '{payload_enc}', '{created_at,status,finished_at}');

SELECT audit_table('connect_invitations', 'connect_invitation', '{id}', '{token_hash,browser_hash}', '{created_at}');

SELECT audit_table('account_imports', 'account_import', '{id}', '{}',
    '{created_at,updated_at,status,processed_rows,created,updated,unchanged,refused,lease_until}');
