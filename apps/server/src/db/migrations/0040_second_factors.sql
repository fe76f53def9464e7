-- Second factors beyond SMS (issue 25 part 3): an authenticator app (TOTP, RFC 6238), passkeys (WebAuthn) and
-- single-use recovery codes, each the account's own (like its password, in every tenant it belongs to); and the
-- tenant's switch naming the roles whose members must have one.

-- The account's TOTP secret: `pending_secret` while enrolment awaits its first code, `secret` once confirmed.
-- `last_step` is the time step of the last code taken, so a code is never taken twice (replay).
CREATE TABLE account_totp (
  account_id uuid NOT NULL PRIMARY KEY REFERENCES staff_accounts (id) ON DELETE CASCADE,
  secret text,
  pending_secret text,
  last_step bigint,
  confirmed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_passkeys (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX account_passkeys_account ON account_passkeys (account_id);

-- Recovery codes: only their SHA-256 is kept; each is taken once.
CREATE TABLE account_recovery_codes (
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (account_id, code_hash)
);

-- An account's factors are seen in a tenant it is a member of, as its account row is.
ALTER TABLE account_totp ENABLE ROW LEVEL SECURITY;
ALTER TABLE account_totp FORCE ROW LEVEL SECURITY;
CREATE POLICY member_of_current_tenant ON account_totp
  USING (EXISTS (SELECT 1 FROM tenant_members m WHERE m.account_id = account_totp.account_id));
ALTER TABLE account_passkeys ENABLE ROW LEVEL SECURITY;
ALTER TABLE account_passkeys FORCE ROW LEVEL SECURITY;
CREATE POLICY member_of_current_tenant ON account_passkeys
  USING (EXISTS (SELECT 1 FROM tenant_members m WHERE m.account_id = account_passkeys.account_id));
ALTER TABLE account_recovery_codes ENABLE ROW LEVEL SECURITY;
ALTER TABLE account_recovery_codes FORCE ROW LEVEL SECURITY;
CREATE POLICY member_of_current_tenant ON account_recovery_codes
  USING (EXISTS (SELECT 1 FROM tenant_members m WHERE m.account_id = account_recovery_codes.account_id));

-- A WebAuthn ceremony's challenge, bound to the session that asked for it (registration on a full session,
-- authentication on the login's second-factor step) and taken once.
CREATE TABLE webauthn_challenges (
  session_id uuid NOT NULL PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'authenticate')),
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL
);
ALTER TABLE webauthn_challenges ENABLE ROW LEVEL SECURITY;
ALTER TABLE webauthn_challenges FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON webauthn_challenges USING (tenant_id = current_tenant_id());

GRANT SELECT, INSERT, UPDATE, DELETE ON account_totp, account_passkeys, account_recovery_codes, webauthn_challenges
  TO portal_app;

-- The roles whose members must have a second factor (TOTP or a passkey) in this tenant.
ALTER TABLE tenants ADD COLUMN second_factor_role_ids uuid[] NOT NULL DEFAULT '{}';

-- Whether a verified SAML sign-in's assertion says the IdP used several factors (its AuthnContextClassRef): only
-- such a sign-in skips the portal's own second factor.
ALTER TABLE sso_handoffs ADD COLUMN is_multi_factor boolean NOT NULL DEFAULT false;
