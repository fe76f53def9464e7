-- The shell: the product modules a tenant has, which module a menu entry belongs to, helper components, and the
-- single-use tickets that openType-1 pages get instead of the session token.

ALTER TABLE tenants ADD COLUMN product_modules text[] NOT NULL
  DEFAULT '{workorder,usercenter,crm,speech,main,platform,intelligent,outbound,g5center,kmp}';
ALTER TABLE menu_resources ADD COLUMN product_module text;

CREATE TABLE helper_components (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  menu_position text NOT NULL DEFAULT 'global',
  open_type smallint NOT NULL DEFAULT 1 CHECK (open_type IN (1, 2, 3)),
  icon text,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE helper_components ENABLE ROW LEVEL SECURITY;
ALTER TABLE helper_components FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON helper_components USING (tenant_id = current_tenant_id());

CREATE TABLE extend_tickets (
  ticket_hash bytea PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  origin text NOT NULL,
  expires_at timestamptz NOT NULL
);
ALTER TABLE extend_tickets ENABLE ROW LEVEL SECURITY;
ALTER TABLE extend_tickets FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON extend_tickets USING (tenant_id = current_tenant_id());

-- The embedded page's server redeems a ticket before any tenant is known: once, in time, for its own origin.
CREATE FUNCTION extend_ticket_redeem(p_ticket_hash bytea, p_origin text)
RETURNS TABLE (account_id uuid, tenant_id uuid, name text, role_name text)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  WITH redeemed AS (
    DELETE FROM extend_tickets WHERE ticket_hash = p_ticket_hash RETURNING *
  )
  SELECT r.account_id, r.tenant_id, a.name, ro.name
  FROM redeemed r
  JOIN staff_accounts a ON a.id = r.account_id AND a.status = 'active'
  JOIN tenant_members m ON m.tenant_id = r.tenant_id AND m.account_id = r.account_id
  JOIN roles ro ON ro.id = m.role_id
  WHERE r.expires_at > now() AND r.origin = p_origin
$$;
REVOKE ALL ON FUNCTION extend_ticket_redeem(bytea, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION extend_ticket_redeem(bytea, text) TO portal_app;

GRANT SELECT, INSERT, UPDATE, DELETE ON helper_components, extend_tickets TO portal_app;
