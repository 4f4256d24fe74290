-- Webhook and Telegram endpoints: a user's receive the events of what the user owns (events.user_id),
-- an admin's every event (judged by the owner's role when each event is dispatched). `secret` (the
-- signing secret of a `webhook`) and `bot_token` (a `telegram` bot's) are sealed with the secret box.
-- `disabled_reason` says why the server turned an endpoint off ('gone': the receiver answered 410).
CREATE TABLE webhooks (
  id              serial PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type            text NOT NULL CHECK (type IN ('webhook', 'telegram')),
  url             text,
  secret          bytea,
  bot_token       bytea,
  chat_id         text,
  kinds           text[] NOT NULL,
  enabled         boolean NOT NULL DEFAULT true,
  disabled_reason text CHECK (disabled_reason IN ('gone')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'webhook' AND url IS NOT NULL AND secret IS NOT NULL) OR (type = 'telegram' AND bot_token IS NOT NULL AND chat_id IS NOT NULL))
);
CREATE INDEX webhooks_user_idx ON webhooks (user_id, id);

-- One event to one endpoint (made once: the events consumer may run twice for one event), with its
-- attempts: each one's answer (status, duration, the first bytes, at most 1 KB) or error.
CREATE TABLE webhook_deliveries (
  id         serial PRIMARY KEY,
  webhook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id   integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  state      text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'succeeded', 'failed')),
  attempts   integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (webhook_id, event_id)
);
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, id);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);

CREATE TABLE webhook_attempts (
  id          serial PRIMARY KEY,
  delivery_id integer NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt     integer NOT NULL,
  at          timestamptz NOT NULL,
  status_code integer,
  duration_ms integer NOT NULL,
  response    text,
  error       text,
  manual      boolean NOT NULL DEFAULT false
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);
