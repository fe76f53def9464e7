import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  BRAND_IMAGE_MAX_BYTES,
  brandImageProblem,
  brandSettingsRoute,
  cleanFileName,
  saveBrandRoute,
  siteBrandImageRoute,
  siteBrandRoute,
  uploadBrandImageRoute,
  type BrandSettings,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { assertImageUpload } from '../files/image-header'
import { reserveTenantStorage } from '../files/tenant-storage'
import { insertBrandImage, loadSiteBrandImage } from './brand-image-repository'
import { describeBrand } from './tenant-descriptions'
import { changeTenantSettings } from './tenant-settings-change'
import { loadCurrentTenant, loadSiteTenant, saveBrand } from './tenant-settings-repository'

/** The body of an image upload: the base64 of the largest image, plus room for the other fields. */
const IMAGE_BODY_LIMIT = Math.ceil(BRAND_IMAGE_MAX_BYTES / 3) * 4 + 16 * 1024

const readBrand = async (tx: Queryable): Promise<BrandSettings | null> => {
  const tenant = await loadCurrentTenant(tx)
  if (!tenant) return null
  const { siteName, brandName, primaryColor, backgroundColor } = describeBrand(tenant, '')
  return {
    siteName,
    brandName,
    primaryColor,
    backgroundColor,
    hasLogo: Boolean(tenant.brand.logoFileId),
    hasBackground: Boolean(tenant.brand.backgroundFileId),
  }
}

/** Runs a brand change with its audit row, and answers the brand as it now is. */
const changeBrand = (
  request: FastifyRequest,
  apply: (tx: Queryable, before: BrandSettings) => Promise<Record<string, unknown>>,
): Promise<BrandSettings> =>
  changeTenantSettings(request, { action: 'brand.update', targetType: 'brand', read: readBrand, apply })

/** The tenant's brand (设置 › 品牌设置), and the brand and images each host name shows before login (spec §7). */
export async function brandRoutes(app: FastifyInstance) {
  serveRoute(app, brandSettingsRoute, async ({ request }) => {
    const brand = await request.withTenant(readBrand)
    if (!brand) throw notFound()
    return brand
  })

  serveRoute(app, saveBrandRoute, async ({ body, request }) =>
    changeBrand(request, async (tx) => {
      await saveBrand(tx, body)
      return body
    }),
  )

  serveRoute(
    app,
    uploadBrandImageRoute,
    async ({ params, body, request }) => {
      const data = Buffer.from(body.dataBase64, 'base64')
      const contentType = body.contentType.trim().toLowerCase()
      const problem = brandImageProblem(contentType, data.length)
      if (problem) throw new AppError('FAILURE', problem, 400)
      assertImageUpload(contentType, data, 'brand.imageType')
      const fileName = cleanFileName(body.fileName)
      return changeBrand(request, async (tx, before) => {
        await reserveTenantStorage(tx, data.length)
        const fileId = await insertBrandImage(tx, {
          fileName,
          contentType,
          data,
          createdBy: request.session?.accountId ?? '',
        })
        await saveBrand(tx, { [`${params.kind}FileId`]: fileId })
        const flag = params.kind === 'logo' ? 'hasLogo' : 'hasBackground'
        return { ...before, [flag]: true, [`${params.kind}File`]: fileName }
      })
    },
    { bodyLimit: IMAGE_BODY_LIMIT },
  )

  serveRoute(app, siteBrandRoute, async ({ params }) =>
    describeBrand(await loadSiteTenant(app.store.db, params.domain), params.domain),
  )

  serveRoute(app, siteBrandImageRoute, async ({ params }) => {
    const image = await loadSiteBrandImage(app.store.db, params.domain, params.kind)
    if (!image) throw notFound()
    return { fileName: image.fileName, contentType: image.contentType, body: image.data }
  })
}
