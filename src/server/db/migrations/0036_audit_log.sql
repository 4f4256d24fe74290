-- The audit log ('Журнал дій'): who changed what, when and from where, before → after.
--
-- Row triggers on the audited tables write one entry per changed row in the same transaction as the
-- change (a rolled-back change leaves no entry). The actor is read from the transaction-local
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

-- A row's values with its secrets replaced by 'змінено' (an empty secret stays null).
CREATE FUNCTION audit_mask(p_row jsonb, p_secrets text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_row IS NULL THEN NULL ELSE coalesce((
    SELECT jsonb_object_agg(key, CASE WHEN value <> 'null'::jsonb
                                       AND (key = ANY (p_secrets) OR key LIKE '%\_enc' OR key LIKE '%\_hash')
                                      THEN '"змінено"'::jsonb ELSE value END)
      FROM jsonb_each(p_row)), '{}'::jsonb) END
$$;

-- The row trigger: audit_row('<entity type>', '{<key columns>}', '{<secret columns>}', '{<skipped columns>}').
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entity_type text := TG_ARGV[0];
  v_keys text[] := TG_ARGV[1]::text[];
  v_secrets text[] := TG_ARGV[2]::text[];
  v_skipped text[] := TG_ARGV[3]::text[];
  v_whole jsonb;
  v_old jsonb;
  v_new jsonb;
  v_before jsonb;
  v_after jsonb;
  v_entity_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN v_whole := to_jsonb(OLD); ELSE v_whole := to_jsonb(NEW); END IF;
  IF TG_OP <> 'INSERT' THEN v_old := to_jsonb(OLD) - v_skipped; END IF;
  IF TG_OP <> 'DELETE' THEN v_new := to_jsonb(NEW) - v_skipped; END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, n.value) INTO v_before, v_after
      FROM jsonb_each(v_old) o JOIN jsonb_each(v_new) n ON n.key = o.key
     WHERE o.value IS DISTINCT FROM n.value;
    IF v_before IS NULL THEN RETURN NULL; END IF;
  ELSE
    v_before := jsonb_strip_nulls(v_old);
    v_after := jsonb_strip_nulls(v_new);
  END IF;
  v_before := audit_mask(v_before, v_secrets);
  v_after := audit_mask(v_after, v_secrets);
  SELECT string_agg(coalesce(v_whole ->> k, ''), ':' ORDER BY ord) INTO v_entity_id
    FROM unnest(v_keys) WITH ORDINALITY AS c(k, ord);
  IF TG_OP = 'UPDATE' THEN
    -- A row written earlier in this transaction: one entry, its first before and its last after.
    UPDATE audit_log l
       SET before = CASE WHEN l.action = 'create' THEN NULL ELSE v_before || coalesce(l.before, '{}'::jsonb) END,
           after = coalesce(l.after, '{}'::jsonb) || v_after
     WHERE l.entity_type = v_entity_type AND l.entity_id = v_entity_id AND l.at = now()
       AND l.tx = txid_current() AND l.action IN ('create', 'update');
    IF FOUND THEN RETURN NULL; END IF;
  END IF;
  PERFORM audit_write(CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
                      v_entity_type, v_entity_id, v_before, v_after);
  RETURN NULL;
END $$;

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION audit_row('user', '{id}', '{password_hash}', '{created_at,updated_at}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON accounts FOR EACH ROW
  EXECUTE FUNCTION audit_row('account', '{id}',
    '{proxy_credentials_enc,youtube_client_secret_enc,youtube_password_enc,youtube_refresh_token_enc,tiktok_access_enc,instagram_password_enc,instagram_session_enc,instagram_device_enc}',
    '{created_at,updated_at,proxy_exit_ip,proxy_ok,proxy_latency_ms,proxy_error,proxy_checked_at,proxy_next_check_at,proxy_fail_streak,proxy_holds_posts}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON account_groups FOR EACH ROW
  EXECUTE FUNCTION audit_row('account_group', '{id}', '{}', '{created_at,updated_at}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON account_labels FOR EACH ROW
  EXECUTE FUNCTION audit_row('account_label', '{account_id,label_key}', '{}', '{id,label_key}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON posting_limits FOR EACH ROW
  EXECUTE FUNCTION audit_row('posting_limit', '{account_id,platform}', '{}', '{updated_at}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON tag_sets FOR EACH ROW
  EXECUTE FUNCTION audit_row('tag_set', '{id}', '{}', '{created_at,updated_at}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON background_folders FOR EACH ROW
  EXECUTE FUNCTION audit_row('background_folder', '{id}', '{}', '{created_at,updated_at}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON background_media FOR EACH ROW
  EXECUTE FUNCTION audit_row('background_media', '{id}', '{}', '{created_at,preview_key}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON creation_requests FOR EACH ROW
  EXECUTE FUNCTION audit_row('creation_request', '{id}', '{}', '{created_at,updated_at,status,error,source_hashes}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON publications FOR EACH ROW
  EXECUTE FUNCTION audit_row('publication', '{id}', '{}', '{created_at,updated_at,status}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON publication_videos FOR EACH ROW
  EXECUTE FUNCTION audit_row('publication_video', '{id}', '{}', '{created_at,updated_at,status,owner_id}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON bulk_actions FOR EACH ROW
  EXECUTE FUNCTION audit_row('bulk_action', '{id}', '{payload_enc}', '{created_at,status,finished_at}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON connect_invitations FOR EACH ROW
  EXECUTE FUNCTION audit_row('connect_invitation', '{id}', '{token_hash,browser_hash}', '{created_at}');

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON account_imports FOR EACH ROW
  EXECUTE FUNCTION audit_row('account_import', '{id}', '{}',
    '{created_at,updated_at,status,processed_rows,created,updated,unchanged,refused,lease_until}');
