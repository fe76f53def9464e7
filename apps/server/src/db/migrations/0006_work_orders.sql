-- Work orders: the records behind the to-do counts of pending, submitted and resolved work.
CREATE TABLE work_orders (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  number text NOT NULL,
  title text NOT NULL,
  customer_name text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'submitted', 'resolved')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  resolved_by uuid REFERENCES staff_accounts (id),
  UNIQUE (tenant_id, number)
);
CREATE INDEX work_orders_status ON work_orders (tenant_id, status, created_at DESC);
ALTER TABLE work_orders ENABLE ROW LEVEL SECURITY;
ALTER TABLE work_orders FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON work_orders USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON work_orders TO portal_app;

-- The demo outbox also keeps captcha answers in demo mode, so browser tests can solve them as a person would.
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('sms', 'email', 'captcha'));
