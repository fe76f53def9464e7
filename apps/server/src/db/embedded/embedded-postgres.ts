import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { ClientConfig } from 'pg'
import { STALE_CHANNEL, readStaleNotice, staleListeners, type StaleNotices } from '../stale/stale-notices'

export type EmbeddedPostgres = {
  connection: ClientConfig
  /** Writes the whole database as a snapshot file, which a later start can begin from. */
  dump: (snapshotPath: string) => Promise<void>
  staleNotices: StaleNotices
  stop: () => Promise<void>
}

const SOCKET_PORT = 5432

/**
 * Starts PGlite in a worker thread, listening on a Unix socket in a fresh temporary folder (short enough for
 * the socket path limit, and never a port that could collide).
 * @example const pg = await startEmbeddedPostgres('./data/pg'); new pg.Pool(pg.connection)
 * @param dataDir a folder for the database files, or `memory://` for a throwaway database
 * @param snapshotPath a snapshot `dump` wrote, to begin from (into `memory://` or an empty folder)
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  snapshotPath?: string,
): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const socketDir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'))
  // How many stale notices the worker has seen: it counts one before the answer that carries it leaves.
  const staleCount = new SharedArrayBuffer(4)
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: {
      dataDir,
      socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      snapshotPath,
      staleChannel: STALE_CHANNEL,
      staleCount,
    },
  })
  await waitForMessage(worker, 'ready')
  const staleNotices = hearStaleNotices(worker, new Int32Array(staleCount))
  // A crash inside the worker (PGlite aborting) is an 'error' event here, which with no listener would end the
  // whole server. It is reported instead; requests then answer 503, as with a stopped PostgreSQL.
  worker.on('error', (error) => process.emitWarning(`embedded database stopped: ${error.message}`))
  let hasExited = false
  worker.once('exit', () => (hasExited = true))
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    dump: async (target) => {
      worker.postMessage({ type: 'dump', path: target })
      await waitForMessage(worker, 'dumped')
    },
    staleNotices,
    stop: async () => {
      if (!hasExited) {
        worker.postMessage({ type: 'stop' })
        await waitForMessage(worker, 'stopped')
        await worker.terminate()
      }
      rmSync(socketDir, { recursive: true, force: true })
    },
  }
}

function waitForMessage(worker: Worker, type: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const handleMessage = (message: { type?: string }) => {
      if (message?.type !== type) return
      worker.off('error', reject)
      worker.off('message', handleMessage)
      resolve()
    }
    worker.on('message', handleMessage)
    worker.once('error', reject)
  })
}

/** The worker's stale notices: current only once every notice it has counted has been heard here. */
function hearStaleNotices(worker: Worker, count: Int32Array): StaleNotices {
  const listeners = staleListeners()
  let heard = 0
  let isRunning = true
  worker.on('message', (message: { type?: string; payload?: string }) => {
    if (message?.type !== 'stale') return
    heard += 1
    const notice = readStaleNotice(message.payload ?? '')
    if (notice) listeners.emit(notice)
  })
  worker.once('exit', () => (isRunning = false))
  return {
    subscribe: listeners.add,
    announceLocally: listeners.emit,
    isCurrent: () => isRunning && Atomics.load(count, 0) === heard,
    close: async () => {},
  }
}
