-- Login attempts are counted before the secret is checked, one at a time per account (row lock), so parallel
-- guesses each see the count the ones before them left and cannot slip past the captcha or the lock together.
CREATE FUNCTION auth_begin_login_attempt(p_subject text, p_lock_after integer, p_lock_minutes integer)
RETURNS TABLE (failures_before integer, was_locked boolean, locked_until timestamptz)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_failures integer;
  v_locked_until timestamptz;
BEGIN
  INSERT INTO login_failures (subject, failures) VALUES (p_subject, 0) ON CONFLICT (subject) DO NOTHING;
  SELECT f.failures, f.locked_until INTO v_failures, v_locked_until
  FROM login_failures f WHERE f.subject = p_subject FOR UPDATE;
  IF v_locked_until IS NOT NULL AND v_locked_until > now() THEN
    RETURN QUERY SELECT v_failures, true, v_locked_until;
    RETURN;
  END IF;
  IF v_locked_until IS NOT NULL THEN
    v_failures := 0;
  END IF;
  v_locked_until := CASE WHEN v_failures + 1 >= p_lock_after THEN now() + make_interval(mins => p_lock_minutes) END;
  UPDATE login_failures SET failures = v_failures + 1, updated_at = now(), locked_until = v_locked_until
  WHERE subject = p_subject;
  RETURN QUERY SELECT v_failures, false, v_locked_until;
END
$$;

-- The account behind a phone number, for SMS login: the phone column only, never an e-mail or employee number.
CREATE FUNCTION auth_find_account_by_phone(p_phone text)
RETURNS TABLE (
  account_id uuid, password_hash text, status text, phone text, second_factor_enabled boolean,
  must_change_password boolean, weak_password_accepted_at timestamptz
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id, password_hash, status, phone, second_factor_enabled, must_change_password, weak_password_accepted_at
  FROM staff_accounts WHERE phone = p_phone
$$;

DROP FUNCTION auth_account_tenants(uuid);
CREATE FUNCTION auth_account_tenants(p_account_id uuid)
RETURNS TABLE (
  tenant_id uuid, name text, name_en text, protocol_required boolean, protocol_agreed boolean,
  captcha_after_failures integer, lock_after_failures integer, lock_minutes integer, time_zone text,
  sms_login_enabled boolean
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT t.id, t.name, t.name_en, t.protocol_required, m.protocol_agreed_at IS NOT NULL,
         t.captcha_after_failures, t.lock_after_failures, t.lock_minutes, t.time_zone, t.sms_login_enabled
  FROM tenant_members m JOIN tenants t ON t.id = m.tenant_id
  WHERE m.account_id = p_account_id ORDER BY t.created_at, t.name
$$;

DROP FUNCTION auth_record_login_failure(text, integer, integer);

REVOKE ALL ON FUNCTION auth_begin_login_attempt(text, integer, integer), auth_find_account_by_phone(text),
  auth_account_tenants(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_begin_login_attempt(text, integer, integer), auth_find_account_by_phone(text),
  auth_account_tenants(uuid) TO portal_app;
