import type pg from 'pg'
import { BANNER_OPEN_TYPES } from '@portal/contract'
import { gradientPng } from './gradient-png'

/** Three carousel images (940×320 shown, drawn at half size) and where each leads. */
const DEMO_BANNERS = [
  {
    colours: [
      [31, 78, 140],
      [64, 169, 255],
    ],
    link: '/dzfront/portal/news?type=3',
    openType: BANNER_OPEN_TYPES.internalRoute,
  },
  {
    colours: [
      [19, 117, 94],
      [115, 209, 61],
    ],
    link: '/dzfront/portal/mzz/workorder/workorder/front/main/order?filterMenu=pending',
    openType: BANNER_OPEN_TYPES.internalRoute,
  },
  {
    colours: [
      [173, 78, 0],
      [250, 173, 20],
    ],
    link: 'https://www.example.com/',
    openType: BANNER_OPEN_TYPES.newWindow,
  },
] as const

/** A demo tenant's banners (the first `count`): each a generated PNG stored as a 'banner' file, in carousel order. */
export async function seedDemoBanners(
  owner: pg.ClientBase,
  tenantId: string,
  createdBy: string,
  count: number = DEMO_BANNERS.length,
) {
  for (const [index, banner] of DEMO_BANNERS.slice(0, count).entries()) {
    const [from, to] = banner.colours
    const image = gradientPng(470, 160, from, to)
    const { rows } = await owner.query<{ id: string }>(
      `INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data, created_by)
       VALUES ($1, gen_random_uuid(), 'banner', $2, 'image/png', $3, $4, $5) RETURNING id`,
      [tenantId, `banner-${index + 1}.png`, image.length, image, createdBy],
    )
    await owner.query(
      `INSERT INTO banners (tenant_id, file_id, link, open_type, sort, created_by) VALUES ($1, $2, $3, $4, $5, $6)`,
      [tenantId, rows[0]?.id, banner.link, banner.openType, index + 1, createdBy],
    )
  }
}
