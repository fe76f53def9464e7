import type { FastifyInstance } from 'fastify'
import { messageDelivery } from './message-delivery'
import { messageRoutes } from './message-routes'
import { announcementRoutes } from './announcement-routes'
import { systemAnnouncementRoutes } from './system-announcement-routes'

/** The message centre: delivery, messages, notice types, announcements and system announcements. */
export async function messagesModule(app: FastifyInstance) {
  await app.register(messageDelivery)
  await app.register(messageRoutes)
  await app.register(announcementRoutes)
  await app.register(systemAnnouncementRoutes)
}
