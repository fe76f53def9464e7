-- Self-registration and password reset: company types, sign-up tokens, registrations waiting for their
-- activation e-mail, and the grants that let a reset be confirmed with a weak password. None of these rows
-- belongs to a tenant (the tenant does not exist until activation), so none has a tenant_id column. The tenant
-- and its administrator are created at activation by one SECURITY DEFINER function; the template roles, menu
-- and membership are then written inside the new tenant, under row-level security.

ALTER TABLE tenants ADD COLUMN company_types text[] NOT NULL DEFAULT '{}';

CREATE TABLE company_types (
  code text PRIMARY KEY,
  name text NOT NULL,
  name_en text NOT NULL,
  sort_order integer NOT NULL
);
INSERT INTO company_types (code, name, name_en, sort_order) VALUES
  ('ecommerce', '电子商务', 'E-commerce', 10),
  ('education', '教育培训', 'Education and training', 20),
  ('finance', '金融保险', 'Finance and insurance', 30),
  ('healthcare', '医疗健康', 'Healthcare', 40),
  ('manufacturing', '生产制造', 'Manufacturing', 50),
  ('government', '政府及公共事业', 'Government and public services', 60),
  ('internet', '互联网', 'Internet', 70),
  ('other', '其他', 'Other', 1000);

-- Proof, for 30 minutes, that the visitor owns a phone (register step 1); only its SHA-256 is kept.
CREATE TABLE signup_tokens (
  token_hash bytea PRIMARY KEY,
  phone text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX signup_tokens_expiry ON signup_tokens (expires_at);

-- A registration waits here until its activation link is opened. The key is kept only as a SHA-256; a resend
-- replaces it, so the earlier link stops working. The password hash is cleared once it has moved to the account.
CREATE TABLE pending_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  phone text NOT NULL,
  name text NOT NULL,
  company_name text NOT NULL,
  company_types text[] NOT NULL,
  password_hash text,
  locale text NOT NULL,
  activation_key_hash bytea NOT NULL UNIQUE,
  key_sent_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz
);
CREATE INDEX pending_registrations_created ON pending_registrations (created_at) WHERE activated_at IS NULL;

-- A reset whose SMS code was right but whose password is weak: the resubmit that accepts the risk presents the
-- same code again (the SMS code itself is used up), for that account's email and phone, once, within minutes.
CREATE TABLE password_reset_grants (
  account_id uuid PRIMARY KEY,
  email text NOT NULL,
  phone text NOT NULL,
  code_hash bytea NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX password_reset_grants_expiry ON password_reset_grants (expires_at);

-- Whether an e-mail or a phone already belongs to an account, whichever tenant it is in.
CREATE FUNCTION registration_identity_taken(p_email text, p_phone text)
RETURNS TABLE (email_taken boolean, phone_taken boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT EXISTS (SELECT 1 FROM staff_accounts WHERE lower(email) = lower(p_email)),
         EXISTS (SELECT 1 FROM staff_accounts WHERE phone = p_phone)
$$;

-- Activation: uses up the pending registration a key names and creates its tenant (a trial) and its account.
-- Outcomes: 'activated', 'error' (unknown or used key), 'timeout' (key older than p_valid_seconds) or
-- 'duplicate' (the e-mail or phone became an account meanwhile). The caller's transaction has the new tenant set,
-- so it can write the tenant's roles, menu and membership next.
CREATE FUNCTION registration_activate(
  p_key_hash bytea, p_valid_seconds integer, p_tenant_id uuid, p_tenant_code text, p_trial_days integer,
  p_limits jsonb
)
RETURNS TABLE (outcome text, new_account_id uuid, account_email text, tenant_name text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  pending pending_registrations%ROWTYPE;
  created_account uuid;
BEGIN
  SELECT * INTO pending FROM pending_registrations r WHERE r.activation_key_hash = p_key_hash FOR UPDATE;
  IF NOT FOUND OR pending.activated_at IS NOT NULL THEN
    RETURN QUERY SELECT 'error'::text, NULL::uuid, NULL::text, NULL::text;
    RETURN;
  END IF;
  IF pending.key_sent_at <= now() - make_interval(secs => p_valid_seconds) THEN
    RETURN QUERY SELECT 'timeout'::text, NULL::uuid, pending.email, NULL::text;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM staff_accounts a WHERE lower(a.email) = lower(pending.email) OR a.phone = pending.phone)
  THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::uuid, pending.email, NULL::text;
    RETURN;
  END IF;
  BEGIN
    INSERT INTO tenants (id, code, name, brand, locales, default_locale, company_types, register_time, grant_time,
      expire_time, user_limit, speech_seat_limit, online_staff_limit, ai_seats, call_in_seats)
    VALUES (p_tenant_id, p_tenant_code, pending.company_name,
      jsonb_build_object('brandName', pending.company_name, 'siteName', pending.company_name),
      ARRAY['zh-CN', 'en-US'], pending.locale, pending.company_types, now(), NULL,
      now() + make_interval(days => p_trial_days), (p_limits ->> 'users')::integer,
      (p_limits ->> 'speechSeats')::integer, (p_limits ->> 'onlineStaff')::integer,
      (p_limits ->> 'aiSeats')::integer, (p_limits ->> 'callInSeats')::integer);
    INSERT INTO staff_accounts (email, phone, name, password_hash)
    VALUES (pending.email, pending.phone, pending.name, pending.password_hash)
    RETURNING id INTO created_account;
  EXCEPTION WHEN unique_violation THEN
    -- Another activation took the e-mail or phone between the check above and these inserts.
    RETURN QUERY SELECT 'duplicate'::text, NULL::uuid, pending.email, NULL::text;
    RETURN;
  END;
  UPDATE pending_registrations SET activated_at = now(), password_hash = NULL WHERE id = pending.id;
  RETURN QUERY SELECT 'activated'::text, created_account, pending.email, pending.company_name;
END
$$;

REVOKE ALL ON FUNCTION registration_identity_taken(text, text),
  registration_activate(bytea, integer, uuid, text, integer, jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION registration_identity_taken(text, text),
  registration_activate(bytea, integer, uuid, text, integer, jsonb) TO portal_app;

GRANT SELECT ON company_types TO portal_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON signup_tokens, pending_registrations, password_reset_grants TO portal_app;
