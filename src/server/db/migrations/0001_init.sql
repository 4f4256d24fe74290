-- The whole data model, decided up front.
-- Ownership: profiles, groups, creation requests and publications belong
-- to one user; tag sets and background folders are shared by the team and remember their creator.

CREATE TABLE users (
  id            serial PRIMARY KEY,
  login         text NOT NULL,
  password_hash text NOT NULL,
  role          text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_login_key ON users (lower(login));

-- Refresh tokens: only a SHA-256 of the token is stored; one row per sign-in.
CREATE TABLE refresh_tokens (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  bytea NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL;

-- Profile groups (owned).
CREATE TABLE account_groups (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_groups_user_idx ON account_groups (user_id);

-- Profiles (owned). Secrets are AES-256-GCM ciphertexts (*_enc), never returned by the API.
CREATE TABLE accounts (
  id                              serial PRIMARY KEY,
  user_id                         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id                        integer REFERENCES account_groups (id) ON DELETE SET NULL,
  proxy                           text NOT NULL,
  proxy_credentials_enc           bytea,
  ip_version                      text NOT NULL DEFAULT 'ipv4' CHECK (ip_version IN ('ipv4', 'ipv6')),
  comments                        text NOT NULL DEFAULT '',
  status                          text NOT NULL DEFAULT 'noactive'
                                  CHECK (status IN ('loading', 'success', 'error', 'noactive', 'publication')),
  error                           text,
  is_active_youtube               boolean NOT NULL DEFAULT false,
  is_active_tiktok                boolean NOT NULL DEFAULT false,
  is_active_instagram             boolean NOT NULL DEFAULT false,
  in_youtube                      boolean NOT NULL DEFAULT false,
  in_tiktok                       boolean NOT NULL DEFAULT false,
  in_instagram                    boolean NOT NULL DEFAULT false,
  youtube_client_id               text,
  youtube_client_secret_enc       bytea,
  youtube_login                   text,
  youtube_password_enc            bytea,
  youtube_refresh_token_enc       bytea,
  youtube_channel_title           text,
  youtube_channel_url             text,
  youtube_channel_description     text,
  tiktok_access_enc               bytea,
  instagram_login                 text,
  instagram_password_enc          bytea,
  instagram_profile_name          text,
  instagram_profile_description   text,
  instagram_url                   text,
  created_at                      timestamptz NOT NULL DEFAULT now(),
  updated_at                      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_user_idx ON accounts (user_id, id);
CREATE INDEX accounts_group_idx ON accounts (group_id);

-- Preset tag sets (shared; the creator may delete, admin anything).
CREATE TABLE tag_sets (
  id          serial PRIMARY KEY,
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  name        text NOT NULL,
  tags        text[] NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Background folders and their media (shared).
CREATE TABLE background_folders (
  id          serial PRIMARY KEY,
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE background_media (
  id             serial PRIMARY KEY,
  folder_id      integer NOT NULL REFERENCES background_folders (id) ON DELETE CASCADE,
  created_by     integer REFERENCES users (id) ON DELETE SET NULL,
  kind           text NOT NULL CHECK (kind IN ('image', 'video')),
  storage_key    text NOT NULL UNIQUE,
  preview_key    text,
  mime_type      text NOT NULL,
  size_bytes     bigint NOT NULL,
  width          integer,
  height         integer,
  duration_ms    integer,
  original_name  text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX background_media_folder_idx ON background_media (folder_id, id);

-- Video creation requests (owned): one source video + folders → count_video rendered variants.
CREATE TABLE creation_requests (
  id                  serial PRIMARY KEY,
  user_id             integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id_upload           uuid NOT NULL UNIQUE,
  status              text NOT NULL DEFAULT 'loading'
                      CHECK (status IN ('loading', 'success', 'error', 'noactive', 'publication')),
  count_video         integer NOT NULL CHECK (count_video BETWEEN 1 AND 100),
  is_video            boolean NOT NULL DEFAULT false,
  is_photo            boolean NOT NULL DEFAULT false,
  source_storage_key  text NOT NULL,
  source_name         text NOT NULL,
  source_duration_ms  integer NOT NULL DEFAULT 0,
  source_has_audio    boolean NOT NULL DEFAULT true,
  error               text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX creation_requests_user_idx ON creation_requests (user_id, id);

CREATE TABLE creation_request_folders (
  request_id  integer NOT NULL REFERENCES creation_requests (id) ON DELETE CASCADE,
  folder_id   integer NOT NULL REFERENCES background_folders (id) ON DELETE CASCADE,
  PRIMARY KEY (request_id, folder_id)
);

-- The variants a request rendered ("Video item": id, url, idUpload, createdAt).
CREATE TABLE rendered_videos (
  id             serial PRIMARY KEY,
  request_id     integer NOT NULL REFERENCES creation_requests (id) ON DELETE CASCADE,
  -- One row per variant: a job that runs twice (a retry after a crash) cannot add a second one.
  variant_index  integer NOT NULL,
  storage_key    text NOT NULL UNIQUE,
  poster_key     text,
  duration_ms    integer,
  size_bytes     bigint,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (request_id, variant_index)
);

-- A publication (owned): one per creation request, the "YouTube" list row and its edit form.
CREATE TABLE publications (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_id    integer NOT NULL UNIQUE REFERENCES creation_requests (id) ON DELETE CASCADE,
  title         text NOT NULL,
  description   text NOT NULL DEFAULT '',
  tags          text[] NOT NULL DEFAULT '{}',
  in_youtube    boolean NOT NULL DEFAULT false,
  in_tiktok     boolean NOT NULL DEFAULT false,
  in_instagram  boolean NOT NULL DEFAULT false,
  publish_at    timestamptz,
  status        text NOT NULL DEFAULT 'publication'
                CHECK (status IN ('loading', 'success', 'error', 'noactive', 'publication')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX publications_user_idx ON publications (user_id, id);

-- One rendered video published through one profile ("Video" in the profile and user views).
CREATE TABLE publication_videos (
  id                 serial PRIMARY KEY,
  publication_id     integer NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
  rendered_video_id  integer NOT NULL REFERENCES rendered_videos (id) ON DELETE CASCADE,
  account_id         integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  status             text NOT NULL DEFAULT 'publication'
                     CHECK (status IN ('loading', 'success', 'error', 'noactive', 'publication')),
  publish_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (publication_id, rendered_video_id)
);
CREATE INDEX publication_videos_account_idx ON publication_videos (account_id, id);

-- Per-platform outcome of one publication video: external id (so a retry never posts twice),
-- URL, error and the statistics pulled back by the stats job.
CREATE TABLE publication_results (
  id                    serial PRIMARY KEY,
  publication_video_id  integer NOT NULL REFERENCES publication_videos (id) ON DELETE CASCADE,
  platform              text NOT NULL CHECK (platform IN ('youtube', 'tiktok', 'instagram')),
  status                text NOT NULL DEFAULT 'publication'
                        CHECK (status IN ('loading', 'success', 'error', 'noactive', 'publication')),
  external_id           text,
  url                   text,
  error                 text,
  views                 bigint NOT NULL DEFAULT 0,
  likes                 bigint NOT NULL DEFAULT 0,
  comments              bigint NOT NULL DEFAULT 0,
  attempts              integer NOT NULL DEFAULT 0,
  published_at          timestamptz,
  stats_updated_at      timestamptz,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (publication_video_id, platform)
);

-- Idempotency-Key support for mutating calls (the offline upload queue relies on it).
CREATE TABLE idempotency_keys (
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key           text NOT NULL,
  method        text NOT NULL,
  path          text NOT NULL,
  status_code   integer,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
