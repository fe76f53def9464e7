-- A blind transfer on a SIP network (issue 28 part 5): the agent's call stays theirs while the customer follows
-- the REFER, as REFERRING; it is handed over once the customer's call reaches the colleague, or FAILED (the
-- customer stays with the agent), with the contract text of why in `failure`.
ALTER TABLE call_transfers DROP CONSTRAINT call_transfers_status_check;
ALTER TABLE call_transfers ADD CONSTRAINT call_transfers_status_check CHECK (status IN ('RINGING', 'CONSULTING',
  'COMPLETED', 'CONFERENCED', 'CANCELLED', 'REFUSED', 'UNANSWERED', 'HANDED_OVER', 'REFERRING', 'FAILED'));
ALTER TABLE call_transfers ADD COLUMN failure text;
-- At most one referral under way per call.
CREATE UNIQUE INDEX call_transfers_open_referral ON call_transfers (record_id) WHERE status = 'REFERRING';
