-- A SAML sign-in bound to the browser that started it (security review: login CSRF). The start keeps the hash
-- of a random value it also sets in an HttpOnly SameSite=Lax cookie; the IdP's cross-site POST to the ACS
-- carries no such cookie, so the ACS keeps the verified outcome under a one-time handle and the browser posts
-- that handle back from our own page, with the cookie, to finish the login only when the two hashes match.
ALTER TABLE sso_requests ADD COLUMN binding_hash text;

-- A verified SAML response waiting, briefly, for the second same-site step of the browser it was meant for.
CREATE TABLE sso_handoffs (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  handle_hash text NOT NULL,
  binding_hash text NOT NULL,
  match_value text,
  name_id text NOT NULL,
  name_id_format text NOT NULL,
  session_index text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, handle_hash)
);

ALTER TABLE sso_handoffs ENABLE ROW LEVEL SECURITY;
ALTER TABLE sso_handoffs FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON sso_handoffs USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON sso_handoffs TO portal_app;
