-- Once a captcha is due, only an attempt with a solved captcha counts toward the lock: an attempt refused for a
-- missing or wrong captcha is not counted, so locking someone out costs a solved captcha per try. The count and
-- that decision stay under the row lock, so parallel attempts still cannot slip past the captcha together.
-- The three-argument function stays beside it, for a process still on the previous release during a rolling
-- deploy on one PostgreSQL; a later migration drops it.

CREATE FUNCTION auth_begin_login_attempt(
  p_subject text, p_lock_after integer, p_lock_minutes integer, p_captcha_after integer, p_captcha_solved boolean
)
RETURNS TABLE (failures_before integer, was_locked boolean, locked_until timestamptz, captcha_due boolean)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_failures integer;
  v_locked_until timestamptz;
BEGIN
  INSERT INTO login_failures (subject, failures) VALUES (p_subject, 0) ON CONFLICT (subject) DO NOTHING;
  SELECT f.failures, f.locked_until INTO v_failures, v_locked_until
  FROM login_failures f WHERE f.subject = p_subject FOR UPDATE;
  IF v_locked_until IS NOT NULL AND v_locked_until > now() THEN
    RETURN QUERY SELECT v_failures, true, v_locked_until, false;
    RETURN;
  END IF;
  IF v_locked_until IS NOT NULL THEN
    v_failures := 0;
  END IF;
  IF v_failures >= p_captcha_after AND NOT p_captcha_solved THEN
    RETURN QUERY SELECT v_failures, false, NULL::timestamptz, true;
    RETURN;
  END IF;
  v_locked_until := CASE WHEN v_failures + 1 >= p_lock_after THEN now() + make_interval(mins => p_lock_minutes) END;
  UPDATE login_failures SET failures = v_failures + 1, updated_at = now(), locked_until = v_locked_until
  WHERE subject = p_subject;
  RETURN QUERY SELECT v_failures, false, v_locked_until, false;
END
$$;

REVOKE ALL ON FUNCTION auth_begin_login_attempt(text, integer, integer, integer, boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_begin_login_attempt(text, integer, integer, integer, boolean) TO portal_app;
