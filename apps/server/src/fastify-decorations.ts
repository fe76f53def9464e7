// What the portal adds to Fastify's types, in one place. Module augmentation needs `interface`.
import type { Locale } from '@portal/contract'
import type { Config } from './config/env'
import type { DataStore } from './start/data-store'
import type { Queryable } from './db/database'
import type { SessionContext } from './modules/sessions/session-repository'
import type { MailSender, SmsSender } from './plugins/app/adapters/messaging-adapters'
import type { PushBus } from './plugins/app/push-bus'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    store: DataStore
    /** A preHandler for routes that need a session, of the stages their access allows. */
    sessionGuard: (
      access: 'session' | 'secondFactor' | 'passwordChange',
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    sms: SmsSender
    mail: MailSender
    /** Tells open pages now, across every server process. */
    pushBus: PushBus
    /** The platform operator's bearer token (operator routes); never logged. */
    operatorToken: string
    /** Delivers every due message now and pushes NEWS to its audience; call it after a publish commits. */
    deliverMessages: () => Promise<void>
  }
  interface FastifyRequest {
    /** The caller's language, from the `locale` query parameter every request carries. */
    locale: Locale
    session: SessionContext | null
    /** Runs `work` in a transaction scoped to the session's tenant (row-level security does the rest). */
    withTenant: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>
  }
  interface FastifyReply {
    /** Present when the built SPA is being served: answers a portal page with index.html. */
    sendSpaIndex?: () => FastifyReply
  }
}
