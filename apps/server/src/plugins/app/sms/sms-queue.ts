import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../../db/database'
import {
  claimDueSms,
  enqueueSms,
  markSmsAttemptFailed,
  markSmsSent,
  readSmsStatus,
  recordSmsDelivery,
  type ClaimedSms,
} from './sms-queue-repository'
import type { SmsPort, SmsProvider } from './sms-port'

/** How the queue retries: at most `maxAttempts` tries, waiting `retryBaseMs` doubled after each failure. */
export type SmsQueueOptions = { maxAttempts: number; retryBaseMs: number; tickMs: number }

const BATCH = 20
/** How long a claimed message is this worker's; a process that dies mid-send frees it after this. */
const LEASE_SECONDS = 60

export type SmsQueue = SmsPort & { start: () => void; stop: () => Promise<void>; drain: () => Promise<void> }

/**
 * The durable SMS queue in front of one provider: `send` records a row (and delivers it at once for an inline
 * provider); the worker claims due rows every `tickMs`, and at once after a send. Failures never reach the caller:
 * they are retried, then recorded as failed, and logged without recipient, text or credentials.
 * @example const queue = createSmsQueue(db, provider, options, log); queue.start(); await queue.send('138...', 'Hi')
 */
export function createSmsQueue(
  db: Database,
  provider: SmsProvider,
  options: SmsQueueOptions,
  log: FastifyBaseLogger,
): SmsQueue {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false

  const attempt = async (message: ClaimedSms) => {
    try {
      const providerId = await provider.deliver(message)
      await markSmsSent(db, message.id, provider.name, providerId)
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error'
      const retrySeconds = (options.retryBaseMs * 2 ** (message.attempts - 1)) / 1000
      const status = await markSmsAttemptFailed(db, message.id, reason, retrySeconds)
      log.warn({ sms: message.id, attempt: message.attempts, status, reason }, 'SMS attempt failed')
    }
  }

  const runOnce = async () => {
    for (;;) {
      const due = await claimDueSms(db, { limit: BATCH, leaseSeconds: LEASE_SECONDS })
      await Promise.all(due.map(attempt))
      if (due.length < BATCH) return
    }
  }

  /** One pass at a time per process; a nudge during a pass asks for one more. */
  const drain = async (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await runOnce().catch((error: unknown) =>
          log.warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'SMS queue pass failed',
          ),
        )
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }

  const enqueue: SmsPort['enqueue'] = async (tx, messages) => {
    const ids: string[] = []
    for (const message of messages)
      ids.push(await enqueueSms(tx, { ...message, maxAttempts: options.maxAttempts }))
    return ids
  }

  const dispatch: SmsPort['dispatch'] = async (ids) => {
    if (!provider.isInline) return void drain()
    for (const id of ids) {
      const [claimed] = await claimDueSms(db, { limit: 1, leaseSeconds: LEASE_SECONDS, only: id })
      if (claimed) await attempt(claimed)
    }
  }

  return {
    send: async (to, body, meta = {}) => {
      const [id = ''] = await enqueue(db, [{ ...meta, to, body }])
      await dispatch([id])
      return id
    },
    enqueue,
    dispatch,
    status: (id) => readSmsStatus(db, id),
    verifyReport: (id, token) => provider.verifyReport(id, token),
    recordReport: (id, status) => recordSmsDelivery(db, id, status),
    start: () => {
      timer = setInterval(() => void drain(), options.tickMs)
      timer.unref()
    },
    stop: async () => {
      clearInterval(timer)
      await running
    },
    drain,
  }
}
