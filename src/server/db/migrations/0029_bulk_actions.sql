-- Bulk actions on profiles: one row per request (its kind, owner, sealed payload and state) and one per profile it
-- reached, with what became of it. The request's id comes from the client (one per confirmation), so a request sent
-- again answers the same action and applies nothing twice; the job works through the items still pending.
CREATE TABLE bulk_actions (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_id   uuid NOT NULL,
  kind         text NOT NULL,
  -- The action's payload (a proxy list may carry credentials), sealed like the profiles' secrets.
  payload_enc  bytea NOT NULL,
  status       text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done')),
  total        integer NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  UNIQUE (user_id, request_id)
);

-- No foreign key to accounts: a deleted profile (the delete action's own result) keeps its line in the results.
CREATE TABLE bulk_action_items (
  action_id   integer NOT NULL REFERENCES bulk_actions (id) ON DELETE CASCADE,
  position    integer NOT NULL,
  account_id  integer NOT NULL,
  title       text NOT NULL,
  outcome     text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'done', 'refused')),
  reason      text,
  PRIMARY KEY (action_id, position)
);

CREATE INDEX bulk_action_items_pending ON bulk_action_items (action_id, position) WHERE outcome = 'pending';
