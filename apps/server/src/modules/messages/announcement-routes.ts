import type { FastifyInstance } from 'fastify'
import {
  announcementListRoute,
  audienceRolesRoute,
  newsPush,
  publishAnnouncementRoute,
  withdrawAnnouncementRoute,
} from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { declaredPush } from '../../plugins/app/push/push-publication'
import {
  insertAnnouncement,
  listAnnouncements,
  listAudienceRoles,
  withdrawAnnouncement,
} from './announcement-repository'
import { auditAnnouncement } from './announcement-audit'
import { latestDeliverySeq } from './message-delivery-repository'
import { messagePageCache } from './message-page-cache'

/** Enterprise announcements (type 3), managed in settings by holders of the announcements code. */
export async function announcementRoutes(app: FastifyInstance) {
  serveRoute(app, announcementListRoute, ({ request }) =>
    request.withTenant((tx) => listAnnouncements(tx, request.locale)),
  )

  serveRoute(app, publishAnnouncementRoute, async ({ body, request }) => {
    // The write and its read-back commit together: once the announcement is saved the answer says so, whatever
    // then happens to its delivery (an administrator told otherwise would publish it twice). What this delivery
    // cannot do, the 1 s sweep of every process does.
    const saved = await request.withTenant(async (tx) => {
      const id = await insertAnnouncement(tx, request.session?.accountId ?? '', body)
      const [row] = await listAnnouncements(tx, request.locale, id)
      if (row) await auditAnnouncement(tx, request, 'publish', row)
      return row
    })
    if (!saved) throw notFound()
    const delivered = await app
      .deliverMessages()
      .then(() => request.withTenant((tx) => listAnnouncements(tx, request.locale, saved.id)))
      .then(([row]) => row)
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'announcement saved; its delivery is left to the sweep')
        return undefined
      })
    return delivered ?? saved
  })

  serveRoute(app, withdrawAnnouncementRoute, async ({ params, request }) => {
    const cursor = await request.withTenant(async (tx) => {
      const [announcement] = await listAnnouncements(tx, request.locale, params.id)
      if (!announcement || !(await withdrawAnnouncement(tx, params.id))) return null
      await auditAnnouncement(tx, request, 'withdraw', announcement)
      return latestDeliverySeq(tx)
    })
    if (cursor === null) throw notFound()
    messagePageCache(app.store.staleNotices).forget(request.session?.tenantId ?? '')
    // Open pages refresh their counts and lists: the withdrawn message is gone from them.
    await app.pushBus.publish(
      declaredPush(newsPush, {
        audience: { tenantId: request.session?.tenantId ?? '' },
        payload: { cursor },
      }),
    )
    return null
  })

  serveRoute(app, audienceRolesRoute, ({ request }) =>
    request.withTenant((tx) => listAudienceRoles(tx, request.locale)),
  )
}
