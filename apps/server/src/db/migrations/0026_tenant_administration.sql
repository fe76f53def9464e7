-- Tenant administration (issue 12): the audit trail of administrative changes, and the administration pages
-- under 设置 for tenants that already exist (new tenants get them from the tenant template).

-- One row per administrative change: who (kept by name too, so it outlives the account), when, from where, what,
-- and the values before and after, with every secret taken out before it is written. Rows are never changed or
-- deleted by the portal, and no foreign key ties them to what they describe, so they outlive it.
CREATE TABLE audit_events (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  actor_account_id uuid,
  actor_name text NOT NULL,
  ip text,
  user_agent text,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  target_name text,
  before_values jsonb,
  after_values jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX audit_events_recent ON audit_events (tenant_id, created_at DESC, id DESC);
CREATE INDEX audit_events_by_target ON audit_events (tenant_id, target_type, target_id);
ALTER TABLE audit_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_events FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON audit_events USING (tenant_id = current_tenant_id());
-- Append-only for the portal.
GRANT SELECT, INSERT ON audit_events TO portal_app;

INSERT INTO menu_resources (tenant_id, parent_id, resource_code, resource_type, name, name_en, url, open_type,
  product_module, sort_order)
SELECT s.tenant_id, s.id, p.code, 2, p.name, p.name_en, '/dzfront/portal/mzz/main/main/setting/' || p.page, 3,
       'main', (SELECT COALESCE(max(sort_order), 0) FROM menu_resources WHERE tenant_id = s.tenant_id) + p.rank
FROM menu_resources s
CROSS JOIN (VALUES
  ('setting.staff', '员工管理', 'Staff', 'staff', 1),
  ('setting.role', '角色管理', 'Roles', 'role', 2),
  ('setting.tenantSwitch', '功能开关', 'Switches', 'tenantSwitch', 3),
  ('setting.brand', '品牌设置', 'Brand', 'brand', 4),
  ('setting.sso', '单点登录', 'Single sign-on', 'sso', 5),
  ('setting.referenceData', '基础数据', 'Reference data', 'referenceData', 6),
  ('setting.audit', '操作审计', 'Audit trail', 'audit', 7)
) AS p (code, name, name_en, page, rank)
WHERE s.resource_code = 'setting'
ON CONFLICT (tenant_id, resource_code) DO NOTHING;

INSERT INTO role_permissions (tenant_id, role_id, permission_code)
SELECT r.tenant_id, r.id, c.code FROM roles r
CROSS JOIN (VALUES ('setting.staff'), ('setting.role'), ('setting.tenantSwitch'), ('setting.brand'),
  ('setting.sso'), ('setting.referenceData'), ('setting.audit')) AS c (code)
WHERE r.code = 'administrator'
ON CONFLICT DO NOTHING;
