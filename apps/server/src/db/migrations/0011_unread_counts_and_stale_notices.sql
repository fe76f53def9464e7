-- Per-user unread counters, kept by triggers on delivery, withdrawal, read state and membership, so the bell and
-- the category counts read a few rows instead of counting a tenant's history; and the stale notices that tell
-- every server process which of its in-memory caller caches (sessions, access, tenant settings, unread totals,
-- the tenant's latest delivery seq) to drop, whoever made the change (a request, another process, plain SQL).

CREATE TABLE message_unread_counts (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  message_type smallint NOT NULL,
  unread integer NOT NULL DEFAULT 0,
  -- Favourites that are still unread (the favourites category's count).
  collected_unread integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, account_id, message_type)
);
ALTER TABLE message_unread_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE message_unread_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON message_unread_counts USING (tenant_id = current_tenant_id());
-- The triggers below keep the counters; requests read them (row-level security keeps each tenant to its own).
GRANT SELECT, INSERT, UPDATE, DELETE ON message_unread_counts TO portal_app;

-- Whether a member (tenant_id, account_id, role_id) is in a message's audience (tenant, account or roles).
CREATE FUNCTION message_reaches(m messages, p_account_id uuid, p_role_id uuid) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT (m.audience_account_id IS NULL AND m.audience_role_ids IS NULL)
      OR m.audience_account_id = p_account_id OR p_role_id = ANY (m.audience_role_ids)
$$;

-- Counts a member's unread messages again from the history: on joining a tenant or changing role.
CREATE FUNCTION recount_unread(p_tenant_id uuid, p_account_id uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM message_unread_counts WHERE tenant_id = p_tenant_id AND account_id = p_account_id;
  INSERT INTO message_unread_counts (tenant_id, account_id, message_type, unread, collected_unread)
  SELECT tm.tenant_id, tm.account_id, t.message_type,
         count(m.id) FILTER (WHERE s.read_at IS NULL),
         count(m.id) FILTER (WHERE s.read_at IS NULL AND s.collected_at IS NOT NULL)
  FROM tenant_members tm
  CROSS JOIN generate_series(1, 9) AS t (message_type)
  LEFT JOIN messages m ON m.tenant_id = tm.tenant_id AND m.message_type = t.message_type
    AND m.delivery_seq IS NOT NULL AND m.withdrawn_at IS NULL AND message_reaches(m, tm.account_id, tm.role_id)
  LEFT JOIN message_states s ON s.message_id = m.id AND s.account_id = tm.account_id
  WHERE tm.tenant_id = p_tenant_id AND tm.account_id = p_account_id
  GROUP BY tm.tenant_id, tm.account_id, t.message_type;
END $$;

-- Tells every server process that cached facts about a tenant, an account or a session changed. Identical
-- notices within one transaction reach listeners once.
CREATE FUNCTION notify_stale(p_tenant_id uuid, p_account_id uuid, p_session_id uuid, p_cursor bigint)
RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('portal_stale', json_build_object('t', p_tenant_id, 'a', p_account_id, 's', p_session_id,
                                                     'c', p_cursor)::text)
$$;

-- Adds each message's sign (+1 delivered, -1 withdrawn) to the counters of the members it reaches that have not
-- read it, and tells every process: a delivery moves the tenant's cursor, a withdrawal drops cached totals.
CREATE FUNCTION count_messages(p_ids integer[], p_signs integer[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE message_unread_counts c SET unread = c.unread + d.unread, collected_unread = c.collected_unread + d.collected
  FROM (
    SELECT tm.tenant_id, tm.account_id, m.message_type,
           coalesce(sum(x.sign) FILTER (WHERE s.read_at IS NULL), 0) AS unread,
           coalesce(sum(x.sign) FILTER (WHERE s.read_at IS NULL AND s.collected_at IS NOT NULL), 0) AS collected
    FROM unnest(p_ids, p_signs) AS x (id, sign)
    JOIN messages m ON m.id = x.id
    JOIN tenant_members tm ON tm.tenant_id = m.tenant_id AND message_reaches(m, tm.account_id, tm.role_id)
    LEFT JOIN message_states s ON s.message_id = m.id AND s.account_id = tm.account_id
    GROUP BY 1, 2, 3
  ) d
  WHERE c.tenant_id = d.tenant_id AND c.account_id = d.account_id AND c.message_type = d.message_type
    AND d.unread <> 0;
  SELECT notify_stale(m.tenant_id, NULL, NULL, CASE WHEN x.sign > 0 THEN max(m.delivery_seq) END)
  FROM unnest(p_ids, p_signs) AS x (id, sign) JOIN messages m ON m.id = x.id
  GROUP BY m.tenant_id, x.sign;
$$;

CREATE FUNCTION count_message_changes() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  ids integer[];
  signs integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id), array_agg(1) INTO ids, signs FROM new_messages n
    WHERE n.delivery_seq IS NOT NULL AND n.withdrawn_at IS NULL;
  ELSE
    SELECT array_agg(n.id),
           array_agg(CASE WHEN n.delivery_seq IS NOT NULL AND n.withdrawn_at IS NULL THEN 1 ELSE -1 END)
    INTO ids, signs
    FROM new_messages n JOIN old_messages o ON o.id = n.id
    WHERE (n.delivery_seq IS NOT NULL AND n.withdrawn_at IS NULL)
       <> (o.delivery_seq IS NOT NULL AND o.withdrawn_at IS NULL);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM count_messages(ids, signs);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER messages_counted_on_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION count_message_changes();
CREATE TRIGGER messages_counted_on_update AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_messages NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION count_message_changes();

-- Read and favourite flags: each state row's share of the counters, measured against no row at all (unread,
-- not a favourite), rows added counted in and rows removed counted out.
CREATE FUNCTION count_states(p_added message_states[], p_removed message_states[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE message_unread_counts c SET unread = c.unread + d.unread, collected_unread = c.collected_unread + d.collected
  FROM (
    SELECT x.tenant_id, x.account_id, m.message_type, sum(x.unread) AS unread, sum(x.collected) AS collected
    FROM (
      SELECT a.tenant_id, a.message_id, a.account_id, (a.read_at IS NULL)::int - 1 AS unread,
             (a.read_at IS NULL AND a.collected_at IS NOT NULL)::int AS collected
      FROM unnest(p_added) a
      UNION ALL
      SELECT r.tenant_id, r.message_id, r.account_id, 1 - (r.read_at IS NULL)::int,
             -(r.read_at IS NULL AND r.collected_at IS NOT NULL)::int
      FROM unnest(p_removed) r
    ) x
    JOIN messages m ON m.id = x.message_id AND m.tenant_id = x.tenant_id
      AND m.delivery_seq IS NOT NULL AND m.withdrawn_at IS NULL
    JOIN tenant_members tm ON tm.tenant_id = x.tenant_id AND tm.account_id = x.account_id
      AND message_reaches(m, tm.account_id, tm.role_id)
    GROUP BY 1, 2, 3
  ) d
  WHERE c.tenant_id = d.tenant_id AND c.account_id = d.account_id AND c.message_type = d.message_type
    AND (d.unread <> 0 OR d.collected <> 0);
  SELECT notify_stale(tenant_id, account_id, NULL, NULL)
  FROM (SELECT DISTINCT tenant_id, account_id FROM unnest(p_added || p_removed)) a;
$$;

CREATE FUNCTION count_state_changes() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  added message_states[] := '{}';
  removed message_states[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(n), '{}') INTO added FROM new_states n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(o), '{}') INTO removed FROM old_states o;
  END IF;
  PERFORM count_states(added, removed);
  RETURN NULL;
END $$;
CREATE TRIGGER message_states_counted_on_insert AFTER INSERT ON message_states
  REFERENCING NEW TABLE AS new_states FOR EACH STATEMENT EXECUTE FUNCTION count_state_changes();
CREATE TRIGGER message_states_counted_on_update AFTER UPDATE ON message_states
  REFERENCING OLD TABLE AS old_states NEW TABLE AS new_states
  FOR EACH STATEMENT EXECUTE FUNCTION count_state_changes();
CREATE TRIGGER message_states_counted_on_delete AFTER DELETE ON message_states
  REFERENCING OLD TABLE AS old_states FOR EACH STATEMENT EXECUTE FUNCTION count_state_changes();

-- Joining a tenant or changing role: counted again, and whatever was cached of the member goes.
CREATE FUNCTION member_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM message_unread_counts WHERE tenant_id = OLD.tenant_id AND account_id = OLD.account_id;
    PERFORM notify_stale(OLD.tenant_id, OLD.account_id, NULL, NULL);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.role_id IS DISTINCT FROM OLD.role_id THEN
    PERFORM recount_unread(NEW.tenant_id, NEW.account_id);
  END IF;
  PERFORM notify_stale(NEW.tenant_id, NEW.account_id, NULL, NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER tenant_members_changed AFTER INSERT OR UPDATE OR DELETE ON tenant_members
  FOR EACH ROW EXECUTE FUNCTION member_changed();

-- What a caller's access and the token answer are made of: any change there drops the cached copies.
CREATE FUNCTION tenant_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_stale(OLD.id, NULL, NULL, NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER tenants_changed AFTER UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION tenant_changed();

CREATE FUNCTION tenant_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_stale(CASE WHEN TG_OP = 'INSERT' THEN NEW.tenant_id ELSE OLD.tenant_id END, NULL, NULL, NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER roles_changed AFTER UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION tenant_row_changed();
CREATE TRIGGER role_permissions_changed AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH ROW EXECUTE FUNCTION tenant_row_changed();

CREATE FUNCTION account_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_stale(NULL, OLD.id, NULL, NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER staff_accounts_changed AFTER UPDATE OR DELETE ON staff_accounts
  FOR EACH ROW EXECUTE FUNCTION account_changed();

-- A session ended, cut short, moved on a step or set back in time; a touch that moves last_seen_at forward is
-- not news (each process keeps its own copy of it).
CREATE FUNCTION session_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notify_stale(NULL, NULL, OLD.id, NULL);
  ELSIF NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
     OR NEW.stage IS DISTINCT FROM OLD.stage OR NEW.step_handle IS DISTINCT FROM OLD.step_handle
     OR NEW.last_seen_at < OLD.last_seen_at OR NEW.account_id IS DISTINCT FROM OLD.account_id
     OR NEW.tenant_id IS DISTINCT FROM OLD.tenant_id THEN
    PERFORM notify_stale(NULL, NULL, NEW.id, NULL);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_changed();

GRANT EXECUTE ON FUNCTION notify_stale(uuid, uuid, uuid, bigint) TO portal_app;

-- The members that exist already.
SELECT recount_unread(tenant_id, account_id) FROM tenant_members;

-- The session lookup also says when the session ends, so a process that keeps it in memory knows.
DROP FUNCTION auth_session_lookup(bytea, integer);
CREATE FUNCTION auth_session_lookup(p_token_hash bytea, p_idle_seconds integer)
RETURNS TABLE (
  session_id uuid, tenant_id uuid, account_id uuid, last_seen_at timestamptz, stage text, step_handle text,
  revoked_reason text, expires_at timestamptz
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT s.id, s.tenant_id, s.account_id, s.last_seen_at, s.stage, s.step_handle, s.revoked_reason, s.expires_at
  FROM sessions s JOIN staff_accounts a ON a.id = s.account_id AND a.status = 'active'
  WHERE s.token_hash = p_token_hash
    AND ((s.revoked_at IS NULL AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(secs => p_idle_seconds))
         OR (s.revoked_reason = 'remote-login' AND s.revoked_at > now() - interval '1 day'))
$$;
REVOKE ALL ON FUNCTION auth_session_lookup(bytea, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_session_lookup(bytea, integer) TO portal_app;
