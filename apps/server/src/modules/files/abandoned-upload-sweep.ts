import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../../db/database'
import { startTicker } from '../../lib/ticker'
import { deleteAbandonedUploads } from './upload-storage-repository'

/**
 * How long an upload nothing uses is kept: an agent may write an e-mail over a long shift and send it later,
 * and a day is past any shift. Replaced brand images and avatars are never shown again once replaced.
 */
export const ABANDONED_UPLOAD_AFTER_SECONDS = 24 * 60 * 60
/** How often every process sweeps: the bound is a day, so a few minutes late is nothing. */
const SWEEP_INTERVAL_MS = 5 * 60 * 1000
const BATCH = 100

/**
 * Deletes, in every tenant, the e-mail attachments never sent and the brand images and avatars since replaced,
 * once a day old. @returns how many it deleted
 * @example await sweepAbandonedUploads(app.store.db)
 */
export async function sweepAbandonedUploads(db: Queryable): Promise<number> {
  let total = 0
  for (;;) {
    const deleted = await deleteAbandonedUploads(db, ABANDONED_UPLOAD_AFTER_SECONDS, BATCH)
    total += deleted
    if (deleted < BATCH) return total
  }
}

/**
 * Sweeps once now and then every few minutes, in every process; the rows' locks (SKIP LOCKED) keep two processes
 * from waiting on each other or on a send. @returns stop, which waits for a sweep under way
 */
export async function startAbandonedUploadSweep(app: FastifyInstance): Promise<() => Promise<void>> {
  const sweep = async () => {
    const deleted = await sweepAbandonedUploads(app.store.db)
    if (deleted > 0) app.log.info({ deleted }, 'unsent attachments and replaced images deleted')
  }
  const onError = (error: unknown) => app.log.warn({ err: error }, 'the abandoned upload sweep could not run')
  await sweep().catch(onError)
  return startTicker(SWEEP_INTERVAL_MS, sweep, onError)
}
