-- A session ended by a person from elsewhere (a login elsewhere, its owner from another device, a password change)
-- is still found for a day with its reason, so that its page's next request is told why, as the push tells it: the
-- request may overtake the push. Which reasons those are is the server's list (told-session-ends.ts), passed in.
DROP FUNCTION auth_session_lookup(bytea, integer);
CREATE FUNCTION auth_session_lookup(p_token_hash bytea, p_idle_seconds integer, p_told_reasons text[])
RETURNS TABLE (
  session_id uuid, tenant_id uuid, account_id uuid, last_seen_at timestamptz, stage text, step_handle text,
  revoked_reason text, expires_at timestamptz, idle_seconds integer
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT s.id, s.tenant_id, s.account_id, s.last_seen_at, s.stage, s.step_handle, s.revoked_reason, s.expires_at,
         COALESCE(t.session_idle_minutes * 60, p_idle_seconds)
  FROM sessions s JOIN staff_accounts a ON a.id = s.account_id AND a.status = 'active'
  JOIN tenants t ON t.id = s.tenant_id
  WHERE s.token_hash = p_token_hash
    AND ((s.revoked_at IS NULL AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(secs => COALESCE(t.session_idle_minutes * 60, p_idle_seconds)))
         OR (s.revoked_reason = ANY (p_told_reasons) AND s.revoked_at > now() - interval '1 day'))
$$;
REVOKE ALL ON FUNCTION auth_session_lookup(bytea, integer, text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_session_lookup(bytea, integer, text[]) TO portal_app;
