-- Sending limits (issue 25): a tenant's limits on single SMS and e-mail, per member and per tenant, per minute and
-- per day ('{}' until its administrator sets them: the contract's DEFAULT_SEND_LIMITS apply), and the indexes that
-- count a tenant's sending of the last minute and of its day. The counts are taken under a per-tenant advisory lock.
ALTER TABLE tenants ADD COLUMN send_limits jsonb NOT NULL DEFAULT '{}';
CREATE INDEX sms_messages_single_by_tenant ON sms_messages (tenant_id, created_at) WHERE purpose = 'single';
CREATE INDEX sent_emails_by_tenant ON sent_emails (tenant_id, created_at);

-- Delivery reports: Kannel is asked for the final report only (delivered, undelivered, rejected), and a message
-- takes one: every later report, a replay with another status among them, moves nothing (the caller refuses it).
-- The token in the report address cannot cover the status (Kannel fills in %d), so this is what makes it hold.
CREATE OR REPLACE FUNCTION sms_record_delivery(p_id uuid, p_status text)
RETURNS TABLE (tenant_id uuid)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  -- A report can come before the sender marks the row sent: it is sent then, and a code's body goes at once.
  UPDATE sms_messages SET status = p_status, updated_at = now(),
    delivered_at = CASE WHEN p_status = 'delivered' THEN now() ELSE delivered_at END,
    sent_at = coalesce(sent_at, now()), lease_until = NULL,
    body = CASE WHEN purpose = 'single' THEN body END
  WHERE id = p_id AND status IN ('sending', 'sent', 'submitted', 'buffered')
    AND p_status IN ('delivered', 'undelivered')
  RETURNING sms_messages.tenant_id
$$;
