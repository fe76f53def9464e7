-- Messages (spec §3, §7): notice types, messages with their audience and delivery, per-user read and favourite
-- state, and uploaded files (announcement attachments and banner images).

CREATE TABLE files (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  business_id uuid NOT NULL,              -- groups the files of one message (messages.file_business_id) or banner
  purpose text NOT NULL CHECK (purpose IN ('message', 'banner')),
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  created_by uuid REFERENCES staff_accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id)
);
CREATE INDEX files_business ON files (tenant_id, business_id);

CREATE TABLE notice_types (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  name_en text,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, code),
  UNIQUE (tenant_id, id)
);

-- Only deliver_due_messages() draws from it, under an advisory lock, so seqs commit in the order they are drawn.
CREATE SEQUENCE message_delivery_seq;

CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  message_type smallint NOT NULL CHECK (message_type BETWEEN 1 AND 9),
  sub_type integer,
  show_type smallint NOT NULL DEFAULT 0 CHECK (show_type IN (0, 1)),
  title text NOT NULL,
  content text NOT NULL,
  notice_type_id uuid,
  notice_level smallint CHECK (notice_level IN (1, 2)),
  extend_content text,
  file_business_id uuid,
  -- Audience: both NULL = the whole tenant; else one account, or the holders of some roles.
  audience_account_id uuid REFERENCES staff_accounts (id) ON DELETE CASCADE,
  audience_role_ids uuid[],
  effective_start_time timestamptz NOT NULL DEFAULT now(),
  delivery_seq bigint UNIQUE,
  withdrawn_at timestamptz,
  created_by uuid REFERENCES staff_accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (audience_account_id IS NULL OR audience_role_ids IS NULL),
  FOREIGN KEY (tenant_id, notice_type_id) REFERENCES notice_types (tenant_id, id),
  UNIQUE (tenant_id, id)
);
-- The list (all types, and one type), newest first; also drives the unread counts.
CREATE INDEX messages_list ON messages (tenant_id, effective_start_time DESC, id DESC)
  WHERE delivery_seq IS NOT NULL AND withdrawn_at IS NULL;
CREATE INDEX messages_list_by_type ON messages (tenant_id, message_type, effective_start_time DESC, id DESC)
  WHERE delivery_seq IS NOT NULL AND withdrawn_at IS NULL;
-- The remind cursor: what was delivered after a seq, and the tenant's latest seq.
CREATE INDEX messages_remind ON messages (tenant_id, delivery_seq) WHERE delivery_seq IS NOT NULL;
-- The delivery sweep: messages whose time has come.
CREATE INDEX messages_due ON messages (effective_start_time) WHERE delivery_seq IS NULL AND withdrawn_at IS NULL;
CREATE INDEX messages_announcements ON messages (tenant_id, created_at DESC) WHERE message_type = 3;
-- A file download checks that the file belongs to a message the caller may see.
CREATE INDEX messages_files ON messages (tenant_id, file_business_id) WHERE file_business_id IS NOT NULL;

CREATE TABLE message_states (
  tenant_id uuid NOT NULL,
  message_id integer NOT NULL,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  read_at timestamptz,
  collected_at timestamptz,
  PRIMARY KEY (message_id, account_id),
  FOREIGN KEY (tenant_id, message_id) REFERENCES messages (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX message_states_collected ON message_states (tenant_id, account_id, message_id)
  WHERE collected_at IS NOT NULL;

ALTER TABLE files ENABLE ROW LEVEL SECURITY;
ALTER TABLE files FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON files USING (tenant_id = current_tenant_id());
ALTER TABLE notice_types ENABLE ROW LEVEL SECURITY;
ALTER TABLE notice_types FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON notice_types USING (tenant_id = current_tenant_id());
ALTER TABLE messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE messages FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON messages USING (tenant_id = current_tenant_id());
ALTER TABLE message_states ENABLE ROW LEVEL SECURITY;
ALTER TABLE message_states FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON message_states USING (tenant_id = current_tenant_id());

GRANT SELECT, INSERT, UPDATE, DELETE ON files, notice_types, messages, message_states TO portal_app;
GRANT USAGE ON SEQUENCE messages_id_seq TO portal_app;

-- The default notice types of tenants that already exist; new tenants get them from the tenant template.
INSERT INTO notice_types (tenant_id, code, name, name_en, sort_order)
SELECT t.id, d.code, d.name, d.name_en, d.sort_order FROM tenants t
CROSS JOIN (VALUES ('notice', '通知', 'Notice', 1), ('announcement', '公告', 'Announcement', 2),
                   ('policy', '制度', 'Policy', 3), ('event', '活动', 'Event', 4)) AS d (code, name, name_en, sort_order)
ON CONFLICT DO NOTHING;

-- Delivers every due message of every tenant. The transaction-level advisory lock makes deliverers take turns,
-- so seqs are drawn and committed in order: a reader never sees seq n+1 while n is still uncommitted.
CREATE FUNCTION deliver_due_messages()
RETURNS TABLE (tenant_id uuid, message_id integer, delivery_seq bigint, audience_account_id uuid,
               audience_role_ids uuid[])
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(5348001);
  RETURN QUERY
  WITH due AS (
    SELECT d.id FROM messages d
    WHERE d.delivery_seq IS NULL AND d.withdrawn_at IS NULL AND d.effective_start_time <= now()
    ORDER BY d.effective_start_time, d.id
    FOR UPDATE
  ), numbered AS (
    SELECT due.id, nextval('message_delivery_seq') AS seq FROM due
  )
  UPDATE messages m SET delivery_seq = numbered.seq FROM numbered WHERE m.id = numbered.id
  RETURNING m.tenant_id, m.id, m.delivery_seq, m.audience_account_id, m.audience_role_ids;
END $$;

-- The platform operator's system announcement (type 4): one message per tenant, delivered at p_at.
CREATE FUNCTION publish_system_announcement(p_title text, p_content text, p_at timestamptz, p_level smallint,
  p_show_type smallint)
RETURNS integer
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  WITH inserted AS (
    INSERT INTO messages (tenant_id, message_type, title, content, notice_level, show_type, effective_start_time)
    SELECT id, 4, p_title, p_content, p_level, p_show_type, p_at FROM tenants
    RETURNING 1
  )
  SELECT count(*)::int FROM inserted
$$;

REVOKE ALL ON FUNCTION deliver_due_messages(), publish_system_announcement(text, text, timestamptz, smallint, smallint)
  FROM PUBLIC;
GRANT EXECUTE ON FUNCTION deliver_due_messages(), publish_system_announcement(text, text, timestamptz, smallint, smallint)
  TO portal_app;
