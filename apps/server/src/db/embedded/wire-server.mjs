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
 * Serves `db` on `path`. Every connection shares the one session, so calls run one at a time in arrival order; a
 * connection that closes inside its transaction has it rolled back, as a server would end its session.
 * @example const server = await serveWireProtocol(db, { path: '/tmp/x/.s.PGSQL.5432', maxConnections: 16 })
 */
export async function serveWireProtocol(db, { path, maxConnections }) {
  let queue = Promise.resolve()
  let lastCaller = null
  const exclusive = (job) => {
    const run = queue.then(job)
    queue = run.catch(() => undefined)
    return run
  }
  const connections = new Set()

  const execute = (connection, message) =>
    exclusive(async () => {
      if (connection.isClosed) return
      lastCaller = connection
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
    if (isTerminated) exclusive(async () => connection.socket.end())
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
      exclusive(async () => {
        if (lastCaller !== connection) return
        lastCaller = null
        if (db.isInTransaction()) await db.exec('ROLLBACK')
      }).catch(() => undefined)
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, resolve)
  })
  return {
    stop: async () => {
      for (const { socket } of connections) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
      await queue
    },
  }
}
