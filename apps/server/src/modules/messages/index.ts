import type { FastifyInstance } from 'fastify'
import { messageRoutes } from './message-routes'
import { announcementRoutes } from './announcement-routes'
import { systemAnnouncementRoutes } from './system-announcement-routes'

/** The message centre: messages, notice types, announcements and system announcements (delivery is app-wide). */
export async function messagesModule(app: FastifyInstance) {
  await app.register(messageRoutes)
  await app.register(announcementRoutes)
  await app.register(systemAnnouncementRoutes)
}
