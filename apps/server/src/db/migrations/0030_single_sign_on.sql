-- Single sign-on per tenant (issue 12 part 5): OpenID Connect or SAML 2.0 beside passwords. The tenant row's
-- sso_config keeps what the pre-login config shows (ssoInfo: loginType, loginUrl, logoutUrl); the provider's
-- settings and the client secret live here, read only by the server.
CREATE TABLE sso_settings (
  tenant_id uuid NOT NULL PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  protocol text NOT NULL CHECK (protocol IN ('OFF', 'OIDC', 'SAML')),
  settings jsonb NOT NULL,
  client_secret text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A sign-in started at the provider and not yet come back: its state, nonce and PKCE verifier (OpenID Connect)
-- or its AuthnRequest id (SAML), each used once and only until it expires.
CREATE TABLE sso_requests (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  handle text NOT NULL,
  nonce text,
  code_verifier text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, handle)
);

-- What ending the provider's session needs after the portal's logout: the ID token (OpenID Connect) or the
-- NameID and session index (SAML), found by a random handle kept in an HttpOnly cookie.
CREATE TABLE sso_logins (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  handle text NOT NULL,
  protocol text NOT NULL CHECK (protocol IN ('OIDC', 'SAML')),
  id_token text,
  name_id text,
  name_id_format text,
  session_index text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, handle)
);

ALTER TABLE sso_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE sso_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON sso_settings USING (tenant_id = current_tenant_id());
ALTER TABLE sso_requests ENABLE ROW LEVEL SECURITY;
ALTER TABLE sso_requests FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON sso_requests USING (tenant_id = current_tenant_id());
ALTER TABLE sso_logins ENABLE ROW LEVEL SECURITY;
ALTER TABLE sso_logins FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON sso_logins USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON sso_settings, sso_requests, sso_logins TO portal_app;
