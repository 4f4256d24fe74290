-- The audit log ('Журнал дій') records the tables added beside it: weekly posting slots, publication
-- presets and webhook endpoints (their signing secret and bot token shown only as changed). Deliveries
-- and their attempts are the endpoints' own log, not changes people make, so they are not recorded.
SELECT audit_table('posting_slot_patterns', 'posting_slot_pattern', '{id}', '{}', '{updated_at}');
SELECT audit_table('publication_presets', 'publication_preset', '{id}', '{}', '{created_at,updated_at}');
SELECT audit_table('webhooks', 'webhook', '{id}', '{secret,bot_token}', '{created_at}');
