-- A single SMS sent to the caller of a call (an unknown caller, whose number the agent sees only masked): the call
-- it went to, so the sender's sent list masks the number as it masks a customer's.
ALTER TABLE sms_messages ADD COLUMN call_record_id uuid REFERENCES call_records (id) ON DELETE SET NULL;
