import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../../db/database'
import { startSweep, sweepInBatches } from '../../lib/batched-sweep'
import { markInterruptedMail } from './mail-sender-repository'

/**
 * How long an e-mail may stay 'sending' before the sweep calls it interrupted. A live send must never be marked,
 * and the SMTP port (`smtp-mail.ts`) leaves nodemailer's timeouts as they are: 30 s for DNS, 2 min to connect,
 * 30 s for the greeting, then 10 min of silence on the socket before it gives up. Each of those waits is spent
 * at most once per step of one SMTP conversation, and a healthy send of at most 25 MB takes seconds; one hour
 * leaves room for several full socket timeouts in a row. A send that still outlives it records its true result.
 */
export const INTERRUPTED_MAIL_AFTER_SECONDS = 60 * 60
/** How often every process sweeps: often enough that an agent learns of it soon after the bound. */
const SWEEP_INTERVAL_MS = 60 * 1000

/**
 * Marks every e-mail, in any tenant, left 'sending' longer than the bound as failed with the reason
 * `interrupted`: its process died between recording it and recording the result. @returns how many it marked
 * @example await sweepInterruptedMail(app.store.db)
 */
export const sweepInterruptedMail = (db: Queryable): Promise<number> =>
  sweepInBatches((batch) => markInterruptedMail(db, INTERRUPTED_MAIL_AFTER_SECONDS, batch))

/**
 * Sweeps once now (e-mails a dead process left behind are told as soon as the app is ready) and then every minute,
 * in every process; the rows' locks keep two processes from marking one twice. @returns stop, which waits for a sweep
 */
export const startInterruptedMailSweep = (app: FastifyInstance): Promise<() => Promise<void>> =>
  startSweep({
    intervalMs: SWEEP_INTERVAL_MS,
    sweep: () => sweepInterruptedMail(app.store.db),
    log: app.log,
    level: 'warn',
    done: 'e-mails left sending by a stopped server marked interrupted',
    failed: 'the interrupted e-mail sweep could not run',
  })
