-- A consult completed on a SIP network (issue 28 part 5): it stays open as REFERRING while the customer follows the
-- REFER with Replaces, until their call reaches the colleague (COMPLETED) or not (back to CONSULTING, the customer
-- still held, with the contract text of why in `failure`). `ring_deadline` is then when it fails without a word.
DROP INDEX call_transfers_open_consult;
CREATE UNIQUE INDEX call_transfers_open_consult ON call_transfers (record_id)
  WHERE mode = 'CONSULT' AND status IN ('RINGING', 'CONSULTING', 'REFERRING');
DROP INDEX call_transfers_ring_due;
CREATE INDEX call_transfers_ring_due ON call_transfers (ring_deadline) WHERE status IN ('RINGING', 'REFERRING');

-- The consults whose colleague did not answer in time, or whose referral got no word in time, in any tenant.
CREATE OR REPLACE FUNCTION cti_due_consults(p_limit integer) RETURNS TABLE (tenant_id uuid, subject_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT t.tenant_id, t.id FROM call_transfers t
  WHERE t.status IN ('RINGING', 'REFERRING') AND t.ring_deadline <= now() LIMIT p_limit
$$;
