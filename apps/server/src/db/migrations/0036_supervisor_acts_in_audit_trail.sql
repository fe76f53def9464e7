-- A supervisor's listen, join, end of monitoring and status set go to the tenant's audit trail (设置 → 操作审计),
-- which the administrator reads, instead of a table of their own that no screen showed: the acts kept so far move
-- there, named as the portal now writes them, and the table goes.
INSERT INTO audit_events (tenant_id, actor_account_id, actor_name, action, target_type, target_id, target_name,
  after_values, created_at)
SELECT x.tenant_id, x.supervisor_account_id, s.name,
  CASE x.action WHEN 'listen' THEN 'call.listen' WHEN 'join' THEN 'call.join' WHEN 'end' THEN 'call.endMonitoring'
    ELSE 'agent.setStatus' END,
  CASE WHEN x.action = 'setStatus' THEN 'agent' ELSE 'call' END,
  CASE WHEN x.action = 'setStatus' THEN x.agent_account_id::text ELSE x.record_id::text END,
  a.name,
  CASE WHEN x.action = 'setStatus' THEN x.detail ELSE jsonb_build_object('agent', a.name, 'callId', r.call_id) END,
  x.created_at
FROM supervisor_actions x
JOIN staff_accounts s ON s.id = x.supervisor_account_id
LEFT JOIN staff_accounts a ON a.id = x.agent_account_id
LEFT JOIN call_records r ON r.id = x.record_id;

DROP TABLE supervisor_actions;
