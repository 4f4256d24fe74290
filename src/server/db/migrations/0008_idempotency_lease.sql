-- Idempotency claims that cannot outlive their owner: a claim in progress names the
-- process that holds it and a lease that process renews while the request runs. A claim whose
-- lease ran out (its process died) is taken over by the next request with the key.
ALTER TABLE idempotency_keys ADD COLUMN owner text;
ALTER TABLE idempotency_keys ADD COLUMN lease_until timestamptz;
-- Claims made before this migration carry no lease: they count as expired.
CREATE INDEX idempotency_keys_owner ON idempotency_keys (owner) WHERE status_code IS NULL;
