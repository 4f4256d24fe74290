-- Search on every list: `?q=` finds rows whose text contains q, letter case ignored
-- (src/server/services/common/list-search.ts: `search_fold(column) LIKE search_fold('%q%')`). A B-tree
-- cannot serve a pattern with a leading '%', so each searched text gets a trigram GIN index
-- (pg_trgm) on the same expression, which serves it for any q of three characters or more
-- (shorter ones fall back to a scan).
--
-- pg_trgm ships with PostgreSQL (contrib; Debian's postgresql package includes it) and is a trusted
-- extension since PostgreSQL 13, so the database owner may create it without superuser rights;
-- PGlite loads the same extension (`@electric-sql/pglite/contrib/pg_trgm`, src/server/db/database.ts).
-- Both run this same SQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Text with letter case folded for search. lower() follows the database's LC_CTYPE: a UTF-8 locale
-- (C.UTF-8, uk_UA.UTF-8, en_US.UTF-8; PGlite's) folds Cyrillic, but the plain C locale folds only
-- ASCII. The ctype of a database never changes, so this asks once which one it is: where lower()
-- is not enough, the Ukrainian (and Russian) capitals are translated first, so 'КИЇВ' finds 'Київ'
-- on any UTF-8 database (translate() with this map takes some 20 µs a text, lower() about 1, hence
-- only where needed). Both sides of every comparison (the column and the pattern) go through this
-- same function, and the trigram indexes below are built on it.
DO $do$
BEGIN
  IF lower('ҐЄІЇКИЇВЁЪЫЭ') = 'ґєіїкиївёъыэ' THEN
    CREATE FUNCTION search_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS 'SELECT lower(value)';
  ELSE
    CREATE FUNCTION search_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS 'SELECT lower(translate(value, ''АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯЁЪЫЭ'', ''абвгґдеєжзиіїйклмнопрстуфхцчшщьюяёъыэ''))';
  END IF;
END
$do$;

-- A tag set's tags as one text, so one trigram index serves a search in any of them. array_to_string
-- is only STABLE (it calls the element type's output function), but for text[] its result depends on
-- the value alone, so this wrapper may be IMMUTABLE, as an index expression must be. Tags hold no
-- spaces (they are split on them), so a space keeps them apart.
CREATE FUNCTION tags_search_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(tags, ' ') $$;

-- Profiles: comment, proxy (and the owner's login, below).
CREATE INDEX accounts_comments_trgm ON accounts USING gin (search_fold(comments) gin_trgm_ops);
CREATE INDEX accounts_proxy_trgm ON accounts USING gin (search_fold(proxy) gin_trgm_ops);
-- Users: login (the users list; the profiles list by owner).
CREATE INDEX users_login_trgm ON users USING gin (search_fold(login) gin_trgm_ops);
-- Groups: name.
CREATE INDEX account_groups_name_trgm ON account_groups USING gin (search_fold(name) gin_trgm_ops);
-- Tag sets: name and tags.
CREATE INDEX tag_sets_name_trgm ON tag_sets USING gin (search_fold(name) gin_trgm_ops);
CREATE INDEX tag_sets_tags_trgm ON tag_sets USING gin (search_fold(tags_search_text(tags)) gin_trgm_ops);
-- Background folders: name.
CREATE INDEX background_folders_name_trgm ON background_folders USING gin (search_fold(name) gin_trgm_ops);
-- Creation requests: the source file's name and the idUpload.
CREATE INDEX creation_requests_source_name_trgm ON creation_requests USING gin (search_fold(source_name) gin_trgm_ops);
CREATE INDEX creation_requests_id_upload_trgm ON creation_requests USING gin (search_fold(id_upload::text) gin_trgm_ops);
-- Publications ('YouTube' list): title.
CREATE INDEX publications_title_trgm ON publications USING gin (search_fold(title) gin_trgm_ops);
