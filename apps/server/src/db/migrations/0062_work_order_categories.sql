-- Work-order categories, each with the time within which its orders should be resolved (the SLA), and orders given
-- to a group: one of the tenant's skill groups, whose members each see the order as theirs until one takes it
-- (issue 29 part 1). An order's due time is set from its category when it is created or reopened.
CREATE TABLE work_order_categories (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  resolve_within_hours integer NOT NULL CHECK (resolve_within_hours BETWEEN 1 AND 2160),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, name),
  UNIQUE (tenant_id, id)
);
ALTER TABLE work_order_categories ENABLE ROW LEVEL SECURITY;
ALTER TABLE work_order_categories FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON work_order_categories USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON work_order_categories TO portal_app;

ALTER TABLE work_orders
  ADD COLUMN category_id uuid,
  ADD COLUMN due_at timestamptz,
  ADD COLUMN assignee_group_id uuid,
  ADD CONSTRAINT work_orders_category FOREIGN KEY (tenant_id, category_id)
    REFERENCES work_order_categories (tenant_id, id) ON DELETE SET NULL (category_id),
  ADD CONSTRAINT work_orders_group FOREIGN KEY (tenant_id, assignee_group_id)
    REFERENCES skill_groups (tenant_id, id) ON DELETE SET NULL (assignee_group_id);
CREATE INDEX work_orders_due ON work_orders (tenant_id, due_at) WHERE status IN ('pending', 'processing');
CREATE INDEX work_orders_group ON work_orders (tenant_id, assignee_group_id, status);
CREATE INDEX work_orders_created ON work_orders (tenant_id, created_at DESC, number DESC);

ALTER TABLE work_order_events ADD COLUMN group_id uuid REFERENCES skill_groups (id) ON DELETE SET NULL;

-- The description is rich text from now on: an older plain one becomes its paragraphs, its text escaped.
UPDATE work_orders SET description = '<p>' || replace(
    replace(replace(replace(description, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '</p><p>') || '</p>'
  WHERE description <> '';

-- 工单设置 → 工单分类 for every existing tenant that has 工单设置, held by its administrators.
INSERT INTO menu_resources (tenant_id, parent_id, resource_code, resource_type, name, name_en, url, open_type,
  product_module, sort_order)
SELECT s.tenant_id, s.id, 'workorder.setting.category', 2, '工单分类', 'Categories',
       '/dzfront/portal/mzz/workorder/workorder/front/main/setting/category', 3, 'workorder',
       (SELECT COALESCE(max(sort_order), 0) FROM menu_resources WHERE tenant_id = s.tenant_id) + 1
FROM menu_resources s
WHERE s.resource_code = 'workorder.setting'
ON CONFLICT (tenant_id, resource_code) DO NOTHING;

INSERT INTO role_permissions (tenant_id, role_id, permission_code)
SELECT r.tenant_id, r.id, 'workorder.setting.category' FROM roles r WHERE r.code = 'administrator'
ON CONFLICT DO NOTHING;
