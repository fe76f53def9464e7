-- An agent's presence on the channels besides the phone (§2 header: online chat, e-mail, video), one row per
-- channel once the agent first changes it (no row reads as offline). `version` grows with every change so a page
-- drops a push that arrives late.
CREATE TABLE channel_presences (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('chat', 'email', 'video')),
  status text NOT NULL DEFAULT 'offline' CHECK (status IN ('online', 'busy', 'offline')),
  version bigint NOT NULL DEFAULT 1,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, account_id, channel)
);

ALTER TABLE channel_presences ENABLE ROW LEVEL SECURITY;
ALTER TABLE channel_presences FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON channel_presences USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON channel_presences TO portal_app;
