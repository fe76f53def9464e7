-- The message list's pages are kept in memory too (modules/messages/message-page-cache.ts). Deliveries,
-- withdrawals, read and favourite flags and membership already send stale notices (0011); so does whatever else a
-- page shows that can change: a delivered message edited or deleted, a notice type renamed, an attachment.
CREATE FUNCTION tenant_messages_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_stale(OLD.tenant_id, NULL, NULL, NULL);
  RETURN NULL;
END $$;

-- Delivery and withdrawal notify already (count_message_changes), the delivery with its cursor.
CREATE TRIGGER messages_shown_changed AFTER UPDATE ON messages
  FOR EACH ROW WHEN (OLD.delivery_seq IS NOT NULL
    AND OLD.delivery_seq IS NOT DISTINCT FROM NEW.delivery_seq
    AND OLD.withdrawn_at IS NOT DISTINCT FROM NEW.withdrawn_at
    AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION tenant_messages_changed();
CREATE TRIGGER messages_shown_deleted AFTER DELETE ON messages
  FOR EACH ROW WHEN (OLD.delivery_seq IS NOT NULL) EXECUTE FUNCTION tenant_messages_changed();
CREATE TRIGGER notice_types_changed AFTER UPDATE OR DELETE ON notice_types
  FOR EACH ROW EXECUTE FUNCTION tenant_messages_changed();
-- An attachment is linked when its message is saved, before delivery; only later changes matter here.
CREATE TRIGGER message_files_changed AFTER UPDATE ON files
  FOR EACH ROW WHEN (OLD.purpose = 'message' AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION tenant_messages_changed();
CREATE TRIGGER message_files_deleted AFTER DELETE ON files
  FOR EACH ROW WHEN (OLD.purpose = 'message') EXECUTE FUNCTION tenant_messages_changed();
