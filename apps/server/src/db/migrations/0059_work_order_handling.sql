-- Handling a work order (issue 29 part 1): its statuses are pending → processing → resolved → closed, and reopened
-- to pending; the old 'submitted' status was "someone works on it" and becomes processing. The spec's lists
-- (pending, submitted, resolved) are now views of them: what waits on the member, what they created, what is
-- resolved. A priority; when it was resolved and closed. Tenant isolation stays work_orders' policy (0006).
ALTER TABLE work_orders DROP CONSTRAINT work_orders_status_check;
UPDATE work_orders SET status = 'processing' WHERE status = 'submitted';
ALTER TABLE work_orders
  ADD CONSTRAINT work_orders_status_check CHECK (status IN ('pending', 'processing', 'resolved', 'closed')),
  ADD COLUMN priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  ADD COLUMN resolved_at timestamptz,
  ADD COLUMN closed_at timestamptz;
UPDATE work_orders SET resolved_at = updated_at WHERE status = 'resolved';
CREATE INDEX work_orders_created_by ON work_orders (tenant_id, created_by, status);

-- A work order's history: each creation, status change, assignment and comment, who and when, in order. A
-- comment's @mentions are the members it told.
CREATE TABLE work_order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  work_order_id uuid NOT NULL REFERENCES work_orders (id) ON DELETE CASCADE,
  actor_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('created', 'status', 'assigned', 'comment')),
  status text,
  assignee_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  body text NOT NULL DEFAULT '',
  mention_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX work_order_events_order ON work_order_events (tenant_id, work_order_id, id);
ALTER TABLE work_order_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE work_order_events FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON work_order_events USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT ON work_order_events TO portal_app;
