-- A member's own working preferences (issue 28): the theme and density of their screens, whether the keyboard
-- shortcuts are on, whether message chimes and banners stay quiet while a call is connected, and whether a ringing
-- call shows a desktop notification. One row per member of a tenant, written on their first change.
CREATE TABLE member_preferences (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  theme text NOT NULL DEFAULT 'light' CHECK (theme IN ('light', 'dark', 'system')),
  density text NOT NULL DEFAULT 'comfortable' CHECK (density IN ('comfortable', 'compact')),
  shortcuts_enabled boolean NOT NULL DEFAULT true,
  focus_during_calls boolean NOT NULL DEFAULT false,
  desktop_notifications boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, account_id)
);

ALTER TABLE member_preferences ENABLE ROW LEVEL SECURITY;
ALTER TABLE member_preferences FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON member_preferences USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON member_preferences TO portal_app;
