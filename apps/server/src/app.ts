import Fastify, { type FastifyInstance } from 'fastify'
import { PATH_PARAM_MAX_LENGTH } from '@portal/contract'
import fastifyCookie from '@fastify/cookie'
import type { DestinationStream } from 'pino'
import type { Config } from './config/env'
import type { DataStore } from './start/data-store'
import { createLogger } from './lib/logger'
import { lazySchemaCompilers } from './lib/lazy-schema-compilers'
import { securityHeaders } from './plugins/external/security-headers'
import { compression } from './plugins/external/compression'
import { rateLimitPlugin } from './plugins/external/rate-limit'
import { redisPlugin } from './plugins/app/redis/redis-plugin'
import { webApp } from './plugins/external/web-app'
import { requestLocale } from './plugins/app/request-locale'
import { crossSiteGuard } from './plugins/app/cross-site-guard'
import { errorHandler, sendFrameworkError } from './plugins/app/error-handler'
import { sessionPlugin } from './plugins/app/session'
import { smsPlugin } from './plugins/app/sms/sms-plugin'
import { mailPlugin } from './plugins/app/mail/mail-plugin'
import { llmPlugin } from './plugins/app/llm/llm-plugin'
import { ctiPlugin } from './plugins/app/cti/cti-plugin'
import { pushBusPlugin } from './plugins/app/push/push-bus-plugin'
import { pushSocket } from './plugins/app/push/push-socket'
import { presenceHeartbeat } from './plugins/app/presence/presence-heartbeat'
import { operatorTokenPlugin } from './plugins/app/operator-guard'
import { authenticateSession } from './modules/sessions/session-authenticator'
import { messageDelivery } from './modules/messages/message-delivery'
import { DOMAIN_MODULES } from './domain-modules'

export type AppOptions = { config: Config; store: DataStore; logDestination?: DestinationStream }

/**
 * Builds the portal's HTTP app on an open data store. Plugins load external first, then the app's own, then
 * the domain modules. The caller listens, and closes the store after the app.
 */
export async function buildApp({ config, store, logDestination }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, logDestination),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // The router answers 414 for a longer path parameter before any route runs: the contract's longest is the limit.
    routerOptions: { maxParamLength: PATH_PARAM_MAX_LENGTH },
    frameworkErrors: sendFrameworkError,
    schemaController: lazySchemaCompilers,
  })
  app.decorate('config', config)
  app.decorate('store', store)
  app.decorate('lifecycle', { isDraining: false })

  await app.register(securityHeaders)
  await app.register(compression)
  await app.register(fastifyCookie)
  // Redis first: the rate limiter and the push bus share its connections.
  await app.register(redisPlugin)
  await app.register(rateLimitPlugin)
  await app.register(webApp, { distDir: config.webDistDir })

  await app.register(requestLocale)
  await app.register(crossSiteGuard)
  await app.register(errorHandler)
  // The sessions module knows how to find a session; the guard must exist before any route (the push socket's too).
  await app.register(sessionPlugin, { authenticate: authenticateSession })
  await app.register(smsPlugin)
  await app.register(mailPlugin)
  await app.register(llmPlugin)
  await app.register(ctiPlugin)
  await app.register(pushBusPlugin)
  await app.register(pushSocket)
  await app.register(presenceHeartbeat)
  await app.register(operatorTokenPlugin)
  // Every domain may write a message for some members (a work order assigned, an @mention) and deliver it at once.
  await app.register(messageDelivery)

  for (const domain of DOMAIN_MODULES) {
    if (!domain.isDemoOnly || config.isDemo) await app.register(domain.plugin)
  }
  return app
}
