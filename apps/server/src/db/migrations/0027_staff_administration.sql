-- Staff administration (issue 12 part 1): administrators create members, who set their own password from an
-- e-mailed single-use link.

-- The set-password links: 256 random bits of which only the SHA-256 is kept, single-use, expiring. A platform
-- table like password_reset_grants: the link is used before any tenant is known, and names only an account.
CREATE TABLE staff_password_tokens (
  token_hash bytea PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('invite', 'reset')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_password_tokens_account ON staff_password_tokens (account_id);
GRANT SELECT, INSERT, UPDATE, DELETE ON staff_password_tokens TO portal_app;

-- A new member of the current tenant. The account row is only visible through its membership, so the two are
-- written here together; the uniqueness of e-mail, employee number and phone is checked across every tenant
-- (the answer says which one is taken, never whose it is).
CREATE FUNCTION staff_create_account(p_email text, p_employee_no text, p_phone text, p_name text,
  p_password_hash text, p_role_id uuid)
RETURNS TABLE (outcome text, account_id uuid)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_tenant uuid := current_tenant_id();
  v_id uuid;
BEGIN
  IF v_tenant IS NULL THEN
    RAISE EXCEPTION 'staff_create_account needs a tenant';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM roles r WHERE r.id = p_role_id AND r.tenant_id = v_tenant) THEN
    RETURN QUERY SELECT 'role-unknown'::text, NULL::uuid;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM staff_accounts a
             WHERE lower(a.email) = lower(p_email) OR lower(a.employee_no) = lower(p_email)) THEN
    RETURN QUERY SELECT 'email-taken'::text, NULL::uuid;
    RETURN;
  END IF;
  IF p_employee_no IS NOT NULL AND EXISTS (SELECT 1 FROM staff_accounts a
      WHERE lower(a.employee_no) = lower(p_employee_no) OR lower(a.email) = lower(p_employee_no)) THEN
    RETURN QUERY SELECT 'employee-no-taken'::text, NULL::uuid;
    RETURN;
  END IF;
  IF p_phone IS NOT NULL AND EXISTS (SELECT 1 FROM staff_accounts a WHERE a.phone = p_phone) THEN
    RETURN QUERY SELECT 'phone-taken'::text, NULL::uuid;
    RETURN;
  END IF;
  INSERT INTO staff_accounts (email, employee_no, phone, name, password_hash)
  VALUES (p_email, p_employee_no, p_phone, p_name, p_password_hash) RETURNING id INTO v_id;
  INSERT INTO tenant_members (tenant_id, account_id, role_id) VALUES (v_tenant, v_id, p_role_id);
  RETURN QUERY SELECT 'created'::text, v_id;
END $$;

-- Whether another account (in any tenant) holds this phone: an edit must not take it.
CREATE FUNCTION staff_phone_taken(p_phone text, p_account_id uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT EXISTS (SELECT 1 FROM staff_accounts WHERE phone = p_phone AND id <> p_account_id)
$$;

-- The current tenant's members whose account is locked by failed logins now.
CREATE FUNCTION staff_locked_accounts() RETURNS TABLE (account_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT m.account_id FROM tenant_members m
  JOIN login_failures f ON f.subject = 'account:' || m.account_id::text
  WHERE m.tenant_id = current_tenant_id() AND f.locked_until > now()
$$;

-- The name an account logs in with, for the set-password page (used before any tenant is known).
CREATE FUNCTION staff_account_login(p_account_id uuid) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT COALESCE(email, employee_no) FROM staff_accounts WHERE id = p_account_id
$$;

-- Whether an account also belongs to another tenant than the current one: its account-wide fields (status, name,
-- phone) are then not one tenant's to change.
CREATE FUNCTION staff_account_is_shared(p_account_id uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT EXISTS (SELECT 1 FROM tenant_members
                 WHERE account_id = p_account_id AND tenant_id IS DISTINCT FROM current_tenant_id())
$$;

REVOKE ALL ON FUNCTION staff_locked_accounts(), staff_account_login(uuid), staff_account_is_shared(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_locked_accounts(), staff_account_login(uuid), staff_account_is_shared(uuid)
  TO portal_app;
REVOKE ALL ON FUNCTION staff_create_account(text, text, text, text, text, uuid), staff_phone_taken(text, uuid)
  FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_create_account(text, text, text, text, text, uuid), staff_phone_taken(text, uuid)
  TO portal_app;
