-- An administrator's unlock (issue 12, audit trail): clearing an account's failed logins answers what it cleared,
-- so the trail shows the failures and the lock before the unlock. The login's own clear stays as it is.
CREATE FUNCTION auth_unlock_login(p_subject text)
RETURNS TABLE (failures integer, locked_until timestamptz)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  DELETE FROM login_failures WHERE subject = p_subject RETURNING failures, locked_until
$$;
REVOKE ALL ON FUNCTION auth_unlock_login(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_unlock_login(text) TO portal_app;
