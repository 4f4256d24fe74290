-- Labels on profiles (niche, city, client), any number beside the one group. `label_key` is the label as compared
-- (trimmed, lowercased by the server: 'Київ' and 'київ' are one label; the database's own lower() knows only ASCII
-- under the C locale); `label` is the spelling shown, the first one the owner used. `id` keeps the order they were added.
CREATE TABLE account_labels (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  label_key text NOT NULL,
  label text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (account_id, label_key),
  CHECK (char_length(label) BETWEEN 1 AND 50)
);

-- The filters (`?label=`) and the label's profiles: by label, then profile.
CREATE INDEX account_labels_key_idx ON account_labels (label_key, account_id);
