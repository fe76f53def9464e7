-- Truthful channel presence: a channel not offline remembers when a page of its agent was last heard from (set
-- when the agent changes it, then by the one presence heartbeat that already keeps cti_agents.last_heard_at), so
-- the presence ticker can take every channel of a silent agent offline, as telephony takes a silent agent out
-- of READY. The table stays tenant-scoped by the row-level security of 0015.
ALTER TABLE channel_presences ADD COLUMN last_heard_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX channel_presences_present_heard ON channel_presences (last_heard_at) WHERE status <> 'offline';

-- The heartbeat of every process: which agents it still has a page for (its open push sockets: tenant and
-- account pairs). One call for both the call centre and the channels; it replaces cti_heard_from.
CREATE FUNCTION pages_heard_from(p_tenant_ids uuid[], p_account_ids uuid[])
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE cti_agents a SET last_heard_at = now()
  FROM unnest(p_tenant_ids, p_account_ids) AS heard (tenant_id, account_id)
  WHERE a.tenant_id = heard.tenant_id AND a.account_id = heard.account_id;
  UPDATE channel_presences p SET last_heard_at = now()
  FROM unnest(p_tenant_ids, p_account_ids) AS heard (tenant_id, account_id)
  WHERE p.tenant_id = heard.tenant_id AND p.account_id = heard.account_id AND p.status <> 'offline';
$$;
DROP FUNCTION cti_heard_from(uuid[], uuid[]);

-- The agents, across tenants, with a channel not offline and no page heard from since p_silent_before: only
-- which account of which tenant (the change itself runs under that tenant and checks again).
CREATE FUNCTION channel_presence_silent(p_silent_before timestamptz, p_limit integer)
RETURNS TABLE (tenant_id uuid, account_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT DISTINCT p.tenant_id, p.account_id FROM channel_presences p
  WHERE p.status <> 'offline' AND p.last_heard_at < p_silent_before
  LIMIT p_limit
$$;

REVOKE ALL ON FUNCTION pages_heard_from(uuid[], uuid[]), channel_presence_silent(timestamptz, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION pages_heard_from(uuid[], uuid[]), channel_presence_silent(timestamptz, integer)
  TO portal_app;
