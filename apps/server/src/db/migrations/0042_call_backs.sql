-- Call-back (issue 26 part 2): a call placed back to a missed, rejected or abandoned call (or redialled from a
-- recent one) links the record it calls back, so the lists show that the caller was called back.
ALTER TABLE call_records ADD COLUMN callback_of uuid REFERENCES call_records (id) ON DELETE SET NULL;
CREATE INDEX call_records_callback_of ON call_records (tenant_id, callback_of) WHERE callback_of IS NOT NULL;
-- The abandoned calls of a skill group, newest first.
CREATE INDEX call_records_abandoned ON call_records (tenant_id, skill_group_id, started_at DESC)
  WHERE result = 'abandoned';
