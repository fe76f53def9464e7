-- The dashboard (spec §2, §3): the records behind its to-do counts, the pages a user visited, the banners, and
-- the chat-robot QR logins of the message centre (subType 610).

-- Requests to put a customer on the blacklist, waiting for an auditor.
CREATE TABLE blacklist_audits (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  customer_name text NOT NULL,
  phone text NOT NULL,
  reason text NOT NULL,
  applicant_name text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  handled_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blacklist_audits_status ON blacklist_audits (tenant_id, status, created_at DESC);

-- Outbound call tasks, each assigned to one agent.
CREATE TABLE outbound_tasks (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  assignee_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  customer_name text NOT NULL,
  phone text NOT NULL,
  due_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  handled_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbound_tasks_assignee ON outbound_tasks (tenant_id, assignee_id, status, created_at DESC);

-- Messages visitors left while no agent was online.
CREATE TABLE offline_messages (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  visitor_name text NOT NULL,
  channel text NOT NULL,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'unhandled' CHECK (status IN ('unhandled', 'handled')),
  handled_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offline_messages_status ON offline_messages (tenant_id, status, created_at DESC);

-- Return visits planned for one agent.
CREATE TABLE return_visits (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  assignee_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  customer_name text NOT NULL,
  phone text NOT NULL,
  topic text NOT NULL,
  planned_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  handled_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX return_visits_assignee ON return_visits (tenant_id, assignee_id, status, created_at DESC);

-- The pages a user visited: one row per page (url), its latest visit; the server keeps the latest 50 per user.
CREATE TABLE page_visits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  url text NOT NULL,
  page_code text NOT NULL,
  title text NOT NULL,
  resource_code text NOT NULL DEFAULT '[]',   -- a JSON array of menu codes, as the client sends it
  visited_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, account_id, url)
);
CREATE INDEX page_visits_latest ON page_visits (tenant_id, account_id, visited_at DESC);

-- The dashboard carousel; each image is an uploaded file of purpose 'banner'.
CREATE TABLE banners (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  file_id uuid NOT NULL,
  link text NOT NULL DEFAULT '',
  open_type smallint NOT NULL CHECK (open_type IN (1, 2, 3)),
  sort integer NOT NULL DEFAULT 0,
  created_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, file_id) REFERENCES files (tenant_id, id)
);
CREATE INDEX banners_sorted ON banners (tenant_id, sort, created_at);

-- Chat-robot logins by QR code: the ticket the code carries, valid a short while, and how far the phone got.
-- The ticket is kept as is (not hashed) because every poll redraws the same code from it. 'expired' is not
-- stored: a login not confirmed by expires_at reads as expired.
CREATE TABLE chat_robot_qr_logins (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  ticket text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'scanned', 'confirmed')),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_robot_qr_logins_latest ON chat_robot_qr_logins (tenant_id, product_id, account_id, created_at DESC);

ALTER TABLE blacklist_audits ENABLE ROW LEVEL SECURITY;
ALTER TABLE blacklist_audits FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON blacklist_audits USING (tenant_id = current_tenant_id());
ALTER TABLE outbound_tasks ENABLE ROW LEVEL SECURITY;
ALTER TABLE outbound_tasks FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON outbound_tasks USING (tenant_id = current_tenant_id());
ALTER TABLE offline_messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE offline_messages FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON offline_messages USING (tenant_id = current_tenant_id());
ALTER TABLE return_visits ENABLE ROW LEVEL SECURITY;
ALTER TABLE return_visits FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON return_visits USING (tenant_id = current_tenant_id());
ALTER TABLE page_visits ENABLE ROW LEVEL SECURITY;
ALTER TABLE page_visits FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON page_visits USING (tenant_id = current_tenant_id());
ALTER TABLE banners ENABLE ROW LEVEL SECURITY;
ALTER TABLE banners FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON banners USING (tenant_id = current_tenant_id());
ALTER TABLE chat_robot_qr_logins ENABLE ROW LEVEL SECURITY;
ALTER TABLE chat_robot_qr_logins FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON chat_robot_qr_logins USING (tenant_id = current_tenant_id());

GRANT SELECT, INSERT, UPDATE, DELETE ON blacklist_audits, outbound_tasks, offline_messages, return_visits,
  page_visits, banners, chat_robot_qr_logins TO portal_app;

-- The phone's scan (demo only) comes with no session: it finds its login by the ticket alone, across tenants,
-- and confirms it while it is still valid.
CREATE FUNCTION chat_robot_qr_confirm(p_ticket text)
RETURNS boolean
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  WITH confirmed AS (
    UPDATE chat_robot_qr_logins SET status = 'confirmed', confirmed_at = now()
    WHERE ticket = p_ticket AND status <> 'confirmed' AND expires_at > now()
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM confirmed)
$$;
REVOKE ALL ON FUNCTION chat_robot_qr_confirm(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION chat_robot_qr_confirm(text) TO portal_app;

-- The two settings pages, for tenants that already exist; new tenants get them from the tenant template.
INSERT INTO menu_resources (tenant_id, parent_id, resource_code, resource_type, name, name_en, url, open_type,
  product_module, sort_order)
SELECT s.tenant_id, s.id, p.code, 2, p.name, p.name_en, p.url, 3, 'main',
       (SELECT COALESCE(max(sort_order), 0) FROM menu_resources WHERE tenant_id = s.tenant_id) + p.rank
FROM menu_resources s
CROSS JOIN (VALUES
  ('setting.enterpriseNotice', '企业公告', 'Enterprise announcements',
   '/dzfront/portal/mzz/main/main/setting/enterpriseNotice', 1),
  ('setting.banner', '首页轮播图', 'Home banners', '/dzfront/portal/mzz/main/main/setting/banner', 2)
) AS p (code, name, name_en, url, rank)
WHERE s.resource_code = 'setting'
ON CONFLICT (tenant_id, resource_code) DO NOTHING;

INSERT INTO role_permissions (tenant_id, role_id, permission_code)
SELECT r.tenant_id, r.id, c.code FROM roles r
CROSS JOIN (VALUES ('setting.enterpriseNotice'), ('setting.banner')) AS c (code)
WHERE r.code = 'administrator'
ON CONFLICT DO NOTHING;
