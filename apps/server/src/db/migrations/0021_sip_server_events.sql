-- The SIP server (kamailio) reports the calls it routes to and from agents, naming each agent by their SIP user
-- "<tenant code>.<employee number>": the tenant comes first, before any tenant is set, from its code alone.
CREATE FUNCTION sip_user_tenant(p_code text)
RETURNS uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM tenants WHERE code = p_code
$$;
REVOKE ALL ON FUNCTION sip_user_tenant(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sip_user_tenant(text) TO portal_app;

-- Its events find the agent's call by the SIP Call-ID of its dialog.
CREATE INDEX call_records_sip_call_id ON call_records (tenant_id, agent_account_id, (sip_dialog ->> 'callId'))
  WHERE sip_dialog IS NOT NULL;
