-- The account lifecycle: login steps, failed-login counting and locks, captchas, SMS codes, protocol agreement,
-- weak-password acceptance and SSO settings.

ALTER TABLE tenants
  ADD COLUMN captcha_after_failures integer NOT NULL DEFAULT 3 CHECK (captcha_after_failures >= 1),
  ADD COLUMN lock_after_failures integer NOT NULL DEFAULT 10 CHECK (lock_after_failures >= 1),
  ADD COLUMN lock_minutes integer NOT NULL DEFAULT 15 CHECK (lock_minutes >= 1),
  ADD COLUMN sso_config jsonb;

ALTER TABLE staff_accounts
  ADD COLUMN second_factor_enabled boolean NOT NULL DEFAULT false,
  ADD COLUMN weak_password_accepted_at timestamptz,
  ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX staff_accounts_phone_key ON staff_accounts (phone) WHERE phone IS NOT NULL;

-- Existing members are taken to have agreed; a tenant that requires agreement asks new ones.
ALTER TABLE tenant_members ADD COLUMN protocol_agreed_at timestamptz;
UPDATE tenant_members SET protocol_agreed_at = created_at;

-- A login that still owes a step holds a session of that stage, which can call nothing but that step.
ALTER TABLE sessions
  ADD COLUMN stage text NOT NULL DEFAULT 'full' CHECK (stage IN ('full', 'second_factor', 'password_change')),
  ADD COLUMN step_handle text;

