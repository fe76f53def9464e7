// Runs PGlite off the main thread and serves it over the PostgreSQL wire protocol on a Unix socket, so the
// server always talks node-postgres and a heavy query never blocks its event loop. Plain JS: a worker thread
// starts without the TypeScript loader of whoever spawned it.
import { readFile, writeFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { serveWireProtocol } from './wire-server.mjs'

const { dataDir, socketPath, snapshotPath, staleChannel, staleCount } = workerData

// Heard from the first moment, which also keeps this thread's event loop from ever being empty: on an empty loop
// Node waits for all of V8's background work, and V8 is then still compiling PGlite's WebAssembly to its faster
// tier, which held the first connection back by 0.2 to 0.7 s.
const started = start()
parentPort.on('message', async (message) => {
  const { db, server } = await started
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
await started
parentPort.postMessage({ type: 'ready' })

async function start() {
  // A snapshot (a tarball a dump wrote) starts the database as it was, instead of from an empty cluster.
  const loadDataDir = snapshotPath ? new Blob([await readFile(snapshotPath)]) : undefined
  // pg_trgm: the knowledge base's search finds titles spelled a letter or two off (migration 0060 creates it).
  const db = await PGlite.create(dataDir, { loadDataDir, extensions: { pg_trgm } })
  await db.exec(`LISTEN ${staleChannel}`)
  hearStaleNotices(db)
  const server = await serveWireProtocol(db, { path: socketPath, maxConnections: 16 })
  return { db, server }
}

/**
 * Every connection is the same PGlite session, so a notification comes out in the answer of whichever query
 * committed it. Each answer is read for them on its way to the socket: the shared count goes up before the
 * answer leaves (so the main thread knows a notice is on its way before the writer hears its COMMIT), and the
 * notice follows as a message.
 */
function hearStaleNotices(pglite) {
  const count = new Int32Array(staleCount)
  const execute = pglite.execProtocolRawStream.bind(pglite)
  pglite.execProtocolRawStream = (message, options) => {
    let pending = Buffer.alloc(0)
    return execute(message, {
      ...options,
      onRawData: (data) => {
        const chunk = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
        pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk
        while (pending.length >= 5) {
          const end = 1 + pending.readInt32BE(1)
          if (pending.length < end) break
          if (pending[0] === 0x41) readNotification(pending.subarray(5, end), count)
          pending = pending.subarray(end)
        }
        // What is left is the start of a message: kept as a copy, since PGlite may reuse the chunk's memory.
        pending = Buffer.from(pending)
        options.onRawData(data)
      },
    })
  }
}

/** NotificationResponse: process id, channel and payload (C strings). */
function readNotification(body, count) {
  const channelEnd = body.indexOf(0, 4)
  const channel = body.toString('utf8', 4, channelEnd)
  if (channel !== staleChannel) return
  const payload = body.toString('utf8', channelEnd + 1, body.indexOf(0, channelEnd + 1))
  Atomics.add(count, 0, 1)
  parentPort.postMessage({ type: 'stale', payload })
}
