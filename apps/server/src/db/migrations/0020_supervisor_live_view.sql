-- What supervisors did to agents and their calls (listen, join, end, set a status): each act is kept, with who
-- did it to whom and when, for the tenant's audit.
CREATE TABLE supervisor_actions (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  supervisor_account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  agent_account_id uuid REFERENCES staff_accounts (id) ON DELETE CASCADE,
  record_id uuid REFERENCES call_records (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('listen', 'join', 'end', 'setStatus')),
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supervisor_actions_recent ON supervisor_actions (tenant_id, created_at DESC);
ALTER TABLE supervisor_actions ENABLE ROW LEVEL SECURITY;
ALTER TABLE supervisor_actions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON supervisor_actions USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT ON supervisor_actions TO portal_app;

-- The supervisor's live view, for tenants that already exist; new tenants get it from the tenant template.
INSERT INTO menu_resources (tenant_id, parent_id, resource_code, resource_type, name, name_en, url, open_type,
  product_module, sort_order)
SELECT s.tenant_id, s.parent_id, 'speech.monitor', 2, '实时监控', 'Live monitor',
       '/dzfront/portal/mzz/speech/speech/front/main/monitor/wall', 3, 'speech', s.sort_order
FROM menu_resources s
WHERE s.resource_code = 'speech.outboundTask'
ON CONFLICT (tenant_id, resource_code) DO NOTHING;
