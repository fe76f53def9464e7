// Runs PGlite off the main thread and serves it over the PostgreSQL wire protocol on a Unix socket, so the
// server always talks node-postgres and a heavy query never blocks its event loop. Plain JS: a worker thread
// starts without the TypeScript loader of whoever spawned it.
import { readFile, writeFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const { dataDir, socketPath, snapshotPath } = workerData
// A snapshot (a tarball a dump wrote) starts the database as it was, instead of from an empty cluster.
const loadDataDir = snapshotPath ? new Blob([await readFile(snapshotPath)]) : undefined
const db = await PGlite.create(dataDir, { loadDataDir })
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 16 })
await server.start()
parentPort.postMessage({ type: 'ready' })

parentPort.on('message', async (message) => {
  if (message?.type === 'dump') {
    const tarball = await db.dumpDataDir('none')
    await writeFile(message.path, Buffer.from(await tarball.arrayBuffer()))
    parentPort.postMessage({ type: 'dumped' })
  }
  if (message?.type !== 'stop') return
  await server.stop()
  await db.close()
  parentPort.postMessage({ type: 'stopped' })
})
