-- No caller stranded (issue 26 part 1): every offer of a queued call to an agent is kept with how it ended, so a
-- call an agent missed or refused is offered to them again after the others, up to the tenant's limit of offers
-- per agent; and the agents' lists of missed and rejected calls (part 2) read them.

-- One offer of a call to an agent: ringing (outcome NULL), then answered, missed (rang out), rejected (拒接),
-- callerHungUp (the caller hung up while it rang) or withdrawn (the agent lost access while it rang).
CREATE TABLE call_offers (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  record_id uuid NOT NULL REFERENCES call_records (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  offered_at timestamptz NOT NULL DEFAULT now(),
  outcome text CHECK (outcome IN ('answered', 'missed', 'rejected', 'callerHungUp', 'withdrawn')),
  ended_at timestamptz
);
CREATE INDEX call_offers_record ON call_offers (tenant_id, record_id, account_id);
CREATE INDEX call_offers_unanswered ON call_offers (tenant_id, account_id, offered_at DESC)
  WHERE outcome IN ('missed', 'rejected');

ALTER TABLE call_offers ENABLE ROW LEVEL SECURITY;
ALTER TABLE call_offers FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON call_offers USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON call_offers TO portal_app;

-- How many times one agent is offered the same call; NULL is the contract's default.
ALTER TABLE cti_settings ADD COLUMN max_offers_per_agent integer CHECK (max_offers_per_agent BETWEEN 1 AND 20);

-- The queue kind now counts offers: a waiting call is due while a READY agent of its group has had fewer offers of
-- it than the tenant's limit (p_default_max_offers when the tenant has not set one), missed ones included.
DROP FUNCTION cti_due_work(timestamptz, integer);
CREATE FUNCTION cti_due_work(p_silent_before timestamptz, p_limit integer, p_default_max_offers integer)
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
   LEFT JOIN cti_settings s ON s.tenant_id = r.tenant_id
   WHERE r.status = 'QUEUED' AND a.system_state = 'READY' AND a.current_call_id IS NULL
     AND a.monitored_call_id IS NULL
     AND (SELECT count(*) FROM call_offers o
          WHERE o.tenant_id = r.tenant_id AND o.record_id = r.id AND o.account_id = a.account_id)
         < coalesce(s.max_offers_per_agent, p_default_max_offers)
   LIMIT p_limit)
$$;
REVOKE ALL ON FUNCTION cti_due_work(timestamptz, integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION cti_due_work(timestamptz, integer, integer) TO portal_app;
