/** SQL shared by the message queries (alias `m` for messages). */

/**
 * The attachments of message `m` as a JSON array of the contract's MessageAttachment, oldest first. Most messages
 * have none: the CASE spares them the ordered aggregate, which costs more per row than the rest of a list page.
 */
export const ATTACHMENTS_OF_M = `CASE WHEN m.file_business_id IS NULL THEN '[]'::json ELSE COALESCE((
  SELECT json_agg(json_build_object('fileName', f.file_name, 'fileType', f.content_type, 'fileRelationId', f.id)
                  ORDER BY f.created_at, f.id)
  FROM files f
  WHERE f.tenant_id = m.tenant_id AND f.business_id = m.file_business_id AND f.purpose = 'message'), '[]') END`

/**
 * A timestamptz as ISO-8601 UTC text with microseconds, so a cursor made from it compares exactly.
 * @example isoTime('m.created_at') // to_char(m.created_at AT TIME ZONE 'UTC', ...)
 */
export const isoTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
