// What the portal adds to Fastify's types, in one place. Module augmentation needs `interface`.
import type { Locale, TelephonyNetwork } from '@portal/contract'
import type { Config } from './config/env'
import type { DataStore } from './start/data-store'
import type { Queryable } from './db/database'
import type { StaleChange } from './db/stale/with-stale-notices'
import type { Access, SessionContext } from './lib/request-context'
import type { SessionAccess } from './plugins/app/session'
import type { SmsPort } from './plugins/app/sms/sms-port'
import type { MailPort } from './plugins/app/mail/mail-port'
import type { LlmPort } from './plugins/app/llm/llm-port'
import type { CtiPort } from './plugins/app/cti/cti-port'
import type { PushBus } from './plugins/app/push/push-bus'
import type { PushRecipient } from './plugins/app/push/push-audience'
import type { RedisLink } from './plugins/app/redis/redis-link'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    store: DataStore
    /** A preHandler for routes that need a session, of the stages their access allows. */
    sessionGuard: (access: SessionAccess) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** The ports to external parties, each chosen by configuration (plugins/app/<port>/). */
    sms: SmsPort
    mail: MailPort
    llm: LlmPort
    /** The built-in call simulator, the embedded default network. */
    cti: CtiPort
    /** Each telephony network a tenant may run on (cti_settings.network). */
    ctiNetworks: Record<TelephonyNetwork, CtiPort>
    /** The connections to Redis (REDIS_URL), shared by the rate limiter and the push bus; else null. */
    redisLink: RedisLink | null
    /** Tells open pages now, across every server process. */
    pushBus: PushBus
    /** Who this process holds a push socket for now (a page of theirs is open). */
    pushRecipients: () => Iterable<PushRecipient>
    /** The platform operator's bearer token (operator routes); never logged. */
    operatorToken: string
    /** A preHandler for operator routes: the request must carry the operator token. */
    operatorGuard: (request: FastifyRequest) => Promise<void>
    /** Delivers every due message now and pushes NEWS to its audience; call it after a publish commits. */
    deliverMessages: () => Promise<void>
    /** Tells the tenant's supervisors, soon and coalesced, that their monitor board changed; call it after a commit. */
    noteBoardChange: (tenantId: string) => void
    /** Where the process is in its life: draining after SIGTERM, when the readiness check answers 503. */
    lifecycle: { isDraining: boolean }
  }
  interface FastifyRequest {
    /** The caller's language, from the `locale` query parameter every request carries. */
    locale: Locale
    session: SessionContext | null
    /**
     * Runs `work` in a transaction scoped to the session's tenant (row-level security does the rest); the stale
     * notices it declares with `changed` reach this process's caches as soon as it commits (`withStaleNotices`).
     */
    withTenant: <T>(work: (tx: Queryable, changed: StaleChange) => Promise<T>) => Promise<T>
    /** The signed-in user's access, loaded once per request: pass `tx` when inside a transaction. */
    access: (tx?: Queryable) => Promise<Access>
  }
  interface FastifyReply {
    /** Present when the built SPA is being served: answers a portal page with index.html. */
    sendSpaIndex?: () => FastifyReply
  }
  interface FastifyContextConfig {
    /**
     * The route takes a form posted from another site and proves it by other means (the cross-site guard lets it
     * through): only the SAML ACS, whose response an IdP's page posts and whose signed assertion must answer a
     * request of ours.
     */
    acceptsCrossSite?: boolean
  }
}
