import type { FastifyInstance } from 'fastify'
import { systemAnnouncementRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { publishSystemAnnouncement } from './announcement-repository'

/** The platform operator's system announcement to every tenant (the announce command). */
export async function systemAnnouncementRoutes(app: FastifyInstance) {
  serveRoute(app, systemAnnouncementRoute, async ({ body }) => {
    const tenants = await publishSystemAnnouncement(app.store.db, body)
    await app.deliverMessages()
    return { tenants }
  })
}
