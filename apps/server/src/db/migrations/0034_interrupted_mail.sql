-- An e-mail is recorded 'sending' and committed before it goes to the mail server; a process that dies before it
-- records the result leaves it 'sending' for ever. Every process sweeps such e-mails, in any tenant, to 'failed'
-- with the reason 'interrupted' (content and attachments stay), through this narrow function as the SMS queue does.
CREATE INDEX sent_emails_sending ON sent_emails (created_at) WHERE status = 'sending';

-- Marks up to p_limit e-mails left 'sending' for more than p_older_than_seconds (by the database's clock, which
-- every process shares) as failed, interrupted; rows another process is finishing are skipped, not waited for.
CREATE FUNCTION sent_emails_mark_interrupted(p_older_than_seconds integer, p_limit integer)
RETURNS TABLE (tenant_id uuid, id uuid)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE sent_emails m SET status = 'failed', failure_reason = 'interrupted', finished_at = now()
  WHERE m.status = 'sending' AND m.id IN (
    SELECT s.id FROM sent_emails s
    WHERE s.status = 'sending' AND s.created_at < now() - make_interval(secs => p_older_than_seconds)
    ORDER BY s.created_at LIMIT p_limit FOR UPDATE SKIP LOCKED)
  RETURNING m.tenant_id, m.id
$$;

REVOKE ALL ON FUNCTION sent_emails_mark_interrupted(integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sent_emails_mark_interrupted(integer, integer) TO portal_app;
