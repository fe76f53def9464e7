-- A work order's owner: the member who handles it. The to-do counts count an owned work order for its owner only;
-- one without an owner stays the whole tenant's. Tenant isolation is work_orders' policy (0006).
ALTER TABLE work_orders ADD COLUMN assignee_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL;
CREATE INDEX work_orders_assignee ON work_orders (tenant_id, assignee_id, status);
