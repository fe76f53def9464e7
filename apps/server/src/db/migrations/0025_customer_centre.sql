-- The customer centre (§2 customer list, high seas, customer detail; §7 GET customer): customers get an e-mail
-- (e-mails are matched to them by id), an owner (none means the high seas) and a blacklist mark; each tenant
-- defines a small dictionary of customer fields; work orders and blacklist requests point at their customer.
ALTER TABLE customers
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN owner_account_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  ADD COLUMN claimed_at timestamptz,
  ADD COLUMN blacklisted_at timestamptz;
CREATE INDEX customers_owner ON customers (tenant_id, owner_account_id, created_at DESC);
CREATE INDEX customers_name ON customers (tenant_id, name);

-- The tenant's customer fields (level, source, region...), in display order.
CREATE TABLE customer_dict_fields (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  name_en text,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, code)
);

-- A customer's value of one field.
CREATE TABLE customer_dict_values (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  field_id uuid NOT NULL REFERENCES customer_dict_fields (id) ON DELETE CASCADE,
  value text NOT NULL,
  PRIMARY KEY (customer_id, field_id)
);

ALTER TABLE customer_dict_fields ENABLE ROW LEVEL SECURITY;
ALTER TABLE customer_dict_fields FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON customer_dict_fields USING (tenant_id = current_tenant_id());
ALTER TABLE customer_dict_values ENABLE ROW LEVEL SECURITY;
ALTER TABLE customer_dict_values FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON customer_dict_values USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON customer_dict_fields, customer_dict_values TO portal_app;

-- A work order's customer, for the contact history (matched by name for the orders that exist).
ALTER TABLE work_orders ADD COLUMN customer_id uuid REFERENCES customers (id) ON DELETE SET NULL;
CREATE INDEX work_orders_customer ON work_orders (tenant_id, customer_id, created_at DESC);
UPDATE work_orders w SET customer_id = (
  SELECT c.id FROM customers c WHERE c.tenant_id = w.tenant_id AND c.name = w.customer_name
  ORDER BY c.created_at, c.id LIMIT 1
);

-- A blacklist request's customer and who asked; a customer has at most one request waiting.
ALTER TABLE blacklist_audits
  ADD COLUMN customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  ADD COLUMN applicant_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX blacklist_audits_one_pending ON blacklist_audits (customer_id)
  WHERE status = 'pending' AND customer_id IS NOT NULL;

-- An approved request blacklists its customer, in the auditor's own transaction (and tenant): the audit list
-- stays the one place where requests are decided.
CREATE FUNCTION blacklist_audit_approved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET blacklisted_at = now() WHERE id = NEW.customer_id AND blacklisted_at IS NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER blacklist_audit_approved AFTER UPDATE OF status ON blacklist_audits
  FOR EACH ROW WHEN (NEW.status = 'approved' AND OLD.status <> 'approved' AND NEW.customer_id IS NOT NULL)
  EXECUTE FUNCTION blacklist_audit_approved();

-- The high-seas menu entry, for tenants that already exist; new tenants get it from the tenant template.
INSERT INTO menu_resources (tenant_id, parent_id, resource_code, resource_type, name, name_en, url, open_type,
  product_module, sort_order)
SELECT s.tenant_id, s.parent_id, 'usercenter.highSeas', 2, '公海', 'High seas',
       '/dzfront/portal/mzz/usercenter/usercenter/userCenter/customerManage/highSeas', 3, 'usercenter', s.sort_order
FROM menu_resources s
WHERE s.resource_code = 'usercenter.customerManage'
ON CONFLICT (tenant_id, resource_code) DO NOTHING;

-- Agents work in the customer centre; only administrators see customers' numbers in full.
INSERT INTO role_permissions (tenant_id, role_id, permission_code)
SELECT r.tenant_id, r.id, c.code FROM roles r
CROSS JOIN (VALUES ('usercenter'), ('usercenter.customerManage'), ('usercenter.highSeas')) AS c (code)
WHERE r.code IN ('administrator', 'agent')
ON CONFLICT DO NOTHING;
INSERT INTO role_permissions (tenant_id, role_id, permission_code)
SELECT r.tenant_id, r.id, 'customer.phone.view' FROM roles r WHERE r.code = 'administrator'
ON CONFLICT DO NOTHING;

-- The customer fields every tenant starts with, for tenants that already exist; new tenants get them from the
-- tenant template.
INSERT INTO customer_dict_fields (tenant_id, code, name, name_en, position)
SELECT t.id, f.code, f.name, f.name_en, f.position FROM tenants t
CROSS JOIN (VALUES ('level', '客户等级', 'Level', 0), ('source', '客户来源', 'Source', 1),
  ('region', '所在地区', 'Region', 2)) AS f (code, name, name_en, position)
ON CONFLICT (tenant_id, code) DO NOTHING;
