-- The abandoned-upload sweep also takes a work order's attachment uploaded but never named by an order (the dialog
-- closed without creating it), once past the same bound; an order's attachments stay with it. The knowledge base's
-- files are kept: an article's every version may name them.
CREATE INDEX files_work_order_uploads ON files (created_at) WHERE purpose = 'workOrder';

CREATE OR REPLACE FUNCTION delete_abandoned_uploads(p_older_than_seconds integer, p_limit integer)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_before timestamptz := now() - make_interval(secs => p_older_than_seconds);
  v_attachments integer;
  v_images integer;
  v_order_files integer;
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

  DELETE FROM files f
  WHERE f.id IN (
    SELECT r.id FROM files r
    WHERE r.purpose = 'workOrder' AND r.created_at < v_before
      AND NOT EXISTS (SELECT 1 FROM work_orders w
                      WHERE w.tenant_id = r.tenant_id AND w.attachment_ids @> ARRAY[r.id])
    ORDER BY r.created_at LIMIT p_limit FOR UPDATE SKIP LOCKED);
  GET DIAGNOSTICS v_order_files = ROW_COUNT;
  RETURN v_attachments + v_images + v_order_files;
END $$;
