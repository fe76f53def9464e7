import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import type { DestinationStream } from 'pino'
import type { Config } from './config/env'
import type { DataStore } from './start/data-store'
import { createLogger } from './lib/logger'
import { securityHeaders } from './plugins/external/security-headers'
import { rateLimitPlugin } from './plugins/external/rate-limit'
import { webApp } from './plugins/external/web-app'
import { requestLocale } from './plugins/app/request-locale'
import { crossSiteGuard } from './plugins/app/cross-site-guard'
import { errorHandler } from './plugins/app/error-handler'
import { sessionPlugin } from './plugins/app/session'
import { messagingAdapters } from './plugins/app/adapters/messaging-adapters'
import { pushBusPlugin } from './plugins/app/push-bus'
import { pushSocket } from './plugins/app/push-socket'
import { captchaRoutes } from './modules/auth/captcha-routes'
import { accountLifecycleRoutes } from './modules/account-lifecycle-routes'
import { menuRoutes } from './modules/menus/menu-routes'
import { extendTicketRoutes } from './modules/menus/extend-ticket-routes'
import { toolRoutes } from './modules/tools/tool-routes'
import { workOrderRoutes } from './modules/work-orders/work-order-routes'
import { authRoutes } from './modules/auth/auth-routes'
import { frontConfigRoutes } from './modules/front-config/front-config-routes'
import { outboxRoutes } from './modules/outbox/outbox-routes'
import { operatorTokenPlugin } from './plugins/app/operator-guard'
import { messageDelivery } from './modules/messages/message-delivery'
import { messageRoutes } from './modules/messages/message-routes'
import { announcementRoutes } from './modules/messages/announcement-routes'
import { systemAnnouncementRoutes } from './modules/messages/system-announcement-routes'
import { fileRoutes } from './modules/files/file-routes'
import { dashboardRoutes } from './modules/dashboard/dashboard-routes'
import { recordRoutes } from './modules/records/record-routes'
import { bannerRoutes } from './modules/banners/banner-routes'
import { chatRpaRoutes } from './modules/chat-rpa/chat-rpa-routes'

export type AppOptions = { config: Config; store: DataStore; logDestination?: DestinationStream }

/**
 * Builds the portal's HTTP app on an open data store. Plugins load external first, then the app's own, then
 * the routes. The caller listens, and closes the store after the app.
 */
export async function buildApp({ config, store, logDestination }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, logDestination),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  })
  app.decorate('config', config)
  app.decorate('store', store)

  await app.register(securityHeaders)
  await app.register(fastifyCookie)
  await app.register(rateLimitPlugin)
  await app.register(webApp, { distDir: config.webDistDir })

  await app.register(requestLocale)
  await app.register(crossSiteGuard)
  await app.register(errorHandler)
  await app.register(sessionPlugin)
  await app.register(messagingAdapters)
  await app.register(pushBusPlugin)
  await app.register(pushSocket)
  await app.register(operatorTokenPlugin)
  await app.register(messageDelivery)

  await app.register(authRoutes)
  await app.register(frontConfigRoutes)
  await app.register(captchaRoutes)
  await app.register(accountLifecycleRoutes)
  await app.register(menuRoutes)
  await app.register(extendTicketRoutes)
  await app.register(toolRoutes)
  await app.register(workOrderRoutes)
  await app.register(messageRoutes)
  await app.register(announcementRoutes)
  await app.register(systemAnnouncementRoutes)
  await app.register(fileRoutes)
  await app.register(dashboardRoutes)
  await app.register(recordRoutes)
  await app.register(bannerRoutes)
  await app.register(chatRpaRoutes)
  if (config.isDemo) await app.register(outboxRoutes)
  return app
}
