import type { Banner, bannerFormSchema } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'

type BannerForm = z.output<typeof bannerFormSchema>
type Row = { id: string; file_id: string; business_id: string; link: string; open_type: number; sort: number }

const SELECT_BANNERS = `SELECT b.id, b.file_id, f.business_id, b.link, b.open_type, b.sort
  FROM banners b JOIN files f ON f.tenant_id = b.tenant_id AND f.id = b.file_id`

const toBanner = (row: Row): Banner => ({
  id: row.id,
  fileRelationId: row.file_id,
  businessId: row.business_id,
  link: row.link,
  openType: row.open_type as Banner['openType'],
  sort: row.sort,
})

/** The current tenant's banners in carousel order. */
export async function listBanners(tx: Queryable): Promise<Banner[]> {
  const { rows } = await tx.query<Row>(`${SELECT_BANNERS} ORDER BY b.sort, b.created_at, b.id`)
  return rows.map(toBanner)
}

/** One banner of the current tenant, or null. */
export async function findBanner(tx: Queryable, id: string): Promise<Banner | null> {
  const { rows } = await tx.query<Row>(`${SELECT_BANNERS} WHERE b.id = $1`, [id])
  return rows[0] ? toBanner(rows[0]) : null
}

/** Whether the file is a banner image uploaded to the current tenant. */
export async function isBannerFile(tx: Queryable, fileId: string): Promise<boolean> {
  const { rows } = await tx.query(`SELECT 1 FROM files WHERE id = $1 AND purpose = 'banner'`, [fileId])
  return rows.length > 0
}

export async function insertBanner(
  tx: Queryable,
  form: BannerForm,
  accountId: string,
): Promise<Banner | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO banners (tenant_id, file_id, link, open_type, sort, created_by)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5) RETURNING id`,
    [form.fileRelationId, form.link, form.openType, form.sort, accountId],
  )
  return rows[0] ? findBanner(tx, rows[0].id) : null
}

/** @returns the saved banner, or null when the tenant has no such banner */
export async function updateBanner(tx: Queryable, id: string, form: BannerForm): Promise<Banner | null> {
  const { rows } = await tx.query<{ old_file_id: string }>(
    `UPDATE banners b SET file_id = $2, link = $3, open_type = $4, sort = $5, updated_at = now()
     FROM banners old WHERE b.id = $1 AND old.id = b.id RETURNING old.file_id AS old_file_id`,
    [id, form.fileRelationId, form.link, form.openType, form.sort],
  )
  if (!rows[0]) return null
  await dropUnusedBannerFile(tx, rows[0].old_file_id)
  return findBanner(tx, id)
}

/** @returns whether the tenant had the banner */
export async function deleteBanner(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query<{ file_id: string }>(
    'DELETE FROM banners WHERE id = $1 RETURNING file_id',
    [id],
  )
  if (!rows[0]) return false
  await dropUnusedBannerFile(tx, rows[0].file_id)
  return true
}

/** A banner image no banner shows any more is deleted with it, so images do not pile up. */
async function dropUnusedBannerFile(tx: Queryable, fileId: string) {
  await tx.query(
    `DELETE FROM files WHERE id = $1 AND purpose = 'banner'
       AND NOT EXISTS (SELECT 1 FROM banners WHERE file_id = $1)`,
    [fileId],
  )
}
