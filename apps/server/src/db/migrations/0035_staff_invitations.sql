-- Staff invitations (issue 25 item 8): creating a member no longer tells an administrator whether an e-mail,
-- employee number or phone belongs to another tenant's account. Every creation is an invitation, listed as a
-- pending member alike: a new person's account is made without a membership and sets its password from the
-- e-mailed link; an account of another tenant joins only when its owner accepts with their password. Either way
-- the membership (with the role and skill groups the administrator chose) is written at acceptance.
CREATE TABLE staff_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  -- The account had no membership when invited: its link sets a password; else it confirms the existing one.
  is_new_account boolean NOT NULL,
  -- What the administrator typed, shown on the pending row (the account's own values win at acceptance).
  email text NOT NULL,
  name text NOT NULL,
  employee_no text,
  phone text,
  role_id uuid NOT NULL,
  skill_group_ids uuid[] NOT NULL DEFAULT '{}',
  -- The link's token: only its SHA-256 is kept; single-use (the row goes at acceptance).
  token_hash bytea NOT NULL UNIQUE,
  failed_attempts integer NOT NULL DEFAULT 0,
  invited_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, account_id),
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX staff_invitations_account ON staff_invitations (account_id);

ALTER TABLE staff_invitations ENABLE ROW LEVEL SECURITY;
ALTER TABLE staff_invitations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON staff_invitations USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON staff_invitations TO portal_app;

-- The account an invitation of the current tenant goes to, by the e-mail typed. A member of this tenant (by
-- e-mail, employee number or phone) is refused as today: that is no oracle across tenants. An account elsewhere
-- is named ('existing', or 'pending' when it has no membership yet, so its link still sets a password). Else a
-- new account is made, without a membership, and without an employee number or phone another account holds.
CREATE FUNCTION staff_invite_account(p_email text, p_employee_no text, p_phone text, p_name text,
  p_password_hash text)
RETURNS TABLE (outcome text, account_id uuid)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_tenant uuid := current_tenant_id();
  v_id uuid;
BEGIN
  IF v_tenant IS NULL THEN
    RAISE EXCEPTION 'staff_invite_account needs a tenant';
  END IF;
  SELECT a.id INTO v_id FROM staff_accounts a WHERE lower(a.email) = lower(p_email);
  IF v_id IS NOT NULL AND EXISTS (SELECT 1 FROM tenant_members m
                                  WHERE m.account_id = v_id AND m.tenant_id = v_tenant) THEN
    RETURN QUERY SELECT 'email-taken'::text, NULL::uuid;
    RETURN;
  END IF;
  IF p_employee_no IS NOT NULL AND EXISTS (SELECT 1 FROM staff_accounts a JOIN tenant_members m
      ON m.account_id = a.id AND m.tenant_id = v_tenant WHERE lower(a.employee_no) = lower(p_employee_no)) THEN
    RETURN QUERY SELECT 'employee-no-taken'::text, NULL::uuid;
    RETURN;
  END IF;
  IF p_phone IS NOT NULL AND EXISTS (SELECT 1 FROM staff_accounts a JOIN tenant_members m
      ON m.account_id = a.id AND m.tenant_id = v_tenant WHERE a.phone = p_phone) THEN
    RETURN QUERY SELECT 'phone-taken'::text, NULL::uuid;
    RETURN;
  END IF;
  IF v_id IS NOT NULL THEN
    RETURN QUERY SELECT CASE WHEN EXISTS (SELECT 1 FROM tenant_members m WHERE m.account_id = v_id)
      THEN 'existing' ELSE 'pending' END, v_id;
    RETURN;
  END IF;
  INSERT INTO staff_accounts (email, employee_no, phone, name, password_hash)
  VALUES (p_email,
    CASE WHEN p_employee_no IS NULL OR EXISTS (SELECT 1 FROM staff_accounts a
      WHERE lower(a.employee_no) = lower(p_employee_no) OR lower(a.email) = lower(p_employee_no))
      THEN NULL ELSE p_employee_no END,
    CASE WHEN p_phone IS NULL OR EXISTS (SELECT 1 FROM staff_accounts a WHERE a.phone = p_phone)
      THEN NULL ELSE p_phone END,
    p_name, p_password_hash)
  RETURNING id INTO v_id;
  RETURN QUERY SELECT 'created'::text, v_id;
END $$;

-- An invitation's link before any tenant is known: which tenant and account it is for, and whether it still works.
CREATE FUNCTION staff_invitation_by_token(p_token_hash bytea)
RETURNS TABLE (id uuid, tenant_id uuid, tenant_name text, tenant_name_en text, account_id uuid,
  is_new_account boolean, login text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT i.id, i.tenant_id, t.name, t.name_en, i.account_id, i.is_new_account, COALESCE(a.email, a.employee_no)
  FROM staff_invitations i JOIN tenants t ON t.id = i.tenant_id JOIN staff_accounts a ON a.id = i.account_id
  WHERE i.token_hash = p_token_hash AND i.expires_at > now() AND i.failed_attempts < 5
$$;

-- A wrong password on an invitation's page: counted, and the link stops working at the fifth.
CREATE FUNCTION staff_invitation_failed(p_invitation_id uuid) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE staff_invitations SET failed_attempts = failed_attempts + 1 WHERE id = p_invitation_id
$$;

-- The password hash of the account an invitation goes to, to confirm its owner accepts (before a tenant is known).
CREATE FUNCTION staff_invitation_password_hash(p_invitation_id uuid) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT a.password_hash FROM staff_invitations i JOIN staff_accounts a ON a.id = i.account_id
  WHERE i.id = p_invitation_id AND a.status = 'active'
$$;

-- A new person's account that a cancelled invitation leaves with no membership and no other invitation: it goes.
CREATE FUNCTION staff_drop_unused_account(p_account_id uuid) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  DELETE FROM staff_accounts a WHERE a.id = p_account_id
    AND NOT EXISTS (SELECT 1 FROM tenant_members m WHERE m.account_id = a.id)
    AND NOT EXISTS (SELECT 1 FROM staff_invitations i WHERE i.account_id = a.id)
$$;

REVOKE ALL ON FUNCTION staff_invite_account(text, text, text, text, text), staff_invitation_by_token(bytea),
  staff_invitation_failed(uuid), staff_invitation_password_hash(uuid), staff_drop_unused_account(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_invite_account(text, text, text, text, text), staff_invitation_by_token(bytea),
  staff_invitation_failed(uuid), staff_invitation_password_hash(uuid), staff_drop_unused_account(uuid)
  TO portal_app;
