-- Events: what happened that a user should hear of (a render or a publication ended, rows failed, a
-- profile needs its owner, a proxy failed or recovered, an import or a bulk action ended), written in
-- the same transaction as what caused it. `user_id` is the owner of what the event is about: that user
-- and the admins see it. `account_id` names the profile it concerns (no foreign key: a deleted
-- profile's events keep their line, with the name it had in `profile_title`).
CREATE TABLE events (
  id            serial PRIMARY KEY,
  kind          text NOT NULL,
  user_id       integer REFERENCES users (id) ON DELETE CASCADE,
  account_id    integer,
  profile_title text,
  data          jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- The events page newest first: a user's own (all, by kind, by profile) and an admin's (by kind, by profile).
CREATE INDEX events_user_idx ON events (user_id, id);
CREATE INDEX events_user_kind_idx ON events (user_id, kind, id);
CREATE INDEX events_kind_idx ON events (kind, id);
CREATE INDEX events_account_idx ON events (account_id, id) WHERE account_id IS NOT NULL;

-- Read marks per user: 'Позначити все прочитаним' moves the user's mark to the newest event they see;
-- an event read one by one above the mark has its own row.
CREATE TABLE event_read_marks (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  through_id integer NOT NULL
);
CREATE TABLE event_reads (
  user_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, event_id)
);
CREATE INDEX event_reads_event_idx ON event_reads (event_id);

-- Which consumers have handled an event: the dispatch job runs again only those that have not.
CREATE TABLE event_deliveries (
  event_id     integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  consumer     text NOT NULL,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, consumer)
);

-- The kinds of event that notify the user (system notifications and Web Push); none until they choose.
CREATE TABLE event_notification_settings (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  kinds      text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Web Push subscriptions, one per user and device (browser): the push service's endpoint and the keys
-- a message is encrypted to. Removed when the push service answers 404 or 410.
CREATE TABLE push_subscriptions (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint   text NOT NULL UNIQUE,
  p256dh     text NOT NULL,
  auth       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
