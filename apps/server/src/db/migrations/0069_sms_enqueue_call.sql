-- A single SMS to a call's caller is queued with its call (0067's call_record_id), as one to a customer is queued
-- with the customer: in the one insert, rather than linked by a second statement afterwards.
DROP FUNCTION sms_enqueue(uuid, text, text, text, integer, uuid, bigint, uuid, integer);
CREATE FUNCTION sms_enqueue(p_tenant_id uuid, p_purpose text, p_recipient text, p_body text, p_max_attempts integer,
  p_sender_account_id uuid, p_template_id bigint, p_customer_id uuid, p_segments integer, p_call_record_id uuid)
RETURNS uuid
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO sms_messages (tenant_id, purpose, recipient, body, max_attempts, sender_account_id, template_id,
    customer_id, segments, call_record_id)
  VALUES (p_tenant_id, p_purpose, p_recipient, p_body, p_max_attempts, p_sender_account_id, p_template_id,
    p_customer_id, p_segments, p_call_record_id)
  RETURNING id
$$;
REVOKE ALL ON FUNCTION sms_enqueue(uuid, text, text, text, integer, uuid, bigint, uuid, integer, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_enqueue(uuid, text, text, text, integer, uuid, bigint, uuid, integer, uuid)
  TO portal_app;
