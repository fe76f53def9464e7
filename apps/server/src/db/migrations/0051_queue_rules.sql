-- Queues and agent rules applied by the CTI server (issue 27 parts 3, 4 and 8). A waiting call keeps four moments
-- of its own, each a timer in the row that every process runs: when it entered its current queue (the maximum wait
-- counts from there, and a saved change of the queue recomputes its deadline from it), when its caller next hears
-- their position, when a simulated caller asks for a queued call-back, and when a ringing call auto-answers.
ALTER TABLE call_records
  ADD COLUMN queue_entered_at timestamptz,
  ADD COLUMN announce_at timestamptz,
  ADD COLUMN callback_ask_at timestamptz,
  ADD COLUMN auto_answer_at timestamptz;
CREATE INDEX call_records_announce_at ON call_records (announce_at) WHERE announce_at IS NOT NULL;
CREATE INDEX call_records_callback_ask_at ON call_records (callback_ask_at) WHERE callback_ask_at IS NOT NULL;
CREATE INDEX call_records_auto_answer_at ON call_records (auto_answer_at) WHERE auto_answer_at IS NOT NULL;

-- The queue kind counts offers against the call's group's limit, else the tenant's, else p_default_max_offers; the
-- new kinds are the maximum wait (only of a call still waiting: a ringing call is judged when it comes back), the
-- waiting announcement, the queued call-back a caller asks for, and auto-answer after its delay.
DROP FUNCTION cti_due_work(timestamptz, integer, integer);
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
   JOIN skill_groups g ON g.tenant_id = r.tenant_id AND g.id = r.skill_group_id
   JOIN skill_group_members m ON m.tenant_id = r.tenant_id AND m.skill_group_id = r.skill_group_id
   JOIN cti_agents a ON a.tenant_id = m.tenant_id AND a.account_id = m.account_id
   LEFT JOIN cti_settings s ON s.tenant_id = r.tenant_id
   WHERE r.status = 'QUEUED' AND a.system_state = 'READY' AND a.current_call_id IS NULL
     AND a.monitored_call_id IS NULL
     AND (SELECT count(*) FROM call_offers o
          WHERE o.tenant_id = r.tenant_id AND o.record_id = r.id AND o.account_id = a.account_id)
         < coalesce(g.max_offers_per_agent, s.max_offers_per_agent, p_default_max_offers)
   LIMIT p_limit)
  UNION ALL
  (SELECT 'queueDeadline', r.tenant_id, r.id FROM call_records r
   WHERE r.queue_deadline <= now() AND r.status = 'QUEUED' LIMIT p_limit)
  UNION ALL
  (SELECT 'announce', r.tenant_id, r.id FROM call_records r WHERE r.announce_at <= now() LIMIT p_limit)
  UNION ALL
  (SELECT 'callbackAsk', r.tenant_id, r.id FROM call_records r WHERE r.callback_ask_at <= now() LIMIT p_limit)
  UNION ALL
  (SELECT 'autoAnswer', r.tenant_id, r.id FROM call_records r WHERE r.auto_answer_at <= now() LIMIT p_limit)
$$;
REVOKE ALL ON FUNCTION cti_due_work(timestamptz, integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION cti_due_work(timestamptz, integer, integer) TO portal_app;

-- How many times a call overflowed from one queue to another: at most MAX_QUEUE_OVERFLOWS (the contract's), so
-- queues that overflow into each other never pass a caller round for ever.
ALTER TABLE call_records ADD COLUMN queue_overflows smallint NOT NULL DEFAULT 0 CHECK (queue_overflows >= 0);
