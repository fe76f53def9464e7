import type { FilePurpose } from '@portal/contract'
import type { Queryable } from '../../db/database'

/**
 * The files an id array names, in its order, as the contract's attachments (`uploadedFileSchema`), for a select
 * list (a trailing comma: it sits among other columns). Only files of the purpose count, so an id of another
 * purpose never shows under a record it does not belong to.
 * @example `SELECT a.id, ${attachmentsOf('a.attachment_ids', 'knowledge')} a.title FROM knowledge_articles a`
 */
export const attachmentsOf = (
  ids: string,
  purpose: FilePurpose,
) => `COALESCE((SELECT json_agg(json_build_object('fileRelationId', f.id,
      'fileName', f.file_name, 'fileType', f.content_type, 'size', f.size) ORDER BY array_position(${ids}, f.id))
    FROM files f WHERE f.id = ANY (${ids}) AND f.purpose = '${purpose}'), '[]') AS attachments,`

/**
 * Whether the current tenant (row-level security: another tenant's id is missing) holds every one of these files
 * for the purpose, uploaded by `uploadedBy` and of one of `contentTypes` when given; repeats count once.
 * @example await allFilesExist(tx, 'workOrder', body.attachmentIds, { uploadedBy: accountId })
 */
export async function allFilesExist(
  tx: Queryable,
  purpose: FilePurpose,
  ids: readonly string[],
  only: { uploadedBy?: string; contentTypes?: readonly string[] } = {},
): Promise<boolean> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return true
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM files
     WHERE id = ANY ($1::uuid[]) AND purpose = $2 AND ($3::uuid IS NULL OR created_by = $3::uuid)
       AND ($4::text[] IS NULL OR content_type = ANY ($4::text[]))`,
    [unique, purpose, only.uploadedBy ?? null, only.contentTypes ?? null],
  )
  return rows[0]?.n === unique.length
}
