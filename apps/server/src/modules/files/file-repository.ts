import type { FilePurpose, UploadedFile } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { visibleTo } from '../messages/message-visibility'
import { sqlParams } from '../../lib/sql-params'
import type { FileViewer } from './file-viewer'

export type StoredFile = { fileName: string; contentType: string; data: Buffer }

type NewFile = {
  businessId: string
  purpose: FilePurpose
  fileName: string
  contentType: string
  data: Buffer
  createdBy: string
}

/** Stores an uploaded file in the current tenant. */
export async function insertFile(tx: Queryable, file: NewFile): Promise<UploadedFile> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data, created_by)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      file.businessId,
      file.purpose,
      file.fileName,
      file.contentType,
      file.data.length,
      file.data,
      file.createdBy,
    ],
  )
  return {
    fileRelationId: rows[0]?.id ?? '',
    fileName: file.fileName,
    fileType: file.contentType,
    size: file.data.length,
  }
}

/**
 * The files a viewer may download, by id or by business id: files of the current tenant (row-level security)
 * that are banner images, avatars or the knowledge base's images and attachments (any member of the tenant, by
 * an id only an article names), attachments of a work order for a viewer who may read work orders (any order of
 * the tenant, so the order naming the file is all that is asked), or attachments of a message the viewer may see.
 * Anything else is simply absent.
 */
export async function findDownloadableFiles(
  tx: Queryable,
  viewer: FileViewer,
  by: { id: string; businessId?: string } | { businessId: string; purpose: 'message' },
): Promise<StoredFile[]> {
  const params = sqlParams()
  const match =
    'id' in by
      ? `f.id = ${params.add(by.id)}::uuid${by.businessId ? ` AND f.business_id::text = ${params.add(by.businessId)}` : ''}`
      : `f.business_id = ${params.add(by.businessId)}::uuid AND f.purpose = ${params.add(by.purpose)}`
  const { rows } = await tx.query<{ file_name: string; content_type: string; data: Buffer }>(
    `SELECT f.file_name, f.content_type, f.data FROM files f
     WHERE ${match}
       AND (f.purpose IN ('banner', 'avatar', 'knowledge')
            OR (f.purpose = 'workOrder' AND ${params.add(viewer.canReadWorkOrders)}::boolean
                AND EXISTS (SELECT 1 FROM work_orders w WHERE w.attachment_ids @> ARRAY[f.id]))
            OR EXISTS (SELECT 1 FROM messages m WHERE m.file_business_id = f.business_id AND ${visibleTo(viewer, params)}))
     ORDER BY f.created_at, f.id`,
    params.values,
  )
  return rows.map((row) => ({ fileName: row.file_name, contentType: row.content_type, data: row.data }))
}
