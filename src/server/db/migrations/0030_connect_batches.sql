-- Invitations made together on the connect page for many profiles ('Підключення акаунтів'): the batch is what the
-- page shows and polls (its URL keeps its id), and what 'Скасувати всі' revokes. Only its maker (or an admin) sees it.
CREATE TABLE connect_batches (
  id         serial PRIMARY KEY,
  created_by integer REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);

ALTER TABLE connect_invitations ADD COLUMN batch_id integer REFERENCES connect_batches (id) ON DELETE SET NULL;
CREATE INDEX connect_invitations_batch ON connect_invitations (batch_id) WHERE batch_id IS NOT NULL;
-- The live invitations of a profile's platform, which a new batch replaces.
CREATE INDEX connect_invitations_live ON connect_invitations (account_id, platform) WHERE used_at IS NULL AND revoked_at IS NULL;
