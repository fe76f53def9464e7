-- The language a session's pages ask in, noted when it changes: the server writes a member's messages (a work order
-- given to them, an @mention) in the language of their latest session, not in the language of whoever acted.
ALTER TABLE sessions ADD COLUMN locale text CHECK (locale IN ('zh-CN', 'en-US'));
CREATE INDEX sessions_account_locale ON sessions (tenant_id, account_id, last_seen_at DESC) WHERE locale IS NOT NULL;
