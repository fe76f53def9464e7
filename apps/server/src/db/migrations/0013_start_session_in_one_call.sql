-- A login's full session starts in one call: the new session and the end of the account's others (a remote login
-- for the pages that held them), instead of a transaction for the insert and then a second call. The tenant is the
-- login's own, checked before this call, as the insert's row-level check did.
CREATE FUNCTION auth_start_session(p_tenant_id uuid, p_account_id uuid, p_token_hash bytea,
                                   p_ttl_seconds double precision, p_ip text, p_user_agent text, p_end_reason text)
RETURNS TABLE (session_id uuid, ended_session_ids uuid[])
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  created uuid;
BEGIN
  INSERT INTO sessions (tenant_id, account_id, token_hash, expires_at, stage, ip, user_agent)
  VALUES (p_tenant_id, p_account_id, p_token_hash, now() + make_interval(secs => p_ttl_seconds), 'full', p_ip,
          p_user_agent)
  RETURNING id INTO created;
  RETURN QUERY
    SELECT created, coalesce(array_agg(e.session_id), '{}')
    FROM auth_end_account_sessions(p_account_id, p_end_reason, created) e;
END $$;
REVOKE ALL ON FUNCTION auth_start_session(uuid, uuid, bytea, double precision, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_start_session(uuid, uuid, bytea, double precision, text, text, text) TO portal_app;
