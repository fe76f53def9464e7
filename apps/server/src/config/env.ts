import { z } from 'zod'
import { ConfigError } from './config-error'
import { DEFAULT_DATA_DIR } from './database-location'

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true')
  .optional()

/** A comma-separated list, its entries trimmed, empty ones dropped. */
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  PORTAL_DEMO: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Portal <no-reply@portal.local>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  EMBED_ORIGINS: commaList.pipe(z.array(z.url({ protocol: /^https?$/ }))),
  SSO_PRIVATE_HOSTS: commaList.pipe(
    z.array(z.string().regex(/^[\w.:[\]-]+(\/\d{1,3})?$/, 'a host name, an address or a CIDR range')),
  ),
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  TRUST_PROXY: flag,
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  OPERATOR_TOKEN: z.string().min(24).optional(),
  CALL_SIMULATOR_SPEED: z.coerce.number().min(0.01).max(100).default(1),
  CTI_TICK_MS: z.coerce.number().int().min(10).max(10_000).default(200),
  SIP_WS_URL: z.url({ protocol: /^wss?$/ }).optional(),
  SIP_DOMAIN: z.string().min(1).max(253).optional(),
  SIP_SHARED_SECRET: z.string().min(16).optional(),
  SIP_CREDENTIAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // Finer than minutes, for tests that watch a renewal happen; when set it wins over SIP_CREDENTIAL_MINUTES.
  SIP_CREDENTIAL_SECONDS: z.coerce
    .number()
    .int()
    .min(15)
    .max(24 * 60 * 60)
    .optional(),
  PRESENCE_TICK_MS: z.coerce.number().int().min(10).max(10_000).default(1000),
  KANNEL_SENDSMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  KANNEL_USERNAME: z.string().min(1).optional(),
  KANNEL_PASSWORD: z.string().min(1).optional(),
  KANNEL_SENDER: z.string().min(1).max(20).optional(),
  KANNEL_DLR_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  SMS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  SMS_TICK_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
})

/** Kannel's smsbox sendsms interface, its account, and the address Kannel reaches our delivery-report route at. */
export type KannelConfig = {
  sendsmsUrl: string
  username: string
  password: string
  sender: string | undefined
  reportBaseUrl: string
}

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  redisUrl: string | undefined
  /** The request connections each process holds to PostgreSQL at most (it holds one more, listening). */
  databasePoolSize: number
  isDemo: boolean
  logLevel: string
  /** Where the built SPA is; the portal pages are served from it when it exists. */
  webDistDir: string
  /** Session lifetimes, in seconds. */
  sessionIdleSeconds: number
  sessionAbsoluteSeconds: number
  sessionRememberSeconds: number
  /** Checks every answer against its contract schema: on in tests, where drift should fail loudly. */
  validateResponses: boolean
  /** Real e-mail through this SMTP server; unset, e-mail goes to the outbox. */
  smtpUrl: string | undefined
  mailFrom: string
  /** The address people reach the portal at, for links in e-mails (activation). */
  publicUrl: string
  /** Calls a minute one client address may make to each login route. */
  loginRatePerMinute: number
  /** Origins (besides the portal's own) whose pages menu entries and helper components may show. */
  embedOrigins: string[]
  /**
   * Hosts (names, addresses or CIDR ranges) of identity providers on a private network that a tenant's OpenID
   * Connect issuer may be fetched from; every other loopback, private or link-local address is refused.
   */
  ssoPrivateHosts: string[]
  /** An OpenAI-compatible chat-completions provider for AI translation; unset, the feature says so. */
  llm: { baseUrl: string; apiKey: string; timeoutMs: number } | null
  /** Behind a TLS-terminating proxy: take the client address and https from X-Forwarded-* headers. */
  trustProxy: boolean
  /**
   * On SIGTERM, how long the process keeps serving while its readiness check answers 503, so a load balancer stops
   * sending it requests before it closes (0: it closes at once, as `npm start` wants on Ctrl-C).
   */
  shutdownDrainMs: number
  /** The platform operator's bearer token (the announce command); unset, the server makes one in DATA_DIR. */
  operatorToken: string | undefined
  /** How much faster than life the built-in call simulator's far ends act (tests speed it up). */
  callSimulatorSpeed: number
  /** How often each process looks for due telephony timers (ring timeouts, after-call work, the far end). */
  ctiTickMs: number
  /**
   * The SIP server the browser softphones of tenants on a SIP network register with (over WebSocket), and the
   * secret it shares with us to check the short-lived credentials we mint (kamailio's auth_ephemeral); unset, no
   * tenant can use a SIP network.
   */
  sip: { webSocketUrl: string; domain: string; sharedSecret: string; credentialSeconds: number } | null
  /** How often each process looks for agents to take off their channels (silent for the silence limit). */
  presenceTickMs: number
  /**
   * Kannel's smsbox sendsms URL and account, and the address Kannel reaches this server at for delivery reports
   * (default PUBLIC_URL); unset, SMS go to the outbox. The password is never logged.
   */
  kannel: KannelConfig | null
  /** The SMS queue: tries per message, the first retry's wait (doubling), how often each process looks. */
  smsQueue: { maxAttempts: number; retryBaseMs: number; tickMs: number }
}

