-- Tenants, staff accounts, roles, menus and sessions, with row-level security keyed on the session's tenant.
-- The server runs its queries as portal_app, which neither owns these tables nor bypasses RLS. The migration
-- user owns them and must be a superuser or hold BYPASSRLS, so that the few SECURITY DEFINER functions below
-- (the lookups that happen before a tenant is known) can read across tenants.

DO $$ BEGIN
  CREATE ROLE portal_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

CREATE FUNCTION current_tenant_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid $$;

CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  name_en text,
  domains text[] NOT NULL DEFAULT '{}',
  is_platform_default boolean NOT NULL DEFAULT false,
  brand jsonb NOT NULL DEFAULT '{}',
  locales text[] NOT NULL DEFAULT '{zh-CN}',
  default_locale text NOT NULL DEFAULT 'zh-CN',
  time_zone text NOT NULL DEFAULT 'Asia/Shanghai',
  sms_login_enabled boolean NOT NULL DEFAULT false,
  language_switch_enabled boolean NOT NULL DEFAULT false,
  protocol_required boolean NOT NULL DEFAULT false,
  register_time timestamptz NOT NULL DEFAULT now(),
  grant_time timestamptz,
  expire_time timestamptz,
  user_limit integer,
  speech_seat_limit integer,
  online_staff_limit integer,
  ai_seats integer,
  call_in_seats integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tenants_one_platform_default ON tenants (is_platform_default) WHERE is_platform_default;

CREATE TABLE staff_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text,
  employee_no text,
  phone text,
  name text NOT NULL,
  password_hash text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'stopped')),
  must_change_password boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR employee_no IS NOT NULL)
);
CREATE UNIQUE INDEX staff_accounts_email_key ON staff_accounts (lower(email));
CREATE UNIQUE INDEX staff_accounts_employee_no_key ON staff_accounts (lower(employee_no));

CREATE TABLE roles (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  name_en text,
  UNIQUE (tenant_id, code),
  UNIQUE (tenant_id, id)
);

CREATE TABLE role_permissions (
  tenant_id uuid NOT NULL,
  role_id uuid NOT NULL,
  permission_code text NOT NULL,
  PRIMARY KEY (role_id, permission_code),
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE tenant_members (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  role_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, account_id),
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id)
);
CREATE INDEX tenant_members_account ON tenant_members (account_id);

CREATE TABLE menu_resources (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  parent_id uuid,
  resource_code text NOT NULL,
  resource_type smallint NOT NULL CHECK (resource_type IN (1, 2, 3)),
  name text NOT NULL,
  name_en text,
  url text,
  open_type smallint NOT NULL DEFAULT 3 CHECK (open_type IN (1, 2, 3)),
  icon text,
  sort_order integer NOT NULL DEFAULT 0,
  visible boolean NOT NULL DEFAULT true,
  UNIQUE (tenant_id, resource_code),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, parent_id) REFERENCES menu_resources (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE sessions (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  ip text,
  user_agent text
);
CREATE INDEX sessions_account ON sessions (tenant_id, account_id) WHERE revoked_at IS NULL;

-- Row-level security: enabled and forced on every tenant-owned table.
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON tenants USING (id = current_tenant_id());

ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
ALTER TABLE roles FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON roles USING (tenant_id = current_tenant_id());

ALTER TABLE role_permissions ENABLE ROW LEVEL SECURITY;
ALTER TABLE role_permissions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON role_permissions USING (tenant_id = current_tenant_id());

ALTER TABLE tenant_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_members FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON tenant_members USING (tenant_id = current_tenant_id());

ALTER TABLE menu_resources ENABLE ROW LEVEL SECURITY;
ALTER TABLE menu_resources FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON menu_resources USING (tenant_id = current_tenant_id());

ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE sessions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON sessions USING (tenant_id = current_tenant_id());

-- An account is shared by the tenants it belongs to: a tenant sees only its own members' accounts.
ALTER TABLE staff_accounts ENABLE ROW LEVEL SECURITY;
ALTER TABLE staff_accounts FORCE ROW LEVEL SECURITY;
CREATE POLICY member_of_current_tenant ON staff_accounts
  USING (EXISTS (SELECT 1 FROM tenant_members m WHERE m.account_id = staff_accounts.id));

-- Platform tables: no tenant owns these rows.
CREATE TABLE login_challenges (
  nonce_hash bytea PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX login_challenges_expiry ON login_challenges (expires_at);

CREATE TABLE server_keys (
  name text PRIMARY KEY,
  private_key_pem text NOT NULL,
  public_key_der text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient ON outbox (recipient, id DESC);

-- Lookups that happen before a tenant is known. Each answers one narrow question and nothing more.
CREATE FUNCTION auth_find_account(p_identifier text)
RETURNS TABLE (account_id uuid, password_hash text, status text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id, password_hash, status FROM staff_accounts
  WHERE lower(email) = lower(p_identifier) OR lower(employee_no) = lower(p_identifier)
  LIMIT 1
$$;

CREATE FUNCTION auth_account_tenants(p_account_id uuid)
RETURNS TABLE (tenant_id uuid, name text, name_en text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT t.id, t.name, t.name_en FROM tenant_members m JOIN tenants t ON t.id = m.tenant_id
  WHERE m.account_id = p_account_id ORDER BY t.created_at, t.name
$$;

CREATE FUNCTION auth_session_lookup(p_token_hash bytea, p_idle_seconds integer)
RETURNS TABLE (session_id uuid, tenant_id uuid, account_id uuid, last_seen_at timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT s.id, s.tenant_id, s.account_id, s.last_seen_at FROM sessions s
  JOIN staff_accounts a ON a.id = s.account_id AND a.status = 'active'
  WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now()
    AND s.last_seen_at > now() - make_interval(secs => p_idle_seconds)
$$;

-- The tenant whose pre-login settings a visitor sees: the one that claims the host name, else the default.
CREATE FUNCTION site_tenant(p_host text)
RETURNS TABLE (
  id uuid, name text, name_en text, brand jsonb, locales text[], default_locale text,
  sms_login_enabled boolean, language_switch_enabled boolean, protocol_required boolean
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id, name, name_en, brand, locales, default_locale, sms_login_enabled, language_switch_enabled,
         protocol_required
  FROM tenants WHERE lower(p_host) = ANY (domains) OR is_platform_default
  ORDER BY (lower(p_host) = ANY (domains)) DESC LIMIT 1
$$;

REVOKE ALL ON FUNCTION auth_find_account(text), auth_account_tenants(uuid), auth_session_lookup(bytea, integer),
  site_tenant(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_account(text), auth_account_tenants(uuid), auth_session_lookup(bytea, integer),
  site_tenant(text), current_tenant_id() TO portal_app;

GRANT USAGE ON SCHEMA public TO portal_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON tenants, staff_accounts, roles, role_permissions, tenant_members,
  menu_resources, sessions, login_challenges TO portal_app;
GRANT SELECT, INSERT ON outbox TO portal_app;
GRANT USAGE ON SEQUENCE outbox_id_seq TO portal_app;
