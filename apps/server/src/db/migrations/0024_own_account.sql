-- The agent's own account: an avatar per membership (an uploaded image in the tenant's files), and invite codes
-- whose registration link records who invited a sign-up.

ALTER TABLE files DROP CONSTRAINT files_purpose_check;
ALTER TABLE files ADD CONSTRAINT files_purpose_check CHECK (purpose IN ('message', 'banner', 'avatar'));

-- An avatar belongs to the membership: files are the tenant's, and an account may be in several tenants.
ALTER TABLE tenant_members
  ADD COLUMN avatar_file_id uuid,
  ADD COLUMN avatar_updated_at timestamptz,
  ADD CONSTRAINT tenant_members_avatar_file FOREIGN KEY (tenant_id, avatar_file_id)
    REFERENCES files (tenant_id, id) ON DELETE SET NULL (avatar_file_id);

-- One invite code per member, made the first time they open the invitation page.
CREATE TABLE invite_codes (
  code text PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, account_id)
);
ALTER TABLE invite_codes ENABLE ROW LEVEL SECURITY;
ALTER TABLE invite_codes FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON invite_codes USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT ON invite_codes TO portal_app;

-- A registration remembers the invite code of the link it came through (no tenant exists yet, so no RLS here).
ALTER TABLE pending_registrations ADD COLUMN invite_code text REFERENCES invite_codes (code) ON DELETE SET NULL;
CREATE INDEX pending_registrations_invite ON pending_registrations (invite_code) WHERE invite_code IS NOT NULL;

-- Whether an invite code exists, asked by a registration before any tenant is known.
CREATE FUNCTION invite_code_exists(p_code text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT EXISTS (SELECT 1 FROM invite_codes WHERE code = p_code)
$$;
REVOKE ALL ON FUNCTION invite_code_exists(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION invite_code_exists(text) TO portal_app;

-- An account may choose to stay signed in on several devices; by default a login ends the account's other
-- sessions as a remote login (spec §4), as before.
ALTER TABLE staff_accounts ADD COLUMN allow_multiple_sessions boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION auth_start_session(p_tenant_id uuid, p_account_id uuid, p_token_hash bytea,
                                              p_ttl_seconds double precision, p_ip text, p_user_agent text,
                                              p_end_reason text)
RETURNS TABLE (session_id uuid, ended_session_ids uuid[])
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  created uuid;
BEGIN
  INSERT INTO sessions (tenant_id, account_id, token_hash, expires_at, stage, ip, user_agent)
  VALUES (p_tenant_id, p_account_id, p_token_hash, now() + make_interval(secs => p_ttl_seconds), 'full', p_ip,
          p_user_agent)
  RETURNING id INTO created;
  IF (SELECT a.allow_multiple_sessions FROM staff_accounts a WHERE a.id = p_account_id) THEN
    RETURN QUERY SELECT created, '{}'::uuid[];
    RETURN;
  END IF;
  RETURN QUERY
    SELECT created, coalesce(array_agg(e.session_id), '{}')
    FROM auth_end_account_sessions(p_account_id, p_end_reason, created) e;
END $$;
