-- Tenant switches and brand (issue 12 parts 3 and 4): the switches a tenant's administrator sets beside those that
-- exist already (SMS login, languages, protocol, thresholds, time zone), and the brand's images.

-- A second factor for every member with a phone, beside the account's own choice; and an idle time of the tenant's
-- own (null: the server's SESSION_IDLE_MINUTES).
ALTER TABLE tenants
  ADD COLUMN second_factor_required boolean NOT NULL DEFAULT false,
  ADD COLUMN session_idle_minutes integer CHECK (session_idle_minutes BETWEEN 5 AND 1440);

-- The brand's logo and login background are files of the tenant, of purpose 'brand'.
ALTER TABLE files DROP CONSTRAINT files_purpose_check;
ALTER TABLE files ADD CONSTRAINT files_purpose_check CHECK (purpose IN ('message', 'banner', 'avatar', 'brand'));

-- The login also learns whether the tenant asks every member for a second factor.
DROP FUNCTION auth_account_tenants(uuid);
CREATE FUNCTION auth_account_tenants(p_account_id uuid)
RETURNS TABLE (
  tenant_id uuid, name text, name_en text, protocol_required boolean, protocol_agreed boolean,
  captcha_after_failures integer, lock_after_failures integer, lock_minutes integer, time_zone text,
  sms_login_enabled boolean, second_factor_required boolean
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT t.id, t.name, t.name_en, t.protocol_required, m.protocol_agreed_at IS NOT NULL,
         t.captcha_after_failures, t.lock_after_failures, t.lock_minutes, t.time_zone, t.sms_login_enabled,
         t.second_factor_required
  FROM tenant_members m JOIN tenants t ON t.id = m.tenant_id
  WHERE m.account_id = p_account_id ORDER BY t.created_at, t.name
$$;
REVOKE ALL ON FUNCTION auth_account_tenants(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_account_tenants(uuid) TO portal_app;

-- The session lookup applies the tenant's idle time where it sets one, and says which it applied.
DROP FUNCTION auth_session_lookup(bytea, integer);
CREATE FUNCTION auth_session_lookup(p_token_hash bytea, p_idle_seconds integer)
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
         OR (s.revoked_reason = 'remote-login' AND s.revoked_at > now() - interval '1 day'))
$$;
REVOKE ALL ON FUNCTION auth_session_lookup(bytea, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_session_lookup(bytea, integer) TO portal_app;

-- A brand image of the tenant a host name shows, before anyone has logged in (the login page's logo and background).
CREATE FUNCTION site_brand_image(p_host text, p_kind text)
RETURNS TABLE (file_name text, content_type text, data bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT f.file_name, f.content_type, f.data
  FROM site_tenant(p_host) st JOIN files f ON f.tenant_id = st.id AND f.purpose = 'brand'
  WHERE f.id::text = st.brand ->> (p_kind || 'FileId')
$$;
REVOKE ALL ON FUNCTION site_brand_image(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION site_brand_image(text, text) TO portal_app;
