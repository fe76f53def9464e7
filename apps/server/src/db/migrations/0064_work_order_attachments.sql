-- A work order's attachments: files of purpose 'workOrder', uploaded by the members who handle work orders and named
-- by the order, in the order they were attached. A download asks whether an order of the tenant names the file, so
-- the ids are indexed for containment (@>) rather than read order by order.
ALTER TABLE work_orders ADD COLUMN attachment_ids uuid[] NOT NULL DEFAULT '{}';
CREATE INDEX work_orders_attachments ON work_orders USING gin (attachment_ids);

ALTER TABLE files DROP CONSTRAINT files_purpose_check;
ALTER TABLE files ADD CONSTRAINT files_purpose_check
  CHECK (purpose IN ('message', 'banner', 'avatar', 'brand', 'knowledge', 'workOrder'));
