-- The knowledge base (issue 29 part 2, module kmp). An article's working copy is what its writers edit
-- (draft → review → published, or archived); what readers see and search is its published version, a row of
-- knowledge_published that the review writes; every save and every step of the review is a line of
-- knowledge_versions with the content as it was (knowledgeLogs), kept for good. Every table is the tenant's under
-- row-level security, like every other.

-- Trigram similarity for titles and tags spelled one or two letters off (trusted since PostgreSQL 13: the
-- database's owner may create it; the embedded database loads it in its worker).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE knowledge_categories (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, name),
  UNIQUE (tenant_id, id)
);
ALTER TABLE knowledge_categories ENABLE ROW LEVEL SECURITY;
ALTER TABLE knowledge_categories FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON knowledge_categories USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON knowledge_categories TO portal_app;

-- The working copy. role_ids limits who reads the article (none: every reader); queue_ids are the skill groups
-- whose calls it suits; attachment_ids are files of purpose 'knowledge'. body_text is the body's plain text.
CREATE TABLE knowledge_articles (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  category_id uuid,
  title text NOT NULL,
  body_html text NOT NULL DEFAULT '',
  body_text text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  role_ids uuid[] NOT NULL DEFAULT '{}',
  queue_ids uuid[] NOT NULL DEFAULT '{}',
  attachment_ids uuid[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'review', 'published', 'archived')),
  version integer NOT NULL DEFAULT 1,
  return_reason text,
  created_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  updated_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, category_id) REFERENCES knowledge_categories (tenant_id, id)
);
CREATE INDEX knowledge_articles_status ON knowledge_articles (tenant_id, status, updated_at DESC);
CREATE INDEX knowledge_articles_category ON knowledge_articles (tenant_id, category_id);
ALTER TABLE knowledge_articles ENABLE ROW LEVEL SECURITY;
ALTER TABLE knowledge_articles FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON knowledge_articles USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON knowledge_articles TO portal_app;

-- What readers see: one published version per article. search_vector holds the title (weight A), tags (B) and
-- body (C) as the server segmented them (Chinese words by jieba, Latin words lower-cased) under the 'simple'
-- configuration, the same on PGlite and PostgreSQL; similar_text is the title and tags for trigram matches.
CREATE TABLE knowledge_published (
  article_id uuid NOT NULL PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  version integer NOT NULL,
  category_id uuid,
  title text NOT NULL,
  body_html text NOT NULL,
  body_text text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  role_ids uuid[] NOT NULL DEFAULT '{}',
  queue_ids uuid[] NOT NULL DEFAULT '{}',
  attachment_ids uuid[] NOT NULL DEFAULT '{}',
  search_vector tsvector NOT NULL,
  similar_text text NOT NULL,
  published_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, article_id) REFERENCES knowledge_articles (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX knowledge_published_search ON knowledge_published USING gin (search_vector);
CREATE INDEX knowledge_published_similar ON knowledge_published USING gin (similar_text gin_trgm_ops);
CREATE INDEX knowledge_published_queues ON knowledge_published USING gin (queue_ids);
CREATE INDEX knowledge_published_newest ON knowledge_published (tenant_id, published_at DESC);
ALTER TABLE knowledge_published ENABLE ROW LEVEL SECURITY;
ALTER TABLE knowledge_published FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON knowledge_published USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON knowledge_published TO portal_app;

-- An article's log: each save (created, edited, with the fields it changed) and each step of its review
-- (submitted, published, returned with the reviewer's reason, archived), with the content as it was then.
-- Append-only for the app.
CREATE TABLE knowledge_versions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  article_id uuid NOT NULL,
  version integer NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'edited', 'submitted', 'published', 'returned', 'archived')),
  actor_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  title text NOT NULL,
  body_html text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  category_id uuid,
  changes text[] NOT NULL DEFAULT '{}',
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, article_id) REFERENCES knowledge_articles (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX knowledge_versions_article ON knowledge_versions (tenant_id, article_id, id DESC);
ALTER TABLE knowledge_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE knowledge_versions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON knowledge_versions USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT ON knowledge_versions TO portal_app;

-- An article's images and attachments are the tenant's files of purpose 'knowledge'.
ALTER TABLE files DROP CONSTRAINT files_purpose_check;
ALTER TABLE files ADD CONSTRAINT files_purpose_check
  CHECK (purpose IN ('message', 'banner', 'avatar', 'brand', 'knowledge'));

-- The new codes for the roles of existing tenants: readers are the roles with the knowledge base's menu entry;
-- administrators get all three.
INSERT INTO role_permissions (tenant_id, role_id, permission_code)
SELECT DISTINCT p.tenant_id, p.role_id, 'kmp.knowledge.read' FROM role_permissions p WHERE p.permission_code = 'kmp'
ON CONFLICT DO NOTHING;
INSERT INTO role_permissions (tenant_id, role_id, permission_code)
SELECT r.tenant_id, r.id, c.code FROM roles r
CROSS JOIN (VALUES ('kmp.knowledge.read'), ('kmp.knowledge.edit'), ('kmp.knowledge.audit')) AS c (code)
WHERE r.code = 'administrator'
ON CONFLICT DO NOTHING;
