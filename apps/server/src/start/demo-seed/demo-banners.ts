import { readFileSync } from 'node:fs'
import type pg from 'pg'
import { BANNER_OPEN_TYPES } from '@portal/contract'

/**
 * Three carousel pictures and where each leads: drawings of announcements, a work order's way and the service desk
 * reaching the company's site, as SVG in ./banners rendered to JPEG (940×320, under 25 KB) by
 * scripts/render-demo-banners.mjs; the JPEGs are committed, nothing is drawn or fetched at start.
 */
const DEMO_BANNERS = [
  {
    picture: 'banner-1.jpg',
    link: '/dzfront/portal/news?type=3',
    openType: BANNER_OPEN_TYPES.internalRoute,
  },
  {
    picture: 'banner-2.jpg',
    link: '/dzfront/portal/mzz/workorder/workorder/front/main/order?filterMenu=pending',
    openType: BANNER_OPEN_TYPES.internalRoute,
  },
  {
    picture: 'banner-3.jpg',
    link: 'https://www.example.com/',
    openType: BANNER_OPEN_TYPES.newWindow,
  },
] as const

/** A demo tenant's banners (the first `count`): each picture stored as a 'banner' file, in carousel order. */
export async function seedDemoBanners(
  owner: pg.ClientBase,
  tenantId: string,
  createdBy: string,
  count: number = DEMO_BANNERS.length,
) {
  for (const [index, banner] of DEMO_BANNERS.slice(0, count).entries()) {
    const image = readFileSync(new URL(`./banners/${banner.picture}`, import.meta.url))
    const { rows } = await owner.query<{ id: string }>(
      `INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data, created_by)
       VALUES ($1, gen_random_uuid(), 'banner', $2, 'image/jpeg', $3, $4, $5) RETURNING id`,
      [tenantId, banner.picture, image.length, image, createdBy],
    )
    await owner.query(
      `INSERT INTO banners (tenant_id, file_id, link, open_type, sort, created_by) VALUES ($1, $2, $3, $4, $5, $6)`,
      [tenantId, rows[0]?.id, banner.link, banner.openType, index + 1, createdBy],
    )
  }
}
