-- The legs of a call (issue 28): each transfer of a customer's call to a colleague or a queue, blind or after a
-- consult. A consult's row is kept whatever became of it (the record shows the leg: who, when it rang, was
-- answered and ended); `next_record_id` is the record the customer went on with.
CREATE TABLE call_transfers (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  record_id uuid NOT NULL REFERENCES call_records (id) ON DELETE CASCADE,
  from_account_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  from_name text NOT NULL,
  to_account_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  to_name text,
  skill_group_id uuid REFERENCES skill_groups (id) ON DELETE SET NULL,
  mode text NOT NULL CHECK (mode IN ('BLIND', 'CONSULT')),
  status text NOT NULL CHECK (status IN ('RINGING', 'CONSULTING', 'COMPLETED', 'CONFERENCED', 'CANCELLED',
    'REFUSED', 'UNANSWERED', 'HANDED_OVER')),
  -- When a consult still ringing stops ringing (the colleague did not answer): the tenant's ring timeout.
  ring_deadline timestamptz,
  next_record_id uuid REFERENCES call_records (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  ended_at timestamptz
);
CREATE INDEX call_transfers_record ON call_transfers (tenant_id, record_id);
CREATE INDEX call_transfers_next_record ON call_transfers (tenant_id, next_record_id);
CREATE INDEX call_transfers_ring_due ON call_transfers (ring_deadline) WHERE status = 'RINGING';
-- At most one open consult per call.
CREATE UNIQUE INDEX call_transfers_open_consult ON call_transfers (record_id)
  WHERE status IN ('RINGING', 'CONSULTING');

ALTER TABLE call_transfers ENABLE ROW LEVEL SECURITY;
ALTER TABLE call_transfers FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON call_transfers USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON call_transfers TO portal_app;

-- The consults whose colleague did not answer in time, in any tenant (the timers run each under its tenant).
CREATE FUNCTION cti_due_consults(p_limit integer) RETURNS TABLE (tenant_id uuid, subject_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT t.tenant_id, t.id FROM call_transfers t
  WHERE t.status = 'RINGING' AND t.ring_deadline <= now() LIMIT p_limit
$$;
REVOKE ALL ON FUNCTION cti_due_consults(integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION cti_due_consults(integer) TO portal_app;
