-- A delivery report can reach us before the sender marks the message sent (Kannel reports as soon as the SMSC
-- does): sms_record_delivery then moves the row on, and sms_mark_sent found no row still 'sending', so the
-- message kept no provider and no provider id. The sender's mark now records them on a row a report already
-- reached, keeping the report's status.
CREATE OR REPLACE FUNCTION sms_mark_sent(p_id uuid, p_provider text, p_provider_id text)
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE sms_messages SET status = 'sent', provider = p_provider, provider_id = p_provider_id, sent_at = now(),
    lease_until = NULL, last_error = NULL, updated_at = now(),
    body = CASE WHEN purpose = 'single' THEN body END
  WHERE id = p_id AND status = 'sending';
  UPDATE sms_messages SET provider = p_provider, provider_id = p_provider_id, updated_at = now()
  WHERE id = p_id AND status IN ('delivered', 'undelivered') AND provider IS NULL;
$$;
