import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type Banner,
  bannerListRoute,
  checkBannerLink,
  deleteBannerRoute,
  saveBannerRoute,
  updateBannerRoute,
  type bannerFormSchema,
} from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { recordAudit } from '../audit/audit-trail'
import {
  deleteBanner,
  findBanner,
  insertBanner,
  isBannerFile,
  listBanners,
  updateBanner,
} from './banner-repository'

type BannerForm = z.output<typeof bannerFormSchema>

/** Checks a banner form (its link, and that its image is a banner file of the tenant), then saves it. */
const saveChecked = async <T>(
  request: FastifyRequest,
  form: BannerForm,
  save: (tx: Queryable, accountId: string) => Promise<T>,
): Promise<T> => {
  const linkError = checkBannerLink(form.link, form.openType)
  if (linkError) throw new AppError('FAILURE', linkError, 400)
  return request.withTenant(async (tx) => {
    if (!(await isBannerFile(tx, form.fileRelationId)))
      throw new AppError('FAILURE', 'banner.imageRequired', 400)
    return save(tx, request.session?.accountId ?? '')
  })
}

/** A banner's values as the audit trail shows them. */
const auditValues = ({ fileRelationId, link, openType, sort }: Banner) => ({
  fileRelationId,
  link,
  openType,
  sort,
})

/** Records a banner's change in the trail, in the transaction that made it. */
const auditBanner = (
  tx: Queryable,
  request: FastifyRequest,
  verb: 'create' | 'update' | 'delete',
  before: Banner | null,
  after: Banner | null,
) =>
  recordAudit(tx, request, {
    action: `banner.${verb}`,
    targetType: 'banner',
    targetId: (after ?? before)?.id,
    targetName: (after ?? before)?.link || null,
    before: before && auditValues(before),
    after: after && auditValues(after),
  })

export async function bannerRoutes(app: FastifyInstance) {
  serveRoute(app, bannerListRoute, async ({ request }) => request.withTenant(listBanners))

  serveRoute(app, saveBannerRoute, async ({ body, request }) => {
    const saved = await saveChecked(request, body, async (tx, accountId) => {
      const banner = await insertBanner(tx, body, accountId)
      if (banner) await auditBanner(tx, request, 'create', null, banner)
      return banner
    })
    if (!saved) throw notFound()
    return saved
  })

  serveRoute(app, updateBannerRoute, async ({ params, body, request }) => {
    const saved = await saveChecked(request, body, async (tx) => {
      const before = await findBanner(tx, params.id)
      const banner = await updateBanner(tx, params.id, body)
      if (banner) await auditBanner(tx, request, 'update', before, banner)
      return banner
    })
    if (!saved) throw notFound()
    return saved
  })

  serveRoute(app, deleteBannerRoute, async ({ params, request }) => {
    const deleted = await request.withTenant(async (tx) => {
      const before = await findBanner(tx, params.id)
      if (!before || !(await deleteBanner(tx, params.id))) return false
      await auditBanner(tx, request, 'delete', before, null)
      return true
    })
    if (!deleted) throw notFound()
    return null
  })
}
