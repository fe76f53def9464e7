-- The working desk (issue 10): the tenant's wrap-up codes an agent closes a call with, and a log of each agent's
-- system states, from which the desk counts the time in each state.

CREATE TABLE wrap_up_codes (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{1,32}$'),
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, code)
);

-- The wrap-up code of a call; the composite key keeps it one of the call's own tenant.
ALTER TABLE call_records ADD COLUMN wrap_up_code text;
ALTER TABLE call_records ADD CONSTRAINT call_records_wrap_up_code
  FOREIGN KEY (tenant_id, wrap_up_code) REFERENCES wrap_up_codes (tenant_id, code);

-- Append-only: one row per state an agent has left, written in the transaction of the change that ended it. The
-- state the agent is in now is cti_agents.system_state since cti_agents.state_since.
CREATE TABLE agent_state_intervals (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  system_state text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL CHECK (ended_at >= started_at)
);
CREATE INDEX agent_state_intervals_agent ON agent_state_intervals (tenant_id, account_id, ended_at);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['wrap_up_codes', 'agent_state_intervals'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_is_current ON %I USING (tenant_id = current_tenant_id())', t);
  END LOOP;
END $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON wrap_up_codes TO portal_app;
-- The log is only ever appended to and read.
GRANT SELECT, INSERT ON agent_state_intervals TO portal_app;
