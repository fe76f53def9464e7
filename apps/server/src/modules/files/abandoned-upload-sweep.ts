import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../../db/database'
import { startSweep, sweepInBatches } from '../../lib/batched-sweep'
import { deleteAbandonedUploads } from './upload-storage-repository'

/**
 * How long an upload nothing uses is kept: an agent may write an e-mail over a long shift and send it later,
 * and a day is past any shift. Replaced brand images and avatars are never shown again once replaced.
 */
export const ABANDONED_UPLOAD_AFTER_SECONDS = 24 * 60 * 60
/** How often every process sweeps: the bound is a day, so a few minutes late is nothing. */
const SWEEP_INTERVAL_MS = 5 * 60 * 1000

/**
 * Deletes, in every tenant, the e-mail attachments never sent, the brand images and avatars since replaced, and the
 * work-order attachments no order names, once a day old. @returns how many it deleted
 * @example await sweepAbandonedUploads(app.store.db)
 */
export const sweepAbandonedUploads = (db: Queryable): Promise<number> =>
  sweepInBatches((batch) => deleteAbandonedUploads(db, ABANDONED_UPLOAD_AFTER_SECONDS, batch))

/**
 * Sweeps once now and then every few minutes, in every process; the rows' locks (SKIP LOCKED) keep two processes
 * from waiting on each other or on a send. @returns stop, which waits for a sweep under way
 */
export const startAbandonedUploadSweep = (app: FastifyInstance): Promise<() => Promise<void>> =>
  startSweep({
    intervalMs: SWEEP_INTERVAL_MS,
    sweep: () => sweepAbandonedUploads(app.store.db),
    log: app.log,
    level: 'info',
    done: 'unsent attachments, replaced images and unused work-order attachments deleted',
    failed: 'the abandoned upload sweep could not run',
  })