-- One failure counter per account, whatever alias was typed; unknown identifiers are counted too (by hash), so
-- that a captcha or a lock never tells whether an account exists.
CREATE TABLE login_failures (
  subject text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE captchas (
  token_hash bytea PRIMARY KEY,
  purpose text NOT NULL,
  answer_hash bytea NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captchas_expiry ON captchas (expires_at);

CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  purpose text NOT NULL,
  target text NOT NULL,
  code_hash bytea NOT NULL,
  ip text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sms_codes_target ON sms_codes (target, purpose, created_at DESC);
CREATE INDEX sms_codes_ip ON sms_codes (ip, created_at DESC);

-- SMS sent on a tenant's behalf, per day, for its rate limit.
CREATE TABLE sms_usage (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  day date NOT NULL,
  sent integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day)
);
ALTER TABLE sms_usage ENABLE ROW LEVEL SECURITY;
ALTER TABLE sms_usage FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON sms_usage USING (tenant_id = current_tenant_id());

DROP FUNCTION auth_find_account(text);
CREATE FUNCTION auth_find_account(p_identifier text)
RETURNS TABLE (
  account_id uuid, password_hash text, status text, phone text, second_factor_enabled boolean,
  must_change_password boolean, weak_password_accepted_at timestamptz
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id, password_hash, status, phone, second_factor_enabled, must_change_password, weak_password_accepted_at
  FROM staff_accounts
  WHERE lower(email) = lower(p_identifier) OR lower(employee_no) = lower(p_identifier) OR phone = p_identifier
  LIMIT 1
$$;

DROP FUNCTION auth_account_tenants(uuid);
CREATE FUNCTION auth_account_tenants(p_account_id uuid)
RETURNS TABLE (
  tenant_id uuid, name text, name_en text, protocol_required boolean, protocol_agreed boolean,
  captcha_after_failures integer, lock_after_failures integer, lock_minutes integer, time_zone text
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT t.id, t.name, t.name_en, t.protocol_required, m.protocol_agreed_at IS NOT NULL,
         t.captcha_after_failures, t.lock_after_failures, t.lock_minutes, t.time_zone
  FROM tenant_members m JOIN tenants t ON t.id = m.tenant_id
  WHERE m.account_id = p_account_id ORDER BY t.created_at, t.name
$$;

-- The session behind a token: a live one, or one ended by a login elsewhere (so the page can say why).
DROP FUNCTION auth_session_lookup(bytea, integer);
CREATE FUNCTION auth_session_lookup(p_token_hash bytea, p_idle_seconds integer)
RETURNS TABLE (
  session_id uuid, tenant_id uuid, account_id uuid, last_seen_at timestamptz, stage text, step_handle text,
  revoked_reason text
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT s.id, s.tenant_id, s.account_id, s.last_seen_at, s.stage, s.step_handle, s.revoked_reason
  FROM sessions s JOIN staff_accounts a ON a.id = s.account_id AND a.status = 'active'
  WHERE s.token_hash = p_token_hash
    AND ((s.revoked_at IS NULL AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(secs => p_idle_seconds))
         OR (s.revoked_reason = 'remote-login' AND s.revoked_at > now() - interval '1 day'))
$$;

CREATE FUNCTION auth_login_failure_state(p_subject text)
RETURNS TABLE (failures integer, locked_until timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT failures, locked_until FROM login_failures WHERE subject = p_subject
$$;

CREATE FUNCTION auth_record_login_failure(p_subject text, p_lock_after integer, p_lock_minutes integer)
RETURNS TABLE (failures integer, locked_until timestamptz)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO login_failures AS f (subject, failures, updated_at) VALUES (p_subject, 1, now())
  ON CONFLICT (subject) DO UPDATE SET
    failures = CASE WHEN f.locked_until IS NOT NULL AND f.locked_until <= now() THEN 1 ELSE f.failures + 1 END,
    locked_until = CASE
      WHEN f.locked_until IS NOT NULL AND f.locked_until <= now() THEN NULL
      WHEN f.failures + 1 >= p_lock_after THEN now() + make_interval(mins => p_lock_minutes)
      ELSE f.locked_until END,
    updated_at = now()
  RETURNING f.failures, f.locked_until
$$;

CREATE FUNCTION auth_clear_login_failures(p_subject text) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  DELETE FROM login_failures WHERE subject = p_subject
$$;

-- Ends every session of an account in every tenant (a password change or reset), but one.
CREATE FUNCTION auth_end_account_sessions(p_account_id uuid, p_reason text, p_except uuid)
RETURNS TABLE (session_id uuid)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE sessions SET revoked_at = now(), revoked_reason = p_reason
  WHERE account_id = p_account_id AND revoked_at IS NULL AND id IS DISTINCT FROM p_except
  RETURNING id
$$;

-- Sets a password outside any tenant (reset): the account is not visible through row-level security there.
CREATE FUNCTION auth_set_password(p_account_id uuid, p_password_hash text, p_weak_accepted boolean) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE staff_accounts SET password_hash = p_password_hash, must_change_password = false,
    password_changed_at = now(), updated_at = now(),
    weak_password_accepted_at = CASE WHEN p_weak_accepted THEN now() ELSE NULL END
  WHERE id = p_account_id
$$;

CREATE FUNCTION auth_accept_weak_password(p_account_id uuid) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE staff_accounts SET weak_password_accepted_at = now() WHERE id = p_account_id
$$;

DROP FUNCTION site_tenant(text);
CREATE FUNCTION site_tenant(p_host text)
RETURNS TABLE (
  id uuid, name text, name_en text, brand jsonb, locales text[], default_locale text,
  sms_login_enabled boolean, language_switch_enabled boolean, protocol_required boolean, sso_config jsonb,
  time_zone text
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id, name, name_en, brand, locales, default_locale, sms_login_enabled, language_switch_enabled,
         protocol_required, sso_config, time_zone
  FROM tenants WHERE lower(p_host) = ANY (domains) OR is_platform_default
  ORDER BY (lower(p_host) = ANY (domains)) DESC LIMIT 1
$$;

REVOKE ALL ON FUNCTION auth_find_account(text), auth_account_tenants(uuid), auth_session_lookup(bytea, integer),
  auth_login_failure_state(text), auth_record_login_failure(text, integer, integer), auth_clear_login_failures(text),
  auth_end_account_sessions(uuid, text, uuid), auth_set_password(uuid, text, boolean),
  auth_accept_weak_password(uuid), site_tenant(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_account(text), auth_account_tenants(uuid), auth_session_lookup(bytea, integer),
  auth_login_failure_state(text), auth_record_login_failure(text, integer, integer), auth_clear_login_failures(text),
  auth_end_account_sessions(uuid, text, uuid), auth_set_password(uuid, text, boolean),
  auth_accept_weak_password(uuid), site_tenant(text) TO portal_app;

GRANT SELECT, INSERT, UPDATE, DELETE ON captchas, sms_codes, sms_usage TO portal_app;
GRANT USAGE ON SEQUENCE sms_codes_id_seq TO portal_app;
