-- Every SMS the portal sends (login, second-factor, reset and registration codes, an agent's single SMS) is one row
-- here, queued durably: a worker in any server process claims due rows (FOR UPDATE SKIP LOCKED), hands them to the
-- configured provider, and retries with backoff up to a limit. A row survives a restart: one left 'sending' by a
-- process that died is claimed again once its lease runs out. A code's body is cleared as soon as it is sent or
-- given up, so no code stays readable.
CREATE TABLE sms_messages (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  -- NULL for a code sent before any tenant is known (no account matched yet is never queued).
  tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('login', 'second-auth', 'reset', 'register', 'single')),
  recipient text NOT NULL,
  body text,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'submitted', 'buffered', 'delivered', 'undelivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  provider text,
  provider_id text,
  last_error text,
  sender_account_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  template_id bigint,
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  segments integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  delivered_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_messages_due ON sms_messages (next_attempt_at) WHERE status IN ('queued', 'sending');
CREATE INDEX sms_messages_sender ON sms_messages (tenant_id, sender_account_id, created_at DESC);
CREATE INDEX sms_messages_customer ON sms_messages (tenant_id, customer_id, created_at DESC)
  WHERE customer_id IS NOT NULL;

-- A tenant's SMS signatures and templates (§3 Template: signManageId -1 means no signature).
CREATE TABLE sms_signatures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL
);
CREATE TABLE sms_templates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  content text NOT NULL,
  signature_id bigint REFERENCES sms_signatures (id) ON DELETE SET NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX sms_templates_tenant ON sms_templates (tenant_id, position);

-- A tenant's external tool links in the tools menu (§3 Tool item), each shown only with its permission code.
CREATE TABLE tool_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  resource_code text NOT NULL,
  name text NOT NULL,
  url text NOT NULL,
  icon text NOT NULL DEFAULT '',
  sub text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sms_messages', 'sms_signatures', 'sms_templates', 'tool_links'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_is_current ON %I USING (tenant_id = current_tenant_id())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO portal_app', t);
  END LOOP;
END $$;

-- The queue works across tenants (and on codes with no tenant), so it goes through these narrow functions, each
-- touching only the queue's own columns.
CREATE FUNCTION sms_enqueue(p_tenant_id uuid, p_purpose text, p_recipient text, p_body text, p_max_attempts integer,
  p_sender_account_id uuid, p_template_id bigint, p_customer_id uuid, p_segments integer)
RETURNS uuid
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO sms_messages (tenant_id, purpose, recipient, body, max_attempts, sender_account_id, template_id,
    customer_id, segments)
  VALUES (p_tenant_id, p_purpose, p_recipient, p_body, p_max_attempts, p_sender_account_id, p_template_id,
    p_customer_id, p_segments)
  RETURNING id
$$;

-- Claims up to p_limit due rows (queued and due, or 'sending' whose lease ran out) for p_lease_seconds.
CREATE FUNCTION sms_claim(p_limit integer, p_lease_seconds integer, p_only uuid)
RETURNS TABLE (id uuid, recipient text, body text, attempts integer)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE sms_messages m SET status = 'sending', attempts = m.attempts + 1, updated_at = now(),
    lease_until = now() + make_interval(secs => p_lease_seconds)
  WHERE m.id IN (
    SELECT q.id FROM sms_messages q
    WHERE (p_only IS NULL OR q.id = p_only)
      AND ((q.status = 'queued' AND q.next_attempt_at <= now()) OR (q.status = 'sending' AND q.lease_until < now()))
    ORDER BY q.next_attempt_at LIMIT p_limit FOR UPDATE SKIP LOCKED)
  RETURNING m.id, m.recipient, m.body, m.attempts
$$;

-- The provider took the message: a code's body goes at once.
CREATE FUNCTION sms_mark_sent(p_id uuid, p_provider text, p_provider_id text)
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE sms_messages SET status = 'sent', provider = p_provider, provider_id = p_provider_id, sent_at = now(),
    lease_until = NULL, last_error = NULL, updated_at = now(),
    body = CASE WHEN purpose = 'single' THEN body END
  WHERE id = p_id AND status = 'sending'
$$;

-- The provider refused or could not be reached: queued again after p_retry_seconds, or failed at the limit.
CREATE FUNCTION sms_mark_attempt_failed(p_id uuid, p_error text, p_retry_seconds double precision)
RETURNS text
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE sms_messages SET last_error = left(p_error, 200), lease_until = NULL, updated_at = now(),
    status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
    next_attempt_at = now() + make_interval(secs => p_retry_seconds),
    body = CASE WHEN purpose = 'single' OR attempts < max_attempts THEN body END
  WHERE id = p_id AND status = 'sending'
  RETURNING status
$$;

-- A delivery report: a final state (delivered, undelivered) is never replaced by a later interim one.
CREATE FUNCTION sms_record_delivery(p_id uuid, p_status text)
RETURNS TABLE (tenant_id uuid)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  -- A report can come before the sender marks the row sent: it is sent then, and a code's body goes at once.
  UPDATE sms_messages SET status = p_status, updated_at = now(),
    delivered_at = CASE WHEN p_status = 'delivered' THEN now() ELSE delivered_at END,
    sent_at = coalesce(sent_at, now()), lease_until = NULL,
    body = CASE WHEN purpose = 'single' THEN body END
  WHERE id = p_id AND status IN ('sending', 'sent', 'submitted', 'buffered')
    AND p_status IN ('submitted', 'buffered', 'delivered', 'undelivered')
  RETURNING sms_messages.tenant_id
$$;

-- What a person waiting for a code may learn of its row: its status only.
CREATE FUNCTION sms_delivery_status(p_id uuid)
RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT status FROM sms_messages WHERE id = p_id
$$;

REVOKE ALL ON FUNCTION sms_enqueue(uuid, text, text, text, integer, uuid, bigint, uuid, integer),
  sms_claim(integer, integer, uuid), sms_mark_sent(uuid, text, text),
  sms_mark_attempt_failed(uuid, text, double precision), sms_record_delivery(uuid, text), sms_delivery_status(uuid)
  FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_enqueue(uuid, text, text, text, integer, uuid, bigint, uuid, integer),
  sms_claim(integer, integer, uuid), sms_mark_sent(uuid, text, text),
  sms_mark_attempt_failed(uuid, text, double precision), sms_record_delivery(uuid, text), sms_delivery_status(uuid)
  TO portal_app;
