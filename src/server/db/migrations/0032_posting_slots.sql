-- Weekly posting slots: a pattern of posting times per platform (Kyiv's clock), set on a profile, on a group, or on
-- a label of one owner's profiles (labels are per owner: one user's 'Київ' pattern never moves another user's posts).
-- `rules` is the pattern as the API takes it: [{ "days": [1..7], "times": ["HH:MM", …] }, …].
-- Which one a profile posts by on a platform: its own, else its first-added label's that has one, else its group's.
CREATE TABLE posting_slot_patterns (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer REFERENCES accounts (id) ON DELETE CASCADE,
  group_id integer REFERENCES account_groups (id) ON DELETE CASCADE,
  label_owner_id integer REFERENCES users (id) ON DELETE CASCADE,
  label_key text,
  platform text NOT NULL CHECK (platform IN ('youtube', 'tiktok', 'instagram')),
  rules jsonb NOT NULL CHECK (jsonb_typeof(rules) = 'array'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(account_id, group_id, label_key) = 1),
  CHECK ((label_key IS NULL) = (label_owner_id IS NULL))
);

CREATE UNIQUE INDEX posting_slot_patterns_account_idx ON posting_slot_patterns (account_id, platform) WHERE account_id IS NOT NULL;
CREATE UNIQUE INDEX posting_slot_patterns_group_idx ON posting_slot_patterns (group_id, platform) WHERE group_id IS NOT NULL;
CREATE UNIQUE INDEX posting_slot_patterns_label_idx ON posting_slot_patterns (label_owner_id, label_key, platform) WHERE label_key IS NOT NULL;

-- A video sent 'у наступні вільні слоти': its rows are planned into the profile's pattern slots, also when they are
-- planned again (a retry, a limit that tightened before posting).
ALTER TABLE publication_videos ADD COLUMN in_slots boolean NOT NULL DEFAULT false;
