-- Profile imports: one row per (owner, file content, matching key, "create missing groups"), so a file sent again is the
-- same import and creates nothing twice. The file itself is never stored (it holds secrets in clear): the dry run and
-- the apply each receive it, and the apply checks its SHA-256 against the one checked here.
CREATE TABLE account_imports (
  id              serial PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_sha256     text NOT NULL,
  matched_by      text NOT NULL CHECK (matched_by IN ('id', 'comment')),
  create_groups   boolean NOT NULL,
  status          text NOT NULL DEFAULT 'checked' CHECK (status IN ('checked', 'applying', 'done')),
  total_rows      integer NOT NULL,
  -- Rows handled so far: advanced in the same transaction as each chunk's writes, so a resumed apply starts after it.
  processed_rows  integer NOT NULL DEFAULT 0,
  created         integer NOT NULL DEFAULT 0,
  updated         integer NOT NULL DEFAULT 0,
  unchanged       integer NOT NULL DEFAULT 0,
  refused         integer NOT NULL DEFAULT 0,
  -- While applying: until when the request doing it holds the import; a later request may take over after it.
  lease_until     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, file_sha256, matched_by, create_groups)
);
