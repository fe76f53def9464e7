-- Uploads (issue 25, part 2 items 4 to 6): names stored before the file-name rule (`cleanFileName` in the
-- contract) lose their bidi controls and C1 control characters as the rule now removes and replaces them.
DO $$
DECLARE
  bidi text := chr(1564) || chr(8206) || chr(8207) || chr(8234) || chr(8235) || chr(8236) || chr(8237)
    || chr(8238) || chr(8294) || chr(8295) || chr(8296) || chr(8297);
  c1 text := '[' || chr(128) || '-' || chr(159) || ']';
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['files', 'email_attachments'] LOOP
    EXECUTE format(
      $sql$UPDATE %I SET file_name = COALESCE(NULLIF(btrim(regexp_replace(translate(file_name, %L, ''), %L, '_', 'g')), ''), '_')
           WHERE file_name <> regexp_replace(translate(file_name, %L, ''), %L, '_', 'g')$sql$,
      t, bidi, c1, bidi, c1);
  END LOOP;
END $$;

-- What nothing will ever use again is deleted a day after it was uploaded, in any tenant: e-mail attachments
-- never sent, and brand images and avatars since replaced (each upload makes a new file and points at it).
CREATE INDEX email_attachments_unsent ON email_attachments (created_at) WHERE email_id IS NULL;
CREATE INDEX files_replaceable ON files (created_at) WHERE purpose IN ('brand', 'avatar');

-- Deletes up to p_limit of each kind uploaded more than p_older_than_seconds ago (by the database's clock, which
-- every process shares); rows another process holds (a send binding its attachments, another sweep) are skipped,
-- not waited for. A definer function: the sweep has no tenant, and the tables' row-level security wants one.
CREATE FUNCTION delete_abandoned_uploads(p_older_than_seconds integer, p_limit integer)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_before timestamptz := now() - make_interval(secs => p_older_than_seconds);
  v_attachments integer;
  v_images integer;
BEGIN
  DELETE FROM email_attachments a
  WHERE a.email_id IS NULL AND a.id IN (
    SELECT u.id FROM email_attachments u
    WHERE u.email_id IS NULL AND u.created_at < v_before
    ORDER BY u.created_at LIMIT p_limit FOR UPDATE SKIP LOCKED);
  GET DIAGNOSTICS v_attachments = ROW_COUNT;

  DELETE FROM files f
  WHERE f.id IN (
    SELECT r.id FROM files r
    WHERE r.purpose IN ('brand', 'avatar') AND r.created_at < v_before
      AND NOT EXISTS (SELECT 1 FROM tenants t WHERE t.id = r.tenant_id
                        AND r.id::text IN (t.brand ->> 'logoFileId', t.brand ->> 'backgroundFileId'))
      AND NOT EXISTS (SELECT 1 FROM tenant_members m WHERE m.tenant_id = r.tenant_id AND m.avatar_file_id = r.id)
    ORDER BY r.created_at LIMIT p_limit FOR UPDATE SKIP LOCKED);
  GET DIAGNOSTICS v_images = ROW_COUNT;
  RETURN v_attachments + v_images;
END $$;
REVOKE ALL ON FUNCTION delete_abandoned_uploads(integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION delete_abandoned_uploads(integer, integer) TO portal_app;
