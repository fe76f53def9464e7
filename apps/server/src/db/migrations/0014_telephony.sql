-- Telephony (issue 9): our server is the CTI server. It keeps each agent's state apart from the calls, routes
-- inbound calls through skill-group queues, and keeps every call as a communicate record. Timers (ring timeout,
-- after-call work, rest limit, a silent agent, the simulator's far end) are due times on the rows themselves, so
-- that any server process may run them.

-- The customers a call can be with (the customer centre of a later issue extends this).
CREATE TABLE customers (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  phone text NOT NULL,
  identity text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_phone ON customers (tenant_id, phone);

-- A tenant's call-centre settings; a tenant without a row has the contract's defaults.
CREATE TABLE cti_settings (
  tenant_id uuid NOT NULL PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  ring_timeout_seconds integer NOT NULL CHECK (ring_timeout_seconds BETWEEN 1 AND 300),
  acw_seconds integer NOT NULL CHECK (acw_seconds BETWEEN 0 AND 3600),
  acw_extension_seconds integer NOT NULL CHECK (acw_extension_seconds BETWEEN 1 AND 3600),
  rest_limit_seconds integer NOT NULL CHECK (rest_limit_seconds BETWEEN 1 AND 86400),
  auto_answer boolean NOT NULL,
  enable_incoming_call_popup boolean NOT NULL,
  sign_models text[] NOT NULL DEFAULT '{OUTPHONE,SIPPHONE}',
  agent_phone_pattern text,
  satisfaction_enabled boolean NOT NULL DEFAULT false,
  satisfaction_env_prefix text NOT NULL DEFAULT ''
);

CREATE TABLE skill_groups (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  UNIQUE (tenant_id, name),
  UNIQUE (tenant_id, id)
);

CREATE TABLE skill_group_members (
  tenant_id uuid NOT NULL,
  skill_group_id uuid NOT NULL,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  PRIMARY KEY (tenant_id, skill_group_id, account_id),
  FOREIGN KEY (tenant_id, skill_group_id) REFERENCES skill_groups (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX skill_group_members_account ON skill_group_members (tenant_id, account_id);

-- The tenant's rest reasons: each is a 小休 status SLEEP-{name}.
CREATE TABLE rest_reasons (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, name)
);

-- The tenant's numbers: calls come in on them and go out from them.
CREATE TABLE did_numbers (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  number text NOT NULL,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, number)
);

-- One row per agent of a tenant once they have used the call centre: what they chose, what the system says,
-- and the due times of their timers. `version` grows with every change to what their pages show (their call's
-- changes included), so pages can drop a state that arrives late.
CREATE TABLE cti_agents (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  signed_in boolean NOT NULL DEFAULT false,
  sign_model text CHECK (sign_model IN ('OUTPHONE', 'SIPPHONE')),
  mobile text,
  chosen_status smallint NOT NULL DEFAULT 0 CHECK (chosen_status IN (0, 2, 3, 4)),
  rest_reason text,
  system_state text NOT NULL DEFAULT 'OFFLINE',
  state_since timestamptz NOT NULL DEFAULT now(),
  -- When the agent last became READY with no call: the longest idle is offered first.
  idle_since timestamptz,
  acw_ends_at timestamptz,
  rest_ends_at timestamptz,
  next_status smallint CHECK (next_status IN (0, 2, 3, 4)),
  next_rest_reason text,
  system_reason text,
  -- The call the agent is on, or finished last while its after-call work lasts.
  current_call_id uuid,
  -- The call the agent listens to or joined as a supervisor, or was invited into.
  monitored_call_id uuid,
  last_heard_at timestamptz,
  version bigint NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, account_id)
);
CREATE INDEX cti_agents_ready ON cti_agents (tenant_id, idle_since) WHERE system_state = 'READY' AND current_call_id IS NULL;
CREATE INDEX cti_agents_acw_due ON cti_agents (acw_ends_at) WHERE acw_ends_at IS NOT NULL;
CREATE INDEX cti_agents_rest_due ON cti_agents (rest_ends_at) WHERE rest_ends_at IS NOT NULL;
CREATE INDEX cti_agents_ready_heard ON cti_agents (last_heard_at) WHERE system_state = 'READY';

-- A call and its communicate record, one row: the live status is the agent's leg (§4 call status values); a
-- call waiting in a queue has the status QUEUED and no agent. `call_id` is the telephony provider's id.
CREATE TABLE call_records (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  call_id text NOT NULL,
  call_type text NOT NULL CHECK (call_type IN ('INBOUND', 'MANUAL')),
  status text NOT NULL,
  skill_group_id uuid,
  agent_account_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  phone text NOT NULL,
  did text NOT NULL DEFAULT '',
  did_name text NOT NULL DEFAULT '',
  attribution text NOT NULL DEFAULT '',
  outbound_task_id uuid REFERENCES outbound_tasks (id) ON DELETE SET NULL,
  -- Agents who let this call ring out or refused it: it is not offered to them again.
  missed_by uuid[] NOT NULL DEFAULT '{}',
  muted boolean NOT NULL DEFAULT false,
  result text,
  note text NOT NULL DEFAULT '',
  acw_duration integer,
  started_at timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  offered_at timestamptz,
  answered_at timestamptz,
  ended_at timestamptz,
  ring_deadline timestamptz,
  -- The simulator's next far-end event and when it happens.
  far_end_event text,
  far_end_at timestamptz,
  UNIQUE (tenant_id, call_id)
);
CREATE INDEX call_records_queue ON call_records (tenant_id, skill_group_id, queued_at) WHERE status = 'QUEUED';
CREATE INDEX call_records_agent ON call_records (tenant_id, agent_account_id, started_at DESC);
CREATE INDEX call_records_customer ON call_records (tenant_id, customer_id, started_at DESC);
CREATE INDEX call_records_ring_due ON call_records (ring_deadline) WHERE ring_deadline IS NOT NULL;
CREATE INDEX call_records_far_end_due ON call_records (far_end_at) WHERE far_end_at IS NOT NULL;

-- Everyone on a call besides its agent and customer: a supervisor listening or joined, an invited agent, an
-- outside line the call was transferred to.
CREATE TABLE call_participants (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  record_id uuid NOT NULL REFERENCES call_records (id) ON DELETE CASCADE,
  account_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('MONITOR', 'INVITEE', 'OUTSIDE_LINE')),
  monitor_mode text CHECK (monitor_mode IN ('LISTENING', 'JOINED')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  left_at timestamptz
);
CREATE INDEX call_participants_record ON call_participants (tenant_id, record_id);

-- A three-party invitation waiting for the invitee's answer.
CREATE TABLE call_invitations (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  record_id uuid NOT NULL REFERENCES call_records (id) ON DELETE CASCADE,
  from_account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  to_account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'agreed', 'refused', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX call_invitations_waiting ON call_invitations (tenant_id, to_account_id) WHERE status = 'waiting';

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['customers', 'cti_settings', 'skill_groups', 'skill_group_members', 'rest_reasons',
    'did_numbers', 'cti_agents', 'call_records', 'call_participants', 'call_invitations'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_is_current ON %I USING (tenant_id = current_tenant_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO portal_app', t);
  END LOOP;
END $$;

-- The timers that are due, across tenants, for whichever process asks: only which row of which tenant, never
-- its data (the work itself runs under the row's tenant). Kinds: ring (an offer rang out), farEnd (the
-- simulator's far end acts), acw (after-call work ends), rest (a rest reached its limit), silence (a READY agent
-- no page has been heard from since p_silent_before), queue (a waiting call and a ready agent of its group).
CREATE FUNCTION cti_due_work(p_silent_before timestamptz, p_limit integer)
RETURNS TABLE (kind text, tenant_id uuid, subject_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  (SELECT 'ring', r.tenant_id, r.id FROM call_records r WHERE r.ring_deadline <= now() LIMIT p_limit)
  UNION ALL
  (SELECT 'farEnd', r.tenant_id, r.id FROM call_records r WHERE r.far_end_at <= now() LIMIT p_limit)
  UNION ALL
  (SELECT 'acw', a.tenant_id, a.account_id FROM cti_agents a WHERE a.acw_ends_at <= now() LIMIT p_limit)
  UNION ALL
  (SELECT 'rest', a.tenant_id, a.account_id FROM cti_agents a WHERE a.rest_ends_at <= now() LIMIT p_limit)
  UNION ALL
  (SELECT 'silence', a.tenant_id, a.account_id FROM cti_agents a
   WHERE a.system_state = 'READY' AND a.current_call_id IS NULL
     AND (a.last_heard_at IS NULL OR a.last_heard_at < p_silent_before) LIMIT p_limit)
  UNION ALL
  (SELECT DISTINCT 'queue', r.tenant_id, r.id FROM call_records r
   JOIN skill_group_members m ON m.tenant_id = r.tenant_id AND m.skill_group_id = r.skill_group_id
   JOIN cti_agents a ON a.tenant_id = m.tenant_id AND a.account_id = m.account_id
   WHERE r.status = 'QUEUED' AND a.system_state = 'READY' AND a.current_call_id IS NULL
     AND NOT (a.account_id = ANY (r.missed_by)) LIMIT p_limit)
$$;

-- A process tells which agents it still has a page for (its open push sockets: tenant and account pairs).
CREATE FUNCTION cti_heard_from(p_tenant_ids uuid[], p_account_ids uuid[])
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE cti_agents a SET last_heard_at = now()
  FROM unnest(p_tenant_ids, p_account_ids) AS heard (tenant_id, account_id)
  WHERE a.tenant_id = heard.tenant_id AND a.account_id = heard.account_id
$$;

-- The operator's call command names a tenant by its code, before any tenant is set.
CREATE FUNCTION cti_tenant_by_code(p_code text)
RETURNS uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM tenants WHERE code = p_code
$$;

REVOKE ALL ON FUNCTION cti_due_work(timestamptz, integer), cti_heard_from(uuid[], uuid[]), cti_tenant_by_code(text)
  FROM PUBLIC;
GRANT EXECUTE ON FUNCTION cti_due_work(timestamptz, integer), cti_heard_from(uuid[], uuid[]),
  cti_tenant_by_code(text) TO portal_app;