/**
 * Reads the configuration from the environment; a bad variable stops the start with its name in the message.
 * @example loadConfig({ PORT: 'abc' }) // throws ConfigError('Invalid environment variable PORT: ...')
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most shells' and tools' conventions.
  const setVars = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(setVars)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment variable ${problems.join('; ')}`)
  }
  const vars = parsed.data
  const isProduction = vars.NODE_ENV === 'production'
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    isDemo: isProduction ? false : (vars.PORTAL_DEMO ?? false),
    logLevel: vars.LOG_LEVEL,
    webDistDir: vars.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname,
    sessionIdleSeconds: vars.SESSION_IDLE_MINUTES * 60,
    sessionAbsoluteSeconds: vars.SESSION_ABSOLUTE_HOURS * 60 * 60,
    sessionRememberSeconds: 7 * 24 * 60 * 60,
    validateResponses: vars.NODE_ENV === 'test',
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    loginRatePerMinute: vars.LOGIN_RATE_PER_MINUTE,
    trustProxy: vars.TRUST_PROXY ?? false,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    operatorToken: vars.OPERATOR_TOKEN,
    callSimulatorSpeed: vars.CALL_SIMULATOR_SPEED,
    ctiTickMs: vars.CTI_TICK_MS,
    presenceTickMs: vars.PRESENCE_TICK_MS,
    embedOrigins: vars.EMBED_ORIGINS.map((origin) => new URL(origin).origin),
    ssoPrivateHosts: vars.SSO_PRIVATE_HOSTS,
    llm:
      vars.LLM_BASE_URL && vars.LLM_API_KEY
        ? {
            baseUrl: vars.LLM_BASE_URL.replace(/\/$/, ''),
            apiKey: vars.LLM_API_KEY,
            timeoutMs: vars.LLM_TIMEOUT_MS,
          }
        : null,
    sip:
      vars.SIP_WS_URL && vars.SIP_DOMAIN && vars.SIP_SHARED_SECRET
        ? {
            webSocketUrl: vars.SIP_WS_URL,
            domain: vars.SIP_DOMAIN,
            sharedSecret: vars.SIP_SHARED_SECRET,
            credentialSeconds: vars.SIP_CREDENTIAL_SECONDS ?? vars.SIP_CREDENTIAL_MINUTES * 60,
          }
        : null,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    kannel:
      vars.KANNEL_SENDSMS_URL && vars.KANNEL_USERNAME && vars.KANNEL_PASSWORD
        ? {
            sendsmsUrl: vars.KANNEL_SENDSMS_URL,
            username: vars.KANNEL_USERNAME,
            password: vars.KANNEL_PASSWORD,
            sender: vars.KANNEL_SENDER,
            reportBaseUrl: vars.KANNEL_DLR_BASE_URL ?? vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
          }
        : null,
    smsQueue: {
      maxAttempts: vars.SMS_MAX_ATTEMPTS,
      retryBaseMs: vars.SMS_RETRY_BASE_MS,
      tickMs: vars.SMS_TICK_MS,
    },
  }
}
