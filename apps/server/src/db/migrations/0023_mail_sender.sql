-- The agent's e-mail sender (issue 11, code email.single): each e-mail an agent sends, with its result, and the
-- attachments uploaded for it (kept apart until the send names them, then bound to the e-mail).

CREATE TABLE sent_emails (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  -- The customer it concerns, for the customer centre's contact history.
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  to_addresses text[] NOT NULL,
  cc_addresses text[] NOT NULL DEFAULT '{}',
  subject text NOT NULL,
  body_html text NOT NULL,
  status text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent', 'failed')),
  -- A contract reason code only (MAIL_FAILURE_REASONS), never what the mail server said.
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (tenant_id, id)
);
CREATE INDEX sent_emails_by_sender ON sent_emails (tenant_id, account_id, created_at DESC);
CREATE INDEX sent_emails_by_customer ON sent_emails (tenant_id, customer_id, created_at DESC)
  WHERE customer_id IS NOT NULL;

CREATE TABLE email_attachments (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  email_id uuid,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, email_id) REFERENCES sent_emails (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX email_attachments_by_email ON email_attachments (tenant_id, email_id);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sent_emails', 'email_attachments'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_is_current ON %I USING (tenant_id = current_tenant_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO portal_app', t);
  END LOOP;
END $$;

-- Agents of existing tenants may send e-mail, as the tenant template now gives new ones.
INSERT INTO role_permissions (tenant_id, role_id, permission_code)
SELECT tenant_id, id, 'email.single' FROM roles WHERE code = 'agent'
ON CONFLICT DO NOTHING;
