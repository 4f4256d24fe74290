-- Publication presets ('Шаблони публікацій'): a user's saved way of publishing (platforms, their options, tags,
-- target groups and labels, a timing rule), applied to the publishing form in one click. `options` is the preset's
-- content as the shared schema reads it (groups kept with the name they had, so a deleted one can still be named).
CREATE TABLE publication_presets (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL,
  options    jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One name per owner (case ignored); it also serves an owner's list.
CREATE UNIQUE INDEX publication_presets_owner_name ON publication_presets (user_id, lower(name));
