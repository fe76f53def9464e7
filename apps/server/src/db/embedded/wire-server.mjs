// The PostgreSQL wire protocol on a Unix socket for one PGlite session, in place of @electric-sql/pglite-socket,
// which runs each protocol message as its own call into PGlite and writes each piece of output as its own socket
// write (a parameterised query is five messages; a page of rows, dozens of writes). Here the complete messages of
// one read (node-postgres sends Parse, Bind, Describe, Execute and Sync together) run as one call, and their answer
// leaves in one write. Plain JS, like the worker that uses it.
import { createServer } from 'node:net'

const SSL_REQUEST = 80877103
const CANCEL_REQUEST = 80877102
const TERMINATE = 0x58

/**
 * Serves `db` on `path`. Every connection shares the one session, so calls run one at a time in arrival order, and
 * an open transaction keeps the session for its connection until it ends; a connection that closes inside its
 * transaction has it rolled back, as a server would end its session.
 * @example const server = await serveWireProtocol(db, { path: '/tmp/x/.s.PGSQL.5432', maxConnections: 16 })
 */
export async function serveWireProtocol(db, { path, maxConnections }) {
  const waiting = []
  let isRunning = false
  // The connection whose transaction is open: the session is its own until the transaction ends, so another
  // connection's statements never run inside it (or see its SET LOCAL settings come and go).
  let owner = null
  let isStopped = false
  let running = Promise.resolve()
  const pump = () => {
    if (isRunning || isStopped) return
    const index = waiting.findIndex((job) => owner === null || job.connection === owner)
    if (index < 0) return
    const [job] = waiting.splice(index, 1)
    isRunning = true
    running = (async () => {
      try {
        job.resolve(await job.run())
      } catch (error) {
        job.reject(error)
      } finally {
        owner = !isStopped && db.isInTransaction() ? job.connection : null
        isRunning = false
        pump()
      }
    })()
  }
  /** Runs `run` for `connection` when the session is free, one job at a time, in arrival order otherwise. */
  const exclusive = (connection, run) =>
    new Promise((resolve, reject) => {
      waiting.push({ connection, run, resolve, reject })
      pump()
    })
  const connections = new Set()

  const execute = (connection, message) =>
    exclusive(connection, async () => {
      if (connection.isClosed) return
      const output = []
      await db.runExclusive(() =>
        db.execProtocolRawStream(new Uint8Array(message), {
          // A copy: PGlite may reuse the memory behind `data` for the next piece.
          onRawData: (data) => output.push(Buffer.from(data)),
        }),
      )
      if (output.length > 0 && !connection.socket.destroyed)
        connection.socket.write(output.length === 1 ? output[0] : Buffer.concat(output))
    }).catch(() => connection.socket.destroy())

  const handleData = (connection) => {
    const { pending } = connection
    let offset = 0
    while (!connection.isStarted && pending.length - offset >= 8) {
      const length = pending.readInt32BE(offset)
      if (pending.length - offset < length) break
      const code = pending.readInt32BE(offset + 4)
      if (code === SSL_REQUEST) connection.socket.write('N')
      else if (code !== CANCEL_REQUEST) {
        execute(connection, pending.subarray(offset, offset + length))
        connection.isStarted = true
      }
      offset += length
    }
    const start = offset
    let isTerminated = false
    while (connection.isStarted && pending.length - offset >= 5) {
      const end = offset + 1 + pending.readInt32BE(offset + 1)
      if (pending.length < end) break
      if (pending[offset] === TERMINATE) {
        isTerminated = true
        break
      }
      offset = end
    }
    if (offset > start) execute(connection, pending.subarray(start, offset))
    connection.pending = pending.subarray(offset)
    if (isTerminated) exclusive(connection, async () => connection.socket.end())
  }

  const server = createServer((socket) => {
    if (connections.size >= maxConnections) return void socket.end('Too many connections\n')
    const connection = { socket, isStarted: false, isClosed: false, pending: Buffer.alloc(0) }
    connections.add(connection)
    socket.setNoDelay(true)
    socket.on('data', (chunk) => {
      connection.pending = connection.pending.length > 0 ? Buffer.concat([connection.pending, chunk]) : chunk
      handleData(connection)
    })
    // 'close' follows an error: the connection ends there.
    socket.on('error', () => undefined)
    socket.on('close', () => {
      connection.isClosed = true
      connections.delete(connection)
      exclusive(connection, async () => {
        if (owner === connection && db.isInTransaction()) await db.exec('ROLLBACK')
      }).catch(() => undefined)
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, resolve)
  })
  return {
    stop: async () => {
      isStopped = true
      for (const job of waiting.splice(0)) job.resolve()
      for (const { socket } of connections) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
      await running
    },
  }
}
