-- A work order created from a call (issue 28 part 4): the caller's number (so an unknown caller's next call finds
-- it), the call it came from, what the agent wrote and who created it. Tenant isolation stays work_orders' policy
-- (0006).
ALTER TABLE work_orders
  ADD COLUMN customer_phone text NOT NULL DEFAULT '',
  ADD COLUMN call_record_id uuid REFERENCES call_records (id) ON DELETE SET NULL,
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN created_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL;
CREATE INDEX work_orders_customer_phone ON work_orders (tenant_id, customer_phone, created_at DESC)
  WHERE customer_phone <> '';
-- The recent contacts of an unknown caller are found by their number.
CREATE INDEX call_records_phone ON call_records (tenant_id, phone, started_at DESC);
