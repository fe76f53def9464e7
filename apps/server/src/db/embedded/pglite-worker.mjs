// Runs PGlite off the main thread and serves it over the PostgreSQL wire protocol on a Unix socket, so the
// server always talks node-postgres and a heavy query never blocks its event loop. Plain JS: a worker thread
// starts without the TypeScript loader of whoever spawned it.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const { dataDir, socketPath } = workerData
const db = await PGlite.create(dataDir)
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 16 })
await server.start()
parentPort.postMessage({ type: 'ready' })

parentPort.on('message', async (message) => {
  if (message?.type !== 'stop') return
  await server.stop()
  await db.close()
  parentPort.postMessage({ type: 'stopped' })
})
