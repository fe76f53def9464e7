import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
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
import { deleteBanner, insertBanner, isBannerFile, listBanners, updateBanner } from './banner-repository'

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

export async function bannerRoutes(app: FastifyInstance) {
  serveRoute(app, bannerListRoute, async ({ request }) => request.withTenant(listBanners))

  serveRoute(app, saveBannerRoute, async ({ body, request }) => {
    const saved = await saveChecked(request, body, (tx, accountId) => insertBanner(tx, body, accountId))
    if (!saved) throw notFound()
    return saved
  })

  serveRoute(app, updateBannerRoute, async ({ params, body, request }) => {
    const saved = await saveChecked(request, body, (tx) => updateBanner(tx, params.id, body))
    if (!saved) throw notFound()
    return saved
  })

  serveRoute(app, deleteBannerRoute, async ({ params, request }) => {
    if (!(await request.withTenant((tx) => deleteBanner(tx, params.id)))) throw notFound()
    return null
  })
}
