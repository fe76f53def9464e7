import type { BrandImageKind } from '@portal/contract'
import type { Database, Queryable } from '../../db/database'
import type { StoredFile } from '../files/file-repository'

/** Stores a brand image among the current tenant's files (purpose 'brand') and returns its id. */
export async function insertBrandImage(
  tx: Queryable,
  image: StoredFile & { createdBy: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data, created_by)
     VALUES (current_tenant_id(), gen_random_uuid(), 'brand', $1, $2, $3, $4, $5) RETURNING id`,
    [image.fileName, image.contentType, image.data.length, image.data, image.createdBy],
  )
  return rows[0]?.id ?? ''
}

/** The brand image a host name's tenant shows, before anyone has logged in; null when it sets none. */
export async function loadSiteBrandImage(
  db: Database,
  hostname: string,
  kind: BrandImageKind,
): Promise<StoredFile | null> {
  const { rows } = await db.query<{ file_name: string; content_type: string; data: Buffer }>(
    'SELECT * FROM site_brand_image($1, $2)',
    [hostname, kind],
  )
  const row = rows[0]
  return row ? { fileName: row.file_name, contentType: row.content_type, data: row.data } : null
}
